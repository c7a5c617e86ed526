/**
 * How many times the flat fee the offered minimum pays out, at the least: at that size the flat
 * fee is about a fifth of the amount sent.
 */
export const PAYOUT_FLAT_FEES = 4n

const BPS = 10_000n

export type PayingMinimumParameters = {
  /** The service's minimum (`detail.minSrcAmount`), source base units. */
  serviceMinimum: bigint
  /** The trade's flat fee: the source's deposit fee plus the destination's withdraw fee. */
  flatFee: bigint
  /** The service's and the integrator's fees together, in basis points of the rest. */
  bps: number
}

/**
 * The smallest amount the form offers for a refused small trade. The service's own minimum for a
 * deposit at the flat fee clears that fee by one base unit (spec v2: GET /v2/quote, rule 7), so
 * it pays out about nothing; the offer is instead the smallest deposit whose amount left after
 * the flat fee and the bps fees is at least PAYOUT_FLAT_FEES flat fees, and never below the
 * service's minimum (which, when solvers set it, may already be larger).
 */
export function payingMinimum({ serviceMinimum, flatFee, bps }: PayingMinimumParameters): bigint {
  if (flatFee <= 0n) return serviceMinimum
  const keptBps = BPS - BigInt(bps)
  if (keptBps <= 0n) return serviceMinimum
  const floor = flatFee * PAYOUT_FLAT_FEES
  // (deposit − flatFee) · keptBps / BPS ≥ floor, rounded up to whole base units.
  const afterFlatFee = (floor * BPS + keptBps - 1n) / keptBps
  const paying = flatFee + afterFlatFee
  return paying > serviceMinimum ? paying : serviceMinimum
}
