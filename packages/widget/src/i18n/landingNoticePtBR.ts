import type { LandingNoticeMessages } from './landingNoticeEn.js'

/** Brazilian Portuguese strings of the landing notice. */
export const landingNoticePtBR: LandingNoticeMessages = {
  offer: 'Avise-me quando chegar',
  offerOn: 'Você receberá uma notificação quando chegar',
  offerBlocked: 'As notificações estão bloqueadas para este site no seu navegador',
  titles: {
    delivered: 'Troca entregue',
    partial: 'Troca executada em parte',
    refunded: 'Troca reembolsada',
    cancelled: 'Troca cancelada',
    failed: 'Troca falhou',
  },
  bodies: {
    delivered: 'Seus tokens chegaram.',
    partial: 'Uma parte foi paga e o restante reembolsado.',
    refunded: 'Seus tokens foram reembolsados.',
    cancelled: 'A ordem foi cancelada e seus tokens reembolsados.',
    failed: 'O pagamento falhou. Abra a troca para ver o que fazer.',
  },
}
