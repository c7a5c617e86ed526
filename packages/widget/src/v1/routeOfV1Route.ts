import type { Route } from '../trade/Route.js'
import type { V1RouteOption } from './streamRoutes.js'

export type RouteOfV1RouteParameters = {
  option: V1RouteOption
  /** The quote's two sides: the route gives only the amounts. */
  from: { chainId: number; token: string; symbol?: string; decimals?: number }
  to: { chainId: number; token: string; symbol?: string; decimals?: number }
}

/**
 * A route of a v1 quote as a `Route`: its amounts, the network fee it estimates (in the source
 * chain's coin), its duration, the price's hold (`quoteExpiresAt`) and the order's deadline
 * (`validBefore`; spec v1: deadlines), and its tags.
 */
export function routeOfV1Route(
  parameters: RouteOfV1RouteParameters,
): Route & { interface: 'v1'; source: V1RouteOption } {
  const { option, from, to } = parameters
  return {
    interface: 'v1',
    source: option,
    spend: { ...from, amount: option.amountIn },
    receive: { ...to, amount: option.amountOut },
    fees:
      option.networkFee === undefined
        ? []
        : [{ kind: 'network', chainId: from.chainId, token: 'native', amount: option.networkFee }],
    durationSeconds: option.expectedDurationSeconds,
    priceExpiresAt: option.quoteExpiresAt,
    deadline: option.validBefore,
    tags: option.line.quote.tags ?? [],
  }
}
