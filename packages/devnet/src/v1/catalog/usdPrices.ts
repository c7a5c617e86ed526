/**
 * USD prices of the devnet's v1 tokens. Every price is a pure function of the token and the
 * devnet clock (Unix seconds), so a test can predict it. Prices carry 8 decimals, as Chainlink's
 * USD feeds do: 1 USD is `100_000_000n`.
 */
export const USD_PRICE_DECIMALS = 8
const ONE_USD = 10n ** BigInt(USD_PRICE_DECIMALS)

/** A triangle wave: climbs from `low` by `slopePerSecond` for `halfPeriod` seconds, then falls. */
export type TrianglePrice = {
  kind: 'triangle'
  low: bigint
  slopePerSecond: bigint
  halfPeriod: number
}
export type PriceModel = { kind: 'fixed'; usd: bigint } | TrianglePrice

/** The volatile ERC-20 deployed on every anvil spoke chain, with its on-chain price feed. */
export const volatileTokenSpecs = [
  {
    symbol: 'FLUX',
    name: 'Flux',
    decimals: 18,
    // 2.00 USD up to 3.00 USD in 500 s and back: 0.002 USD a second, a 1000 s cycle.
    price: { kind: 'triangle', low: 200_000_000n, slopePerSecond: 200_000n, halfPeriod: 500 },
  },
] as const satisfies readonly {
  symbol: string
  name: string
  decimals: 18
  price: TrianglePrice
}[]

/** The price a model gives at `at` (Unix seconds), in 8-decimal USD per whole token. */
export function priceOfModel(parameters: { model: PriceModel; at: number }): bigint {
  const { model, at } = parameters
  if (model.kind === 'fixed') return model.usd
  const period = 2 * model.halfPeriod
  const phase = ((Math.floor(at) % period) + period) % period
  const climbed = phase < model.halfPeriod ? phase : period - phase
  return model.low + BigInt(climbed) * model.slopePerSecond
}

/** The USD value of `amount` base units of a token priced `price`, in 8-decimal USD (floored). */
export function usdValueOfAmount(parameters: {
  amount: bigint
  decimals: number
  price: bigint
}): bigint {
  return (parameters.amount * parameters.price) / 10n ** BigInt(parameters.decimals)
}

/** Base units of a token priced `price` worth `usd` (8-decimal USD), floored. */
export function amountForUsd(parameters: { usd: bigint; decimals: number; price: bigint }): bigint {
  if (parameters.price <= 0n) return 0n
  return (parameters.usd * 10n ** BigInt(parameters.decimals)) / parameters.price
}

/** `2.34560000`-style text of an 8-decimal USD value; the service's prices are decimal strings. */
export function formatUsd(value: bigint): string {
  const sign = value < 0n ? '-' : ''
  const magnitude = value < 0n ? -value : value
  const whole = magnitude / ONE_USD
  const fraction = (magnitude % ONE_USD).toString().padStart(USD_PRICE_DECIMALS, '0')
  return `${sign}${whole}.${fraction}`
}
