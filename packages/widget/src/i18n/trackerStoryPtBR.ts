// tracker story
import type { TrackerStoryMessages } from './trackerStoryEn.js'

/** Brazilian Portuguese strings of the order tracker's story and receipts. */
export const trackerStoryPtBR: TrackerStoryMessages = {
  sent: 'Você enviou',
  toReceive: 'Você recebe (estimativa)',
  received: 'Você recebeu',
  onChain: (amount: string, chain: string) => `${amount} na ${chain}`,
  elapsed: (duration: string) => `${duration} desde a criação da ordem`,
  remaining: (duration: string) => `Faltam cerca de ${duration}`,
  soon: 'Deve terminar a qualquer momento',
  took: (duration: string) => `Concluída em ${duration}`,
  orderId: 'ID da ordem',
  copy: 'Copiar',
  copyLabel: (what: string) => `Copiar ${what}`,
  copied: 'Copiado',
  copyFailed: 'Não foi possível copiar; selecione abaixo',
  receipt: 'Comprovante',
  outcome: {
    delivered: 'Entregue por completo',
    partial: 'Parcialmente executada',
    refunded: 'Reembolsada',
    cancelled: 'Cancelada e reembolsada',
    failed: 'Falha na entrega',
  },
  receivedOf: (received: string, expected: string) => `Recebido ${received} de ${expected}`,
  refundedAmount: (refunded: string) => `${refunded} reembolsado`,
  nothingPaid: 'Nada foi pago',
  deliveryFailedNext:
    'A transferência para você não foi concluída. Fale com o suporte informando o ID da ordem abaixo; os detalhes ajudam.',
  failureDetail: 'Detalhes para o suporte',
  hubEnding: { Cancelled: 'Cancelada', Expired: 'Expirada', Closed: 'Encerrada' },
  settledRefunding: 'Liquidada, reembolsando',
  viewReceipt: 'Ver comprovante',
}
