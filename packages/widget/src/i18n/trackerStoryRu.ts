// tracker story
import type { TrackerStoryMessages } from './trackerStoryEn.js'

/** Russian strings of the order tracker's story and receipts. */
export const trackerStoryRu: TrackerStoryMessages = {
  sent: 'Вы отправили',
  toReceive: 'Вы получите (оценка)',
  received: 'Вы получили',
  onChain: (amount: string, chain: string) => `${amount} в сети ${chain}`,
  elapsed: (duration: string) => `${duration} с момента создания заявки`,
  remaining: (duration: string) => `Осталось около ${duration}`,
  soon: 'Завершится с минуты на минуту',
  took: (duration: string) => `Завершено за ${duration}`,
  orderId: 'ID заявки',
  copy: 'Копировать',
  copyLabel: (what: string) => `Копировать: ${what}`,
  copied: 'Скопировано',
  copyFailed: 'Не удалось скопировать; выделите ниже',
  receipt: 'Квитанция',
  outcome: {
    delivered: 'Доставлено полностью',
    partial: 'Исполнена частично',
    refunded: 'Возвращено',
    cancelled: 'Отменена, средства возвращены',
    failed: 'Доставка не удалась',
  },
  receivedOf: (received: string, expected: string) => `Получено ${received} из ${expected}`,
  refundedAmount: (refunded: string) => `Возвращено ${refunded}`,
  nothingPaid: 'Ничего не выплачено',
  deliveryFailedNext:
    'Перевод вам не прошёл. Обратитесь в поддержку и укажите ID заявки ниже; подробности помогут разобраться.',
  failureDetail: 'Подробности для поддержки',
  hubEnding: { Cancelled: 'Отменена', Expired: 'Истекла', Closed: 'Закрыта' },
  settledRefunding: 'Рассчитана, идёт возврат',
  viewReceipt: 'Открыть квитанцию',
}
