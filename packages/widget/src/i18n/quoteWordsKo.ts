import type { QuoteWordsMessages } from './quoteWordsEn.js'

/** Korean strings of a quote's details: its rows, fees and price hold. */
export const quoteWordsKo: QuoteWordsMessages = {
  quoteLabel: '견적',
  rate: '환율',
  flatFee: '네트워크 수수료',
  serviceFee: '서비스 수수료',
  commission: '앱 수수료',
  totalFees: '총 수수료',
  arrival: '도착 예정',
  arrivalIn: (minutes: number) => (minutes < 1 ? '1분 미만' : `약 ${minutes}분`),
  quoting: '최적의 가격을 찾는 중…',
  expiresIn: (countdown: string) => `가격 유효 시간 ${countdown}`,
  gasNote: '출발 체인의 가스비와 릴레이 수수료(네이티브 토큰)는 지갑에서 별도로 지불됩니다',
}
