import type { QuoteWordsMessages } from './quoteWordsEn.js'

/** Russian strings of a quote's details: its rows, fees and price hold. */
export const quoteWordsRu: QuoteWordsMessages = {
  quoteLabel: 'Котировка',
  rate: 'Курс',
  flatFee: 'Комиссия сети',
  serviceFee: 'Комиссия сервиса',
  commission: 'Комиссия приложения',
  totalFees: 'Всего комиссий',
  arrival: 'Поступит через',
  arrivalIn: (minutes: number) => (minutes < 1 ? 'меньше минуты' : `около ${minutes} мин`),
  quoting: 'Ищем лучшую цену…',
  expiresIn: (countdown: string) => `Цена действует ещё ${countdown}`,
  gasNote:
    'Газ в исходной сети и комиссия ретранслятора (в нативном токене) оплачиваются отдельно из вашего кошелька',
}
