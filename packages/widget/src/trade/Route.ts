import type { QuoteResponse } from '@ferry/order-api'

/** One side of a route: a token on a chain and its amount in base units. */
export type RouteSide = {
  chainId: number
  token: string
  symbol?: string
  decimals?: number
  amount: bigint
}

/** A fee the route takes, in base units of its `token` on `chainId`. */
export type RouteFee = {
  kind: 'protocol' | 'network' | 'relay'
  chainId: number
  /** A token address, or `native` for the chain's own coin. */
  token: string
  amount: bigint
}

/**
 * A way to make one trade, whatever the interface that offered it (DESIGN: The trade model): a
 * v2 quote and each route of a v1 quote become one of these (`routeOfV2Quote`,
 * `routeOfV1Route`). What the user compares and accepts; `source` is what the interface's
 * planner builds from.
 */
export type Route = {
  interface: 'v2' | 'v1'
  spend: RouteSide
  receive: RouteSide
  fees: readonly RouteFee[]
  /** The interface's estimate of the time to delivery, when it gives one. */
  durationSeconds: number | undefined
  /** The price holds until then (Unix seconds); undefined when the interface does not say. */
  priceExpiresAt: number | undefined
  /** The order's own deadline (Unix seconds), when known before the build. */
  deadline: number | undefined
  /** Short facts about the route (`1-click`, `needs-approval`, …). */
  tags: readonly string[]
} & RouteSource

/** What the route came from, for the interface's planner. */
export type RouteSource =
  | { interface: 'v2'; source: QuoteResponse }
  | {
      interface: 'v1'
      /** The v1 route option (`V1RouteOption`), kept opaque here so v1 stays a lazy chunk. */
      source: { quoteId: string; routeId: string }
    }
