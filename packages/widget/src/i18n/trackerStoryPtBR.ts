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
  toSend: 'Você envia',
  finishedHere: 'Concluída',
  cancelSending: 'Enviando o cancelamento…',
  cancelSent: 'Cancelamento enviado',
  cancelConfirm: {
    title: 'Cancelar esta ordem?',
    refund: (refund: string, fee: string) =>
      `Até ${refund} volta para seu endereço de reembolso: seu depósito menos a taxa fixa de ${fee}, que o serviço retém com ou sem execução da ordem.`,
    refundLessFee:
      'O que não for executado volta para seu endereço de reembolso, menos a taxa fixa, que o serviço retém com ou sem execução da ordem.',
    filled: 'Uma parte já executada é paga mesmo assim.',
    confirm: 'Sim, cancelar',
    keep: 'Manter a ordem',
  },
  unfunded: {
    lateTransfer:
      'Nada foi enviado ao endereço de depósito desta ordem. Removê-la só a oculta aqui: uma transferência que chegar antes do prazo ainda é trocada; uma que chegar depois não, e só o operador do serviço pode recuperá-la.',
    drop: 'Remover da lista',
  },
  payout: {
    connectedWallet: (address: string) =>
      `O pagamento vai para sua carteira conectada, ${address}, pois nenhum outro endereço de pagamento foi informado.`,
    entered: (address: string) => `O pagamento vai para o endereço que você informou, ${address}.`,
  },
  viewReceipt: 'Ver comprovante',
}
