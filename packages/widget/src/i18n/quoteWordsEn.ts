// The quote's details
// Kept apart from `en`, which loads with the form: these strings load with the quote's details
// (QuoteDetails, PriceHold), so the first load does not carry them.

/** English strings of a quote's details: its rows, fees and price hold. */
export const quoteWordsEn = {
  quoteLabel: 'Quote',
  rate: 'Rate',
  flatFee: 'Network fee',
  serviceFee: 'Service fee',
  commission: 'App fee',
  totalFees: 'Total fees',
  arrival: 'Arrives in',
  /** The estimate in whole minutes (under one: less than a minute). */
  arrivalIn: (minutes: number) => (minutes < 1 ? 'under a minute' : `about ${minutes} min`),
  quoting: 'Finding the best price…',
  expiresIn: (countdown: string) => `Price valid for ${countdown}`,
  gasNote:
    'Source-chain gas and the relay fee (in the native token) are paid on top, in your wallet',
}

/** Every catalog of the quote's words has English's keys and shapes. */
export type QuoteWordsMessages = typeof quoteWordsEn
