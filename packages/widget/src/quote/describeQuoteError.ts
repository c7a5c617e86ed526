import { formatAmount, OrderApiError } from '@ferry/order-api'
import { en } from '../i18n/en.js'

/** What the quote panel shows for a failed quote. */
export type QuoteErrorView = {
  message: string
  /** A limit the user can click to apply, in the source token's smallest units. */
  limit?: { amount: bigint; label: string }
  /** The widget asks again on its own (capped backoff); the user need not act. */
  retrying: boolean
}

export type DescribeQuoteErrorParameters = {
  error: unknown
  /** Decimals and symbol of the source token, to write limits in its units. */
  decimals: number
  symbol: string
}

/** Turns a quote failure into the message, clickable limit and retry hint the widget shows. */
export function describeQuoteError({
  error,
  decimals,
  symbol,
}: DescribeQuoteErrorParameters): QuoteErrorView {
  if (!OrderApiError.isInstance(error)) return { message: en.unavailable, retrying: false }
  const amountText = (amount: bigint) => `${formatAmount({ amount, decimals })} ${symbol}`
  const retrying = error.retry === 'backoff'
  switch (error.kind) {
    case 'below_minimum':
      return error.minSrcAmount === undefined
        ? { message: en.belowMinimum, retrying: false }
        : {
            message: en.minimum(amountText(error.minSrcAmount)),
            limit: {
              amount: error.minSrcAmount,
              label: en.minimum(amountText(error.minSrcAmount)),
            },
            retrying: false,
          }
    case 'too_large':
      return error.maxSrcAmount === undefined
        ? { message: en.tooLarge, retrying: false }
        : {
            message: en.maximum(amountText(error.maxSrcAmount)),
            limit: {
              amount: error.maxSrcAmount,
              label: en.maximum(amountText(error.maxSrcAmount)),
            },
            retrying: false,
          }
    case 'maintenance':
      return { message: en.maintenance, retrying }
    case 'rate_limited':
      return { message: en.rateLimited, retrying }
    // The service's 503 variants cannot always be told apart; all three retry the same way.
    case 'solver_unavailable':
    case 'pricing_unavailable':
      return { message: en.solverUnavailable, retrying }
    case 'terms_expired':
      return { message: en.termsExpired, retrying: true }
    case 'same_asset':
      return { message: en.sameAsset, retrying: false }
    case 'unsupported_token':
      return { message: en.unsupportedToken, retrying: false }
    // Every 403 is about the integrator's account and is final.
    case 'missing_key':
    case 'unknown_key':
    case 'integrator_disabled':
    case 'integrator_misconfigured':
      return { message: en.accountProblem, retrying: false }
    default:
      return { message: retrying ? en.unavailableRetrying : en.unavailable, retrying }
  }
}
