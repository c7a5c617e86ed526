import type { V1QuoteRequest } from '@ferry/order-api/v1'
import type { V1Token } from './catalog/v1Catalog.js'
import type { TradeRoutePrice } from './quote/priceTradeRoute.js'
import type { TradeRouteSpec, V1DepositMethod, V1RouteId } from './quote/tradeRoutes.js'

export type V1RouteEntry = {
  routeId: V1RouteId
  type: TradeRouteSpec['type']
  icon: string
  exactOutMethod: TradeRouteSpec['exactOutMethod']
  depositMethods: V1DepositMethod[]
  quote: Record<string, unknown>
}

export type V1StoredRoute = { spec: TradeRouteSpec; price: TradeRoutePrice; entry: V1RouteEntry }

/** What a build decided, so a repeated build returns the same plan and submit can check it. */
export type V1BuildRecord = {
  routeId: V1RouteId
  method: Exclude<V1DepositMethod, 'PERMIT2'>
  from: string | null
  recipient: string
  refundTo: string
  /** The lifecycle engine's order (bytes32) this quote's deposit funds. */
  engineOrderId: string
  /** The latest buildId handed out, when the quote had no fromAddress. */
  buildId: string | null
  /** A deposit-address order's own 32-hex id (EVM TRANSFER). */
  depositAddressOrderId: string | null
  plan: Record<string, unknown>
}

export type V1StoredQuote = {
  quoteId: string
  createdAt: number
  request: V1QuoteRequest
  src: V1Token
  dst: V1Token
  integratorId: string | null
  quoteExpiresAt: number
  validBefore: number
  routes: Map<V1RouteId, V1StoredRoute>
  build: V1BuildRecord | null
  /** Set by a successful submit: the quote is used up. */
  consumed: boolean
  /** A submit is under way: a racing second one gets the spec's 500. */
  submitting: boolean
}

/** Stored quotes, each kept until 60 s after its validBefore (v1 spec, Limits). */
export function createV1QuoteStore(parameters: { now: () => number }) {
  const quotes = new Map<string, V1StoredQuote>()
  const purge = () => {
    const now = parameters.now()
    for (const [quoteId, quote] of quotes) if (now > quote.validBefore + 60) quotes.delete(quoteId)
  }
  return {
    put(quote: V1StoredQuote) {
      purge()
      quotes.set(quote.quoteId, quote)
    },
    /** The live, unused quote with this id that `routeId` answered, if any. */
    find(parameters: { quoteId: string; routeId?: string }): V1StoredQuote | undefined {
      purge()
      const quote = quotes.get(parameters.quoteId)
      if (!quote) return undefined
      if (quote.consumed) return undefined
      if (parameters.routeId !== undefined && !quote.routes.has(parameters.routeId as V1RouteId))
        return undefined
      return quote
    },
  }
}
export type V1QuoteStore = ReturnType<typeof createV1QuoteStore>
