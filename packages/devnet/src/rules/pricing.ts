import { splitFees } from '@ferry/order-api'
import { SOLVER_MAX_PUBLISHED, SOLVER_MIN_PUBLISHED } from './solver.js'

export type FeeTerms = { flatFee: bigint; operatorBps: number; commissionBps: number }

/** The fee split of order-api (spec: Fees) for a deposit under these terms. */
export const priceDeposit = (amount: bigint, terms: FeeTerms) => splitFees({ amount, ...terms })

export const outcomeOf = (published: bigint, rate: bigint) => (published * rate) / 10n ** 18n

/** The smallest deposit whose published amount reaches `target`. */
export function depositForPublished(target: bigint, terms: FeeTerms): bigint {
  const keep = BigInt(10_000 - terms.operatorBps - terms.commissionBps)
  let amount = terms.flatFee + (target * 10_000n + keep - 1n) / keep
  while (amount > terms.flatFee + 1n && priceDeposit(amount - 1n, terms).published >= target)
    amount--
  while (priceDeposit(amount, terms).published < target) amount++
  return amount
}

/** The largest deposit whose published amount stays within `cap`. */
export function depositForPublishedCap(cap: bigint, terms: FeeTerms): bigint {
  let amount = depositForPublished(cap, terms)
  while (priceDeposit(amount + 1n, terms).published <= cap) amount++
  while (priceDeposit(amount, terms).published > cap) amount--
  return amount
}

export type QuoteOutcome =
  | {
      ok: true
      amount: bigint
      receive: bigint
      published: bigint
      serviceFee: bigint
      commission: bigint
    }
  | { ok: false; status: 400 | 409; error: string; detail: Record<string, string> }

/**
 * Prices a deposit the way the spec orders the checks (GET /v2/quote, rules 3 to 7): the flat
 * fee first, then the solver's minimum and the one-unit output, then the solver's capacity.
 */
export function quoteExactInput(amount: bigint, terms: FeeTerms, rate: bigint): QuoteOutcome {
  if (amount <= terms.flatFee)
    return {
      ok: false,
      status: 400,
      error: 'Deposit is at or below the flat fee, so nothing would be published',
      detail: { minSrcAmount: String(terms.flatFee + 1n) },
    }
  const priced = priceDeposit(amount, terms)
  const minPublishedForOneUnit = (10n ** 18n + rate - 1n) / rate
  const minimum = depositForPublished(
    SOLVER_MIN_PUBLISHED > minPublishedForOneUnit ? SOLVER_MIN_PUBLISHED : minPublishedForOneUnit,
    terms,
  )
  if (priced.published < SOLVER_MIN_PUBLISHED)
    return {
      ok: false,
      status: 400,
      error: 'Requested amount is below what the solver will fill',
      detail: { minSrcAmount: String(minimum) },
    }
  const receive = outcomeOf(priced.published, rate)
  if (receive < 1n)
    return {
      ok: false,
      status: 400,
      error: 'Requested amount is too small to deliver one destination base unit',
      detail: { minSrcAmount: String(minimum) },
    }
  if (priced.published > SOLVER_MAX_PUBLISHED)
    return {
      ok: false,
      status: 409,
      error: 'Requested amount exceeds what the solver can fill',
      detail: { maxSrcAmount: String(depositForPublishedCap(SOLVER_MAX_PUBLISHED, terms)) },
    }
  return { ok: true, amount, receive, ...priced }
}

/** Prices a wanted outcome: the smallest deposit that delivers at least `outcome`. */
export function quoteExactOutput(outcome: bigint, terms: FeeTerms, rate: bigint): QuoteOutcome {
  const neededPublished = (outcome * 10n ** 18n + rate - 1n) / rate
  if (neededPublished > SOLVER_MAX_PUBLISHED)
    return {
      ok: false,
      status: 409,
      error: 'Requested amount exceeds what the solver can fill',
      detail: { maxOutcomeAmount: String(outcomeOf(SOLVER_MAX_PUBLISHED, rate)) },
    }
  const amount = depositForPublished(neededPublished, terms)
  const priced = priceDeposit(amount, terms)
  return { ok: true, amount, receive: outcomeOf(priced.published, rate), ...priced }
}
