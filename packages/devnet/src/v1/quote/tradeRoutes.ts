import type {
  V1DepositMethod,
  V1ExactOutMethod,
  V1FillerType,
  V1Provider,
  V1RouteId,
} from '@ferry/order-api/v1'

export type { V1DepositMethod, V1RouteId }

export type TradeRouteSpec = {
  routeId: V1RouteId
  type: V1FillerType
  provider: V1Provider
  exactOutMethod: V1ExactOutMethod
  /** The solver's rate on this route relative to the native solver's, in basis points. */
  rateBps: bigint
  expectedDurationSeconds: number
  /** Whether the route charges the chains' flat fee and the integrator's bps. */
  chargesServiceFees: boolean
  /** SIMULATION: ExternalB reports no `published` step (it goes from deposited to filled). */
  skipsPublished: boolean
}

/**
 * The devnet's trade routes. Native and NativeUTXO are the service's own; the three external routes
 * are SIMULATED third parties that settle through the same deposit contracts and lifecycle
 * engine: ExternalA pays more but takes longer, ExternalB skips `published`, ExternalC quotes
 * exact output adaptively (the service searches for the input).
 */
export const tradeRouteSpecs: Record<V1RouteId, TradeRouteSpec> = {
  Native: {
    routeId: 'Native',
    type: 'native-filler',
    provider: 'native',
    exactOutMethod: 'native',
    rateBps: 10_000n,
    expectedDurationSeconds: 30,
    chargesServiceFees: true,
    skipsPublished: false,
  },
  NativeUTXO: {
    routeId: 'NativeUTXO',
    type: 'liquidity-router',
    provider: 'native',
    exactOutMethod: 'native',
    rateBps: 10_000n,
    expectedDurationSeconds: 90,
    chargesServiceFees: true,
    skipsPublished: false,
  },
  ExternalA: {
    routeId: 'ExternalA',
    type: 'external-intent-router',
    provider: 'external_a',
    exactOutMethod: 'native',
    rateBps: 10_030n,
    expectedDurationSeconds: 900,
    chargesServiceFees: false,
    skipsPublished: false,
  },
  ExternalB: {
    routeId: 'ExternalB',
    type: 'external-intent-router',
    provider: 'external_b',
    exactOutMethod: 'native',
    rateBps: 9_985n,
    expectedDurationSeconds: 60,
    chargesServiceFees: false,
    skipsPublished: true,
  },
  ExternalC: {
    routeId: 'ExternalC',
    type: 'external-intent-router',
    provider: 'external_c',
    exactOutMethod: 'adaptive',
    rateBps: 9_990n,
    expectedDurationSeconds: 240,
    chargesServiceFees: false,
    skipsPublished: false,
  },
}

export const isNativeTradeRoute = (routeId: V1RouteId) =>
  routeId === 'Native' || routeId === 'NativeUTXO'
