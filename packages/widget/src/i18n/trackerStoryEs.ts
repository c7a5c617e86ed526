// tracker story
import type { TrackerStoryMessages } from './trackerStoryEn.js'

/** Spanish strings of the order tracker's story and receipts. */
export const trackerStoryEs: TrackerStoryMessages = {
  sent: 'Enviaste',
  toReceive: 'Recibes (estimado)',
  received: 'Recibiste',
  onChain: (amount: string, chain: string) => `${amount} en ${chain}`,
  elapsed: (duration: string) => `${duration} desde que se creó la orden`,
  remaining: (duration: string) => `Quedan unos ${duration}`,
  soon: 'Debería terminar en cualquier momento',
  took: (duration: string) => `Terminó en ${duration}`,
  orderId: 'ID de la orden',
  copy: 'Copiar',
  copyLabel: (what: string) => `Copiar: ${what}`,
  copied: 'Copiado',
  copyFailed: 'No se pudo copiar; selecciónalo abajo',
  receipt: 'Recibo',
  outcome: {
    delivered: 'Entregado por completo',
    partial: 'Completado en parte',
    refunded: 'Reembolsado',
    cancelled: 'Cancelado y reembolsado',
    failed: 'La entrega falló',
  },
  receivedOf: (received: string, expected: string) => `Recibiste ${received} de ${expected}`,
  refundedAmount: (refunded: string) => `${refunded} reembolsados`,
  nothingPaid: 'No se pagó nada',
  deliveryFailedNext:
    'La transferencia a tu cuenta no se completó. Contacta con soporte con el id de la orden de abajo; los detalles les ayudan.',
  failureDetail: 'Detalles para soporte',
  hubEnding: { Cancelled: 'Cancelada', Expired: 'Vencida', Closed: 'Cerrada' },
  settledRefunding: 'Liquidada, reembolsando',
  viewReceipt: 'Ver recibo',
}
