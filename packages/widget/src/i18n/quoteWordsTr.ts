import type { QuoteWordsMessages } from './quoteWordsEn.js'

/** Turkish strings of a quote's details: its rows, fees and price hold. */
export const quoteWordsTr: QuoteWordsMessages = {
  quoteLabel: 'Fiyat teklifi',
  rate: 'Kur',
  flatFee: 'Ağ ücreti',
  serviceFee: 'Hizmet ücreti',
  commission: 'Uygulama ücreti',
  totalFees: 'Toplam ücret',
  arrival: 'Varış süresi',
  arrivalIn: (minutes: number) => (minutes < 1 ? 'bir dakikadan az' : `yaklaşık ${minutes} dk`),
  quoting: 'En iyi fiyat aranıyor…',
  expiresIn: (countdown: string) => `Fiyat ${countdown} geçerli`,
  gasNote: 'Kaynak ağın gas ücreti ve aktarma ücreti (yerel tokende) ayrıca cüzdanınızdan ödenir',
}
