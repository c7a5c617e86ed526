import type { LandingNoticeMessages } from './landingNoticeEn.js'

/** Russian strings of the landing notice. */
export const landingNoticeRu: LandingNoticeMessages = {
  offer: 'Сообщить, когда поступит',
  offerOn: 'Вы получите уведомление, когда средства поступят',
  offerBlocked: 'Уведомления для этого сайта заблокированы в браузере',
  titles: {
    delivered: 'Обмен выполнен',
    partial: 'Обмен выполнен частично',
    refunded: 'Обмен возвращён',
    cancelled: 'Обмен отменён',
    failed: 'Обмен не удался',
  },
  bodies: {
    delivered: 'Ваши токены поступили.',
    partial: 'Часть выплачена, остальное возвращено.',
    refunded: 'Ваши токены возвращены.',
    cancelled: 'Заявка отменена, токены возвращены.',
    failed: 'Выплата не удалась. Откройте обмен, чтобы узнать, что делать.',
  },
}
