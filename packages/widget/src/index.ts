'use client'

export {
  type CancelOrderErrorType,
  type CancelOutcome,
  cancelOrder,
} from './cancel/cancelOrder.js'
export { SwapWidget, type SwapWidgetProps } from './components/SwapWidget.js'
export { createWidgetWagmiConfig } from './createWidgetWagmiConfig.js'
export {
  type DescribeErrorParameters,
  describeError,
  type ErrorDescription,
} from './errors/describeError.js'
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
export type { ErrorWords } from './i18n/errorWordsEn.js'
export { loadErrorWords } from './i18n/loadErrorWords.js'
export type { Messages } from './i18n/locales.js'
export {
  configQueryOptions,
  ferryKeys,
  paramsQueryOptions,
  quoteQueryOptions,
} from './query/queries.js'
export { type QuoteErrorView, quoteErrorView } from './quote/quoteErrorView.js'
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
export type { SwapStatus } from './swap/swapStatus.js'
export type { FerryTheme, FerryThemeMode } from './theme/theme.js'
export {
  createMemoryDepositLedger,
  type DepositLedger,
  type DepositRecord,
} from './trade/depositLedger.js'
export { type EvmWalletAdapterParameters, evmWalletAdapter } from './trade/evmWalletAdapter.js'
export type {
  EvmTransactionRequest,
  HashSubmitter,
  Plan,
  PlanStep,
  SignTypedDataRequest,
  TransferInstructions,
} from './trade/Plan.js'
export type { Route, RouteFee, RouteSide } from './trade/Route.js'
export {
  type RunPlanErrorType,
  type RunPlanParameters,
  type RunPlanResult,
  runPlan,
} from './trade/runPlan.js'
export type { TradeProgress } from './trade/TradeProgress.js'
export { TradeRunError, type TradeRunErrorReason } from './trade/TradeRunError.js'
export { MIN_DEADLINE_MARGIN_SECONDS } from './trade/v2/planOfV2Build.js'
export { routeOfV2Quote } from './trade/v2/routeOfV2Quote.js'
export {
  type RunV2TradeErrorType,
  type RunV2TradeParameters,
  type RunV2TradeResult,
  runV2Trade,
} from './trade/v2/runV2Trade.js'
export type {
  ChainFamily,
  EvmWalletAdapter,
  FamilyWalletAdapter,
  WalletAdapter,
} from './trade/WalletAdapter.js'
