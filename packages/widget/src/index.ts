export { SwapWidget, type SwapWidgetProps } from './components/SwapWidget.js'
export type { FerryEvent, FerryEventName } from './components/useFerryEvents.js'
export { createWidgetWagmiConfig } from './createWidgetWagmiConfig.js'
export { type FerryConfig, fetchFerryConfig } from './ferryConfig.js'
export {
  configQueryOptions,
  ferryKeys,
  paramsQueryOptions,
  quoteQueryOptions,
} from './query/queries.js'
export { widgetCss } from './styles.js'
export { runSwap, SwapError } from './swap/runSwap.js'
export type { SwapStatus } from './swap/swapStatus.js'
