import type { QuoteWordsMessages } from './quoteWordsEn.js'

/** Spanish strings of a quote's details: its rows, fees and price hold. */
export const quoteWordsEs: QuoteWordsMessages = {
  quoteLabel: 'Cotización',
  rate: 'Tipo de cambio',
  flatFee: 'Comisión de red',
  serviceFee: 'Comisión del servicio',
  commission: 'Comisión de la app',
  totalFees: 'Comisiones totales',
  arrival: 'Llega en',
  arrivalIn: (minutes: number) => (minutes < 1 ? 'menos de un minuto' : `unos ${minutes} min`),
  quoting: 'Buscando el mejor precio…',
  expiresIn: (countdown) => `Precio válido durante ${countdown}`,
  gasNote:
    'El gas de la red de origen y la comisión de relé (en el token nativo) se pagan aparte, en tu billetera',
}
