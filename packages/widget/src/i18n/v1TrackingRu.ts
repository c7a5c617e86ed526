// v1 tracking
import type { V1TrackingMessages } from './v1TrackingEn.js'

/** Russian strings of the v1 tracker and of v1 entries in the history. */
export const v1TrackingRu: V1TrackingMessages = {
  steps: {
    created: 'Заявка создана',
    deposited: 'Депозит получен',
    published: 'Ищем исполнителя',
    filled: 'Доставлено',
    refund_pending: 'Возврат в пути',
    refunded: 'Возвращено',
    failed: 'Ошибка',
  },
  status: {
    created: 'Заявка создана; ждём, когда появится депозит.',
    deposited: 'Депозит поступил; заявка готовится.',
    published: 'Заявка передана исполнителям; затем последует доставка.',
    filled: 'Готово: ваши токены пришли.',
    refund_pending: 'Ни один исполнитель не взял заявку: депозит возвращается к вам.',
    refunded: 'Ваш депозит возвращён.',
    failed: 'Заявка не удалась и не может быть завершена.',
  },
  failedNext: 'Сохраните ID заявки ниже и обратитесь в поддержку; больше ничего не отправляется.',
  loadingOrder: 'Загружаем заявку…',
  history: {
    unavailable: 'Сейчас не удалось загрузить более старые заявки.',
  },
}
