import { depositForPublished, type FeeTerms, outcomeOf, priceDeposit } from '../../rules/pricing.js'
import { SOLVER_RATE } from '../../rules/solver.js'
import type { TradeRouteSpec } from './tradeRoutes.js'

/** 8-decimal USD, the catalog's price unit. */
const ONE_USD = 100_000_000n
const MIN_PUBLISHED_USD = ONE_USD
const MAX_PUBLISHED_USD = 1_000_000n * ONE_USD

export type PricedSide = { decimals: number; usdPrice: bigint }

export type PriceTradeRouteParameters = {
  spec: TradeRouteSpec
  tradeType: 'EXACT_INPUT' | 'EXACT_OUTPUT'
  amount: bigint
  src: PricedSide
  dst: PricedSide
  /** The chains' flat fee plus any output fee of the route, in 8-decimal USD. */
  flatFeeUsd: bigint
  operatorBps: number
  commissionBps: number
}

export type TradeRoutePrice = {
  amountIn: bigint
  amountOut: bigint
  /** 1e18-scaled destination base units per source base unit: what the engine settles with. */
  rate: bigint
  terms: FeeTerms
  /** The outcome before any fee, in 18-decimal destination units. */
  feeBaseOutcome18: bigint
}

const ceilDiv = (a: bigint, b: bigint) => (a + b - 1n) / b
const unitsForUsd = (usd: bigint, side: PricedSide) =>
  ceilDiv(usd * 10n ** BigInt(side.decimals), side.usdPrice)

/**
 * Prices one route: the flat fee and bps fees on the input, then the route's rate between the
 * two tokens' USD prices. `undefined` when the route does not quote the amount (below 1 USD or
 * above 1,000,000 USD published, or less than one destination base unit).
 */
export function priceTradeRoute(
  parameters: PriceTradeRouteParameters,
): TradeRoutePrice | undefined {
  const { spec, src, dst, amount } = parameters
  if (src.usdPrice <= 0n || dst.usdPrice <= 0n || amount <= 0n) return undefined
  const rate =
    (SOLVER_RATE * spec.rateBps * src.usdPrice * 10n ** BigInt(dst.decimals)) /
    (10_000n * dst.usdPrice * 10n ** BigInt(src.decimals))
  if (rate === 0n) return undefined
  const terms: FeeTerms = spec.chargesServiceFees
    ? {
        flatFee: unitsForUsd(parameters.flatFeeUsd, src),
        operatorBps: parameters.operatorBps,
        commissionBps: parameters.commissionBps,
      }
    : { flatFee: 0n, operatorBps: 0, commissionBps: 0 }
  const minPublished = unitsForUsd(MIN_PUBLISHED_USD, src)
  const maxPublished = (MAX_PUBLISHED_USD * 10n ** BigInt(src.decimals)) / src.usdPrice
  const outOf = (amountIn: bigint) => outcomeOf(priceDeposit(amountIn, terms).published, rate)

  let amountIn: bigint
  if (parameters.tradeType === 'EXACT_INPUT') amountIn = amount
  else if (spec.exactOutMethod === 'native')
    amountIn = depositForPublished(ceilDiv(amount * 10n ** 18n, rate), terms)
  else {
    // Adaptive: the route quotes exact input only, so the service searches for the input.
    let low = terms.flatFee + 1n
    let high = low + ceilDiv(amount * 10n ** 18n, rate) * 2n
    while (outOf(high) < amount) high *= 2n
    while (low < high) {
      const middle = (low + high) / 2n
      if (outOf(middle) >= amount) high = middle
      else low = middle + 1n
    }
    amountIn = low
  }
  const { published } = priceDeposit(amountIn, terms)
  if (published < minPublished || published > maxPublished) return undefined
  const amountOut = outOf(amountIn)
  if (amountOut < 1n) return undefined
  const feeBaseOutcome = outcomeOf(amountIn, rate)
  return {
    amountIn,
    amountOut,
    rate,
    terms,
    feeBaseOutcome18: feeBaseOutcome * 10n ** BigInt(18 - Math.min(18, dst.decimals)),
  }
}
