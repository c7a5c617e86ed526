import type { QuoteWordsMessages } from './quoteWordsEn.js'

/** Brazilian Portuguese strings of a quote's details: its rows, fees and price hold. */
export const quoteWordsPtBR: QuoteWordsMessages = {
  quoteLabel: 'Cotação',
  rate: 'Cotação',
  flatFee: 'Taxa de rede',
  serviceFee: 'Taxa de serviço',
  commission: 'Taxa do app',
  totalFees: 'Total de taxas',
  arrival: 'Chega em',
  arrivalIn: (minutes: number) => (minutes < 1 ? 'menos de um minuto' : `cerca de ${minutes} min`),
  quoting: 'Buscando o melhor preço…',
  expiresIn: (countdown: string) => `Preço válido por ${countdown}`,
  gasNote:
    'O gás da rede de origem e a taxa de retransmissão (no token nativo) são pagos à parte, pela sua carteira',
}
