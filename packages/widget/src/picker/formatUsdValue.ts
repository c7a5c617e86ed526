import { usdValueOf } from './usdValueOf.js'

export type FormatUsdValueParameters = {
  /** In the token's base units. */
  amount: bigint | undefined
  decimals: number
  /** USD per whole token, decimal text; none leaves the value unknown. */
  priceUsd: string | undefined
  /** The locale's USD format of a decimal string (Localized.formatUsd), rounding to cents. */
  formatUsd: (decimal: string) => string
}

/**
 * What an amount field shows of its amount's worth: "≈ $12.35" (exact arithmetic, rounded to
 * cents only here), "< $0.01" for a worth that would round to nothing. `undefined`, so that
 * nothing is shown, without a price, without an amount, or for an amount or price of zero: a
 * "$0.00" would say more than is known.
 */
export function formatUsdValue({
  amount,
  decimals,
  priceUsd,
  formatUsd,
}: FormatUsdValueParameters) {
  if (!amount || priceUsd === undefined) return undefined
  const value = usdValueOf({ amount, decimals, priceUsd })
  if (value === undefined || /^0(\.0*)?$/.test(value)) return undefined
  // Below half a cent, exactly: what rounds to $0.00.
  return /^0\.00[0-4]/.test(value) ? `< ${formatUsd('0.01')}` : `≈ ${formatUsd(value)}`
}
