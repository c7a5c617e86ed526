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
  toSend: 'Вы отправляете',
  finishedHere: 'Завершён',
  cancelSending: 'Отправка отмены…',
  cancelSent: 'Отмена отправлена',
  cancelConfirm: {
    title: 'Отменить этот ордер?',
    refund: (refund: string, fee: string) =>
      `До ${refund} вернётся на ваш адрес возврата: депозит за вычетом фиксированной комиссии ${fee}, которую сервис удерживает, исполнится ордер или нет.`,
    refundLessFee:
      'Неисполненная часть вернётся на ваш адрес возврата за вычетом фиксированной комиссии, которую сервис удерживает, исполнится ордер или нет.',
    filled: 'Уже исполненная часть всё равно будет выплачена.',
    confirm: 'Да, отменить',
    keep: 'Оставить ордер',
  },
  unfunded: {
    lateTransfer:
      'На адрес депозита этого ордера ничего не отправлено. Удаление лишь скрывает его здесь: перевод, пришедший до срока, всё равно будет обменян; пришедший позже — нет, и вернуть его сможет только оператор сервиса.',
    drop: 'Убрать из списка',
  },
  payout: {
    connectedWallet: (address: string) =>
      `Выплата уйдёт на ваш подключённый кошелёк ${address}, так как другой адрес выплаты не указан.`,
    entered: (address: string) => `Выплата уйдёт на указанный вами адрес ${address}.`,
  },
  viewReceipt: 'Открыть квитанцию',
}
