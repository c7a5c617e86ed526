export { type CancelOutcome, cancelOrder } from './cancel/cancelOrder.js'
export { SwapWidget, type SwapWidgetProps } from './components/SwapWidget.js'
export type { FerryEvent, FerryEventName } from './components/useFerryEvents.js'
export { createWidgetWagmiConfig } from './createWidgetWagmiConfig.js'
export { type FerryConfig, fetchFerryConfig } from './ferryConfig.js'
export {
  type HistoryEntry,
  mergeOrderHistory,
} from './history/mergeOrderHistory.js'
export { type Recipients, useRecipients } from './hooks/useRecipients.js'
export {
  configQueryOptions,
  ferryKeys,
  paramsQueryOptions,
  quoteQueryOptions,
} from './query/queries.js'
export { describeQuoteError, type QuoteErrorView } from './quote/describeQuoteError.js'
export { type RecipientRules, recipientError, recipientRules } from './recipients/recipientRules.js'
export { createOrderStorage, type OrderStorage, type StoredOrder } from './storage/orderStorage.js'
export { widgetCss } from './styles.js'
export { MIN_DEADLINE_MARGIN_SECONDS, runSwap, SwapError } from './swap/runSwap.js'
export type { SwapStatus } from './swap/swapStatus.js'
