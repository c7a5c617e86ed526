import type { QuoteResponse } from '@ferry/order-api'
import type { Route } from '../Route.js'

/**
 * A v2 quote as a `Route`: its two sides, the protocol fee (in the spent token) and the flat
 * relay fee of its terms (in the source chain's coin), the price held until its terms expire.
 * v2 names no duration and no order deadline before the build.
 */
export function routeOfV2Quote(quote: QuoteResponse): Route & { interface: 'v2' } {
  const expiresAt = Number(quote.build.terms.expiresAt)
  return {
    interface: 'v2',
    source: quote,
    spend: { ...quote.spend, amount: BigInt(quote.spend.amount) },
    receive: { ...quote.receive, amount: BigInt(quote.receive.amount) },
    fees: [
      {
        kind: 'protocol',
        chainId: quote.spend.chainId,
        token: quote.spend.token,
        amount: BigInt(quote.details.protocolFee),
      },
      {
        kind: 'relay',
        chainId: quote.spend.chainId,
        token: 'native',
        amount: BigInt(quote.build.terms.flatFee),
      },
    ],
    durationSeconds: undefined,
    priceExpiresAt: Number.isSafeInteger(expiresAt) ? expiresAt : undefined,
    deadline: undefined,
    tags: [],
  }
}
