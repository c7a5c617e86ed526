import type { QuoteWordsMessages } from './quoteWordsEn.js'

/** German strings of a quote's details: its rows, fees and price hold. */
export const quoteWordsDe: QuoteWordsMessages = {
  quoteLabel: 'Angebot',
  rate: 'Kurs',
  flatFee: 'Netzwerkgebühr',
  serviceFee: 'Servicegebühr',
  commission: 'App-Gebühr',
  totalFees: 'Gebühren gesamt',
  arrival: 'Ankunft in',
  arrivalIn: (minutes: number) => (minutes < 1 ? 'unter einer Minute' : `etwa ${minutes} Min.`),
  quoting: 'Bester Preis wird gesucht…',
  expiresIn: (countdown: string) => `Preis gültig für ${countdown}`,
  gasNote:
    'Gas auf der Quell-Chain und die Relay-Gebühr (im nativen Token) zahlen Sie zusätzlich aus Ihrer Wallet',
}
