import { usdValueOf } from '../picker/usdValueOf.js'
import type { V1RouteOption } from './streamRoutes.js'

/** A token's decimals and its USD price per whole token (decimal text), when the catalog has it. */
export type PricedToken = { decimals: number; priceUsd: string | undefined }

export type RouteCostParameters = {
  route: Pick<V1RouteOption, 'amountIn' | 'amountOut' | 'networkFee'>
  pay: PricedToken
  receive: PricedToken
  /** The source chain's native currency, in which the network fee is counted. */
  native: PricedToken | undefined
}

/** A USD value in whole micro-dollars, truncated. */
function microUsd(amount: bigint, token: PricedToken): bigint | undefined {
  if (token.priceUsd === undefined) return undefined
  const value = usdValueOf({ amount, decimals: token.decimals, priceUsd: token.priceUsd })
  if (value === undefined) return undefined
  const [whole = '0', fraction = ''] = value.split('.')
  return BigInt(`${whole}${fraction.padEnd(6, '0').slice(0, 6)}`)
}

/**
 * What a route costs in all, in micro-dollars at the catalog's prices: what is paid less what is
 * received, plus its network fee. `undefined` when a price it needs is unknown (a route that
 * states no network fee counts none). It can be negative where the two tokens' prices disagree.
 */
export function routeCostMicroUsd({
  route,
  pay,
  receive,
  native,
}: RouteCostParameters): bigint | undefined {
  const paid = microUsd(route.amountIn, pay)
  const received = microUsd(route.amountOut, receive)
  const fee = route.networkFee === undefined ? 0n : native && microUsd(route.networkFee, native)
  if (paid === undefined || received === undefined || fee === undefined) return undefined
  return paid - received + fee
}
