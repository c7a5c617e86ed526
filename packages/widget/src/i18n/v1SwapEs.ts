// v1 swap flow
import type { V1SwapMessages } from './v1SwapEn.js'

/** Spanish strings of the v1 routes, the plan runner and deposit-address screens. */
export const v1SwapEs: V1SwapMessages = {
  routes: 'Rutas',
  searching: 'Consultando las rutas…',
  noRoute: 'Ninguna ruta intercambia este par por este importe.',
  routesUnavailable: 'No se pudo consultar las rutas ahora. Inténtalo de nuevo en un momento.',
  streamFailed: 'Algunas rutas no respondieron; las que se muestran siguen disponibles.',
  best: 'Mejor',
  receive: 'Recibes',
  pay: 'Pagas',
  duration: (minutes: number) => (minutes < 1 ? 'menos de un minuto' : `unos ${minutes} min`),
  networkFee: 'Comisión de red',
  oneClick: '1 clic',
  needsApproval: 'Requiere aprobación',
  priceHolds: (countdown: string) => `El precio se mantiene ${countdown}`,
  priceExpired: 'El precio caducó: consultando de nuevo…',
  deadline: (date: string) => `Plazo de la orden: ${date}`,
  progress: 'Progreso del intercambio',
  steps: {
    building: 'Preparando el depósito…',
    switching: 'Cambiando de red…',
    approving: (index: number, total: number) =>
      `Aprueba en tu billetera (${index + 1} de ${total})…`,
    depositing: 'Confirma el depósito en tu billetera…',
    depositSent: 'Depósito enviado',
    submitting: 'Registrando la orden…',
    orderCreated: 'Orden creada',
  },
  transfer: {
    title: 'Envía el depósito',
    address: 'Dirección de depósito',
    amount: 'Importe exacto',
    memo: 'Memo',
    memoWarning: 'Incluye este memo o el depósito no podrá asociarse a tu orden.',
    expires: 'Envíalo antes de',
    qr: 'Código QR de la dirección de depósito',
    copy: 'Copiar',
    copied: 'Copiado',
    hash: 'Hash de tu transferencia',
    hashHint: '64 caracteres hexadecimales, sin 0x',
    submitHash: 'Registrar mi transferencia',
    waiting: 'Cuando envíes la transferencia, la orden aparecerá sola.',
  },
  solana:
    'Intercambiar desde Solana requiere una billetera de Solana, que este widget no puede conectar. Elige otro token para pagar.',
  order: {
    title: 'Tu orden',
    status: {
      created: 'Esperando tu depósito',
      deposited: 'Depósito recibido',
      published: 'En ejecución',
      filled: 'Entregado',
      refund_pending: 'Reembolso en camino',
      refunded: 'Reembolsado',
      failed: 'Fallida',
    },
    loading: 'Buscando tu orden…',
    links: { deposit: 'Depósito', fill: 'Pago', refund: 'Reembolso' },
    newSwap: 'Nuevo intercambio',
  },
}
