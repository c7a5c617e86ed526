import type { QuoteWordsMessages } from './quoteWordsEn.js'

/** Simplified Chinese strings of a quote's details: its rows, fees and price hold. */
export const quoteWordsZhCN: QuoteWordsMessages = {
  quoteLabel: '报价',
  rate: '汇率',
  flatFee: '网络费',
  serviceFee: '服务费',
  commission: '应用费',
  totalFees: '费用合计',
  arrival: '预计到账',
  arrivalIn: (minutes: number) => (minutes < 1 ? '不到一分钟' : `约 ${minutes} 分钟`),
  quoting: '正在寻找最优价格…',
  expiresIn: (countdown) => `价格有效期 ${countdown}`,
  gasNote: '源链 Gas 费和中继费（以原生代币支付）另行在钱包中支付',
}
