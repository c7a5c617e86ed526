// The widget's v1 engine, one lazy chunk: load it with `await import('./v1/index.js')`, never
// statically from the first load (DESIGN: v1 in Ferry). No UI here.

export {
  type ChooseInterfaceParameters,
  chooseInterface,
  type InterfaceChoice,
  type V2SizeRefusal,
  type V2SizeRefusalKind,
  v2SizeRefusalOf,
} from './chooseInterface.js'
export { type PlanOfV1DepositParameters, planOfV1Deposit } from './planOfV1Deposit.js'
export {
  rankRoutes,
  routeCountdown,
  type StreamRoutesParameters,
  selectedRoute,
  streamRoutes,
  toRouteOption,
  type V1RouteOption,
  type V1RoutesSnapshot,
} from './streamRoutes.js'
export { type V1BuildRequestForParameters, v1BuildRequestFor } from './v1BuildRequestFor.js'
export { v1PlanHostEvent, v1QuoteHostEvent } from './v1HostEvents.js'
export {
  describeV1Order,
  explorerTxUrl,
  type V1OrderView,
  type V1TrackerStep,
  type V1TrackerTone,
  type V1TransactionLink,
  v1TrackerSteps,
} from './v1OrderStatus.js'
export {
  ferryV1Keys,
  readV1Order,
  retryV1Read,
  V1_ORDER_POLL_MS,
  v1AutocompleteQueryOptions,
  v1BalancesQueryOptions,
  v1ChainsQueryOptions,
  v1ChainTokensQueryOptions,
  v1Client,
  v1OrderQueryOptions,
  v1OrdersQueryOptions,
  v1TokenSearchQueryOptions,
  v1TopTokensQueryOptions,
} from './v1Queries.js'
