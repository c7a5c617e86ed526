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
  toSend: 'Envías',
  finishedHere: 'Terminada',
  cancelSending: 'Enviando la cancelación…',
  cancelSent: 'Cancelación enviada',
  cancelConfirm: {
    title: '¿Cancelar esta orden?',
    refund: (refund: string, fee: string) =>
      `Vuelven hasta ${refund} a tu dirección de reembolso: tu depósito menos la tarifa fija de ${fee}, que el servicio retiene se complete o no la orden.`,
    refundLessFee:
      'Lo que no se complete vuelve a tu dirección de reembolso, menos la tarifa fija, que el servicio retiene se complete o no la orden.',
    filled: 'Una parte ya completada se paga igualmente.',
    confirm: 'Sí, cancelarla',
    keep: 'Mantener la orden',
  },
  unfunded: {
    lateTransfer:
      'No se ha enviado nada a la dirección de depósito de esta orden. Quitarla solo la oculta aquí: una transferencia que llegue antes del plazo se intercambia igualmente; una que llegue después no, y solo el operador del servicio puede recuperarla.',
    drop: 'Quitar de la lista',
  },
  payout: {
    connectedWallet: (address: string) =>
      `El pago va a tu billetera conectada, ${address}, porque no se indicó otra dirección de pago.`,
    entered: (address: string) => `El pago va a la dirección que indicaste, ${address}.`,
  },
  viewReceipt: 'Ver recibo',
}
