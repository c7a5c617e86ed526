// v1 tracking
import type { V1TrackingMessages } from './v1TrackingEn.js'

/** Brazilian Portuguese strings of the v1 tracker and of v1 entries in the history. */
export const v1TrackingPtBR: V1TrackingMessages = {
  steps: {
    created: 'Ordem criada',
    deposited: 'Depósito recebido',
    published: 'Buscando um executor',
    filled: 'Entregue',
    refund_pending: 'Reembolso a caminho',
    refunded: 'Reembolsada',
    failed: 'Falhou',
  },
  status: {
    created: 'Sua ordem foi criada; aguardando o depósito aparecer.',
    deposited: 'Seu depósito chegou; a ordem está sendo preparada.',
    published: 'Sua ordem está com os executores; a entrega vem em seguida.',
    filled: 'Pronto: seus tokens chegaram.',
    refund_pending: 'Nenhum executor aceitou a ordem: seu depósito está voltando para você.',
    refunded: 'Seu depósito foi devolvido.',
    failed: 'Esta ordem falhou e não pode ser concluída.',
  },
  failedNext: 'Guarde o ID da ordem abaixo e fale com o suporte; nada mais será enviado.',
  loadingOrder: 'Carregando a ordem…',
  history: {
    unavailable: 'Não foi possível carregar as ordens antigas agora.',
  },
}
