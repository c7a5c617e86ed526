// The v1 trading adapter's one way in: every module outside `v1/` loads it with
// `import('../v1/index.js')`, never statically, so the first load does not grow (DESIGN: v1 in
// Ferry). One split point instead of one per part also keeps the bundler from cutting the first
// load's shared modules into more, smaller chunks.

export { isValidV1AddressForChain } from '@ferry/order-api/v1'
export { chooseInterface } from './chooseInterface.js'
export { resolveV1TokenRefs } from './ui/resolveV1TokenRefs.js'
export { resumeV1Run } from './ui/resumeV1Run.js'
export { default as V1SwapPanel } from './ui/V1SwapPanel.js'
export { default as V1TrackedOrder } from './ui/V1TrackedOrder.js'
export {
  tradeQuoteOf,
  type V1QuoteState,
  type V1RoutesQuote,
  v1RoutesQuoteOptions,
} from './v1RouteQuote.js'
