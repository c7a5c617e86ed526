// v1 tracking
import type { V1TrackingMessages } from './v1TrackingEn.js'

/** Spanish strings of the v1 tracker and of v1 entries in the history. */
export const v1TrackingEs: V1TrackingMessages = {
  steps: {
    created: 'Orden creada',
    deposited: 'Depósito recibido',
    published: 'Buscando quien la complete',
    filled: 'Entregada',
    refund_pending: 'Reembolso en camino',
    refunded: 'Reembolsada',
    failed: 'Fallida',
  },
  status: {
    created: 'Tu orden está creada; esperamos a ver el depósito.',
    deposited: 'Tu depósito llegó; estamos preparando la orden.',
    published: 'Tu orden está disponible para quien la complete; la entrega sigue.',
    filled: 'Listo: tus tokens llegaron.',
    refund_pending: 'Nadie completó la orden: tu depósito está volviendo a ti.',
    refunded: 'Tu depósito se te devolvió.',
    failed: 'Esta orden falló y no puede completarse.',
  },
  failedNext: 'Guarda el id de la orden de abajo y contacta con soporte; no se envía nada más.',
  loadingOrder: 'Cargando la orden…',
  history: {
    unavailable: 'No se pudieron cargar ahora las órdenes anteriores.',
  },
}
