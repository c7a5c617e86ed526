import type { QuoteWordsMessages } from './quoteWordsEn.js'

/** French strings of a quote's details: its rows, fees and price hold. */
export const quoteWordsFr: QuoteWordsMessages = {
  quoteLabel: 'Devis',
  rate: 'Taux',
  flatFee: 'Frais de réseau',
  serviceFee: 'Frais de service',
  commission: 'Frais de l’application',
  totalFees: 'Total des frais',
  arrival: 'Arrivée dans',
  arrivalIn: (minutes: number) => (minutes < 1 ? 'moins d’une minute' : `environ ${minutes} min`),
  quoting: 'Recherche du meilleur prix…',
  expiresIn: (countdown: string) => `Prix valable ${countdown}`,
  gasNote:
    'Le gas du réseau de départ et les frais de relais (en jeton natif) sont payés en plus, depuis votre portefeuille',
}
