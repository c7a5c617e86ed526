import { isSameAddress } from './addresses/chainAddress.js'
import { fromHubAmount, splitFees } from './feeSplit.js'
import type { ParamsResponse, TokenEntry } from './schemas/params.js'
import type { QuoteResponse } from './schemas/quote.js'

export type FeeBreakdown = {
  /** The deposit, source base units (`spend.amount`). */
  spend: bigint
  /** Flat fee in source base units: the source deposit fee plus the destination withdraw fee. */
  flatFee: bigint
  /** The service's percentage fee (operatorBps of what is left after the flat fee). */
  serviceFee: bigint
  /** The integrator's commission (commissionBps of the same remainder). */
  commission: bigint
  /** What is published to solvers after all fees, source base units. */
  published: bigint
  /** What arrives on a complete fill, destination base units (`receive.amount`). */
  receive: bigint
  /** The quote's `details.protocolFee`: flat fee plus service fee, commission excluded. */
  protocolFee: bigint
  operatorBps: number
  commissionBps: number
  srcDecimals: number
  dstDecimals: number
}

export type FeeBreakdownParameters = { params: ParamsResponse; quote: QuoteResponse }

function findToken(params: ParamsResponse, side: { chainId: number; token: string }) {
  return params.tokens.find(
    (entry: TokenEntry) =>
      entry.chainId === side.chainId &&
      isSameAddress({ chainId: side.chainId, a: entry.token, b: side.token }),
  )
}

/**
 * Splits a quote into the fees a person should see. The flat fee comes from the signed terms
 * (18-decimal hub units, scaled to the source token; rounded up so it is never understated) and
 * falls back to the token fees of params. The service fee is what `protocolFee` holds beyond the
 * flat fee; the commission is computed from `commissionBps`, as the spec defines it on the amount
 * left after the flat fee. The spec does not show how `fullFee` of an order record is composed,
 * nor how the service rounds the percentage fees, so those figures are estimates to the base unit.
 *
 * @example
 * const fees = feeBreakdown({ params, quote })
 * show(fees.flatFee, fees.serviceFee, fees.commission)
 */
export function feeBreakdown({ params, quote }: FeeBreakdownParameters): FeeBreakdown {
  const { spend, receive } = quote
  const spendAmount = BigInt(spend.amount)
  const srcEntry = findToken(params, spend)
  const dstEntry = findToken(params, receive)
  const termsFee = BigInt(quote.build.terms.flatFee)
  const flatFee =
    termsFee > 0n
      ? fromHubAmount({
          hubAmount: termsFee,
          decimals: Math.min(spend.decimals, 18),
          rounding: 'up',
        })
      : BigInt(srcEntry?.depositFee ?? 0) + BigInt(dstEntry?.withdrawFee ?? 0)
  const protocolFee = BigInt(quote.details.protocolFee)
  const { operatorBps, commissionBps } = params.terms
  const split = splitFees({ amount: spendAmount, flatFee, operatorBps, commissionBps })
  const { remainder, commission } = split
  // The quote's protocolFee fixes the service fee where it covers the flat fee; else the split's.
  const serviceFee = protocolFee >= flatFee ? protocolFee - flatFee : split.serviceFee
  const published = remainder - serviceFee - commission
  return {
    spend: spendAmount,
    flatFee,
    serviceFee,
    commission,
    published: published > 0n ? published : 0n,
    receive: BigInt(receive.amount),
    protocolFee,
    operatorBps,
    commissionBps,
    srcDecimals: spend.decimals,
    dstDecimals: receive.decimals,
  }
}

/**
 * A rate people can read: destination units received per one source unit, as decimal text
 * truncated to `fractionDigits`. Derived from `spend` and `receive`, never from
 * `intentOutcomeRate`, which the spec says must not be displayed.
 *
 * @example
 * displayRate({ quote, fractionDigits: 4 }) // '0.9975': what one unit paid buys
 */
export function displayRate(parameters: { quote: QuoteResponse; fractionDigits?: number }): string {
  const { quote, fractionDigits = 6 } = parameters
  const spend = BigInt(quote.spend.amount)
  if (spend === 0n) return '0'
  const scaled =
    (BigInt(quote.receive.amount) * 10n ** BigInt(quote.spend.decimals + fractionDigits)) /
    (spend * 10n ** BigInt(quote.receive.decimals))
  const text = scaled.toString().padStart(fractionDigits + 1, '0')
  const whole = text.slice(0, text.length - fractionDigits)
  const fraction = text.slice(text.length - fractionDigits).replace(/0+$/, '')
  return fraction ? `${whole}.${fraction}` : whole
}
