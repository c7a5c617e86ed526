import type { QuoteWordsMessages } from './quoteWordsEn.js'

/** Japanese strings of a quote's details: its rows, fees and price hold. */
export const quoteWordsJa: QuoteWordsMessages = {
  quoteLabel: '見積もり',
  rate: 'レート',
  flatFee: 'ネットワーク手数料',
  serviceFee: 'サービス手数料',
  commission: 'アプリ手数料',
  totalFees: '手数料合計',
  arrival: '到着まで',
  arrivalIn: (minutes: number) => (minutes < 1 ? '1分未満' : `約 ${minutes} 分`),
  quoting: '最適な価格を検索中…',
  expiresIn: (countdown: string) => `価格の有効期限: 残り ${countdown}`,
  gasNote:
    '送金元チェーンのガス代とリレー手数料（ネイティブトークン建て）は別途ウォレットから支払われます',
}
