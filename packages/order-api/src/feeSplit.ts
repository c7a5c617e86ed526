import { applyBps } from './amounts.js'

export type FeeSplitParameters = {
  /** The deposit, source base units. */
  amount: bigint
  /** The flat fee, source base units: the source deposit fee plus the destination withdraw fee. */
  flatFee: bigint
  operatorBps: number
  commissionBps: number
}

export type FeeSplit = {
  /** What is left after the flat fee (zero when the deposit does not cover it). */
  remainder: bigint
  /** The service's percentage fee: `operatorBps` of the remainder, rounded down. */
  serviceFee: bigint
  /** The integrator's commission: `commissionBps` of the same remainder, rounded down. */
  commission: bigint
  /** What is published to solvers. */
  published: bigint
}

/**
 * How a deposit divides into fees and what is published (spec: Fees): the flat fee comes off
 * first, then the service fee and the commission, each a share of what is left after the flat
 * fee. The one home of this arithmetic: the widget's breakdown, the devnet's pricing and its
 * settlement all use it.
 *
 * @example splitFees({ amount: 100_000_000n, flatFee: 350_000n, operatorBps: 10, commissionBps: 25 })
 * // { remainder: 99_650_000n, serviceFee: 99_650n, commission: 249_125n, published: 99_301_225n }
 */
export function splitFees({
  amount,
  flatFee,
  operatorBps,
  commissionBps,
}: FeeSplitParameters): FeeSplit {
  const remainder = amount > flatFee ? amount - flatFee : 0n
  const serviceFee = applyBps({ amount: remainder, bps: operatorBps })
  const commission = applyBps({ amount: remainder, bps: commissionBps })
  return { remainder, serviceFee, commission, published: remainder - serviceFee - commission }
}

/**
 * Hub amounts carry 18 decimals: one base unit of a `decimals` token is this many hub units.
 *
 * @example
 * hubScale(6) // 10n ** 12n: one USDC base unit in 18-decimal hub units
 */
export function hubScale(decimals: number): bigint {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 18)
    throw new RangeError(`token decimals must be an integer from 0 to 18, got ${decimals}`)
  return 10n ** BigInt(18 - decimals)
}

/**
 * A source-token amount as the hub writes it (the quote's `terms.flatFee`).
 *
 * @example
 * toHubAmount({ amount: 1_000_000n, decimals: 6 }) // 10n ** 18n
 */
export function toHubAmount(parameters: { amount: bigint; decimals: number }): bigint {
  return parameters.amount * hubScale(parameters.decimals)
}

/**
 * A hub amount in source base units. `down` (default) is what the service charges from signed
 * terms; `up` never understates a fee shown to a person.
 *
 * @example
 * fromHubAmount({ hubAmount: 10n ** 18n, decimals: 6 }) // 1_000_000n
 */
export function fromHubAmount(parameters: {
  hubAmount: bigint
  decimals: number
  rounding?: 'down' | 'up'
}): bigint {
  const scale = hubScale(parameters.decimals)
  return parameters.rounding === 'up'
    ? (parameters.hubAmount + scale - 1n) / scale
    : parameters.hubAmount / scale
}
