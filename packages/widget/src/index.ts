'use client'

export {
  type CancelOrderErrorType,
  type CancelOutcome,
  cancelOrder,
} from './cancel/cancelOrder.js'
export { SwapWidget, type SwapWidgetProps } from './components/SwapWidget.js'
export { createWidgetWagmiConfig } from './createWidgetWagmiConfig.js'
export {
  ConfigUnavailableError,
  type FerryConfig,
  type FetchFerryConfigErrorType,
  fetchFerryConfig,
  OriginRefusedError,
} from './ferryConfig.js'
export {
  type HistoryEntry,
  mergeOrderHistory,
} from './history/mergeOrderHistory.js'
export type {
  FerryEvent,
  FerryEventName,
  FerryEventOf,
  FerryEventPayloads,
} from './hooks/useFerryEvents.js'
export { type UseOrderParameters, type UseOrderReturnType, useOrder } from './hooks/useOrder.js'
export { type OrderHistory, useOrderHistory } from './hooks/useOrderHistory.js'
export { type UseQuoteParameters, type UseQuoteReturnType, useQuote } from './hooks/useQuote.js'
export { type Recipients, useRecipients } from './hooks/useRecipients.js'
export { type SwapRequest, type UseSwapParameters, useSwap } from './hooks/useSwap.js'
export type { SwapValue } from './hooks/useSwapValue.js'
export { type UseTokenBalanceParameters, useTokenBalance } from './hooks/useTokenBalance.js'
export type { Messages } from './i18n/locales.js'
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
export {
  BuildAttemptUnknownError,
  BuildNotCreatedError,
  BuildOutcomeUnresolvedError,
  BuildUnfundableError,
  SwapError,
} from './swap/buildOutcomeErrors.js'
export { MIN_DEADLINE_MARGIN_SECONDS, type RunSwapErrorType, runSwap } from './swap/runSwap.js'
export type { SwapStatus } from './swap/swapStatus.js'
export type { FerryTheme, FerryThemeMode } from './theme/theme.js'
