import { formatAmount } from '@ferry/order-api'

export type UsdValueOfParameters = {
  /** In the token's base units. */
  amount: bigint
  decimals: number
  /** USD per whole token, decimal text ("3000.12345678"). */
  priceUsd: string
}

/**
 * The USD value of an amount as exact decimal text: the price's digits become an integer, so the
 * product is bigint arithmetic; rounding is left to the display. `undefined` for a malformed price.
 */
export function usdValueOf({ amount, decimals, priceUsd }: UsdValueOfParameters) {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(priceUsd)
  if (!match) return undefined
  const fraction = match[2] ?? ''
  return formatAmount({
    amount: amount * BigInt(`${match[1]}${fraction}`),
    decimals: decimals + fraction.length,
  })
}
