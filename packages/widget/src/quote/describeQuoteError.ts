import { formatAmount, isOrderApiError, type QuoteMode } from '@ferry/order-api'
import type { FirstMessages } from '../i18n/locales.js'
import { withLaterWords } from '../i18n/useAllMessages.js'
import { payingMinimum } from './payingMinimum.js'

/** What the quote panel shows for a failed quote. */
export type QuoteErrorView = {
  message: string
  /**
   * A limit the user can click to apply: an amount to spend (`exact_input`, source base units)
   * or to receive (`exact_output`, destination base units).
   */
  limit?: { amount: bigint; mode: QuoteMode }
  /** The widget asks again on its own (capped backoff); the user need not act. */
  retrying: boolean
}

type Token = {
  decimals: number
  symbol: string
  /** The `/v2/params` flat fees, base units (v2 listed tokens carry them). */
  depositFee?: string
  withdrawFee?: string
}

export type DescribeQuoteErrorParameters = {
  error: unknown
  mode: QuoteMode
  /** Source and destination token, to write limits in their units. */
  from: Token
  to: Token
  /** The form's catalog; English's later words (the quote errors') are added here. */
  messages: FirstMessages
  /** Writes a decimal string the locale's way; plain by default. */
  formatNumber?: (decimal: string) => string
  /**
   * The service's terms (`/v2/params`): with the tokens' flat fees, they set a minimum that pays
   * out something (payingMinimum); without them the service's minimum is offered as it is.
   */
  terms?: { operatorBps: number; commissionBps: number } | undefined
}

/** Turns a quote failure into the message, clickable limit and retry hint the widget shows. */
export function describeQuoteError({
  error,
  mode,
  from,
  to,
  messages,
  formatNumber = (decimal) => decimal,
  terms,
}: DescribeQuoteErrorParameters): QuoteErrorView {
  const t = withLaterWords(messages)
  if (!isOrderApiError(error)) return { message: t.unavailable, retrying: false }
  const amountText = (amount: bigint, token: Token) =>
    `${formatNumber(formatAmount({ amount, decimals: token.decimals }))} ${token.symbol}`
  const retrying = error.retry === 'backoff'
  switch (error.kind) {
    // Only exact input has a minimum (spec: GET /v2/quote, rules 3 and 4).
    case 'below_minimum': {
      if (error.minSrcAmount === undefined) return { message: t.belowMinimum, retrying: false }
      const minimum = terms
        ? payingMinimum({
            serviceMinimum: error.minSrcAmount,
            flatFee: BigInt(from.depositFee ?? '0') + BigInt(to.withdrawFee ?? '0'),
            bps: terms.operatorBps + terms.commissionBps,
          })
        : error.minSrcAmount
      return {
        message: t.minimum(amountText(minimum, from)),
        limit: { amount: minimum, mode: 'exact_input' },
        retrying: false,
      }
    }
    case 'too_large': {
      // The limit comes in the units of the amount that was sent (spec: rule 5).
      const max =
        mode === 'exact_output' && error.maxOutcomeAmount !== undefined
          ? { amount: error.maxOutcomeAmount, mode, token: to }
          : error.maxSrcAmount !== undefined
            ? { amount: error.maxSrcAmount, mode: 'exact_input' as const, token: from }
            : undefined
      return max === undefined
        ? { message: t.tooLarge, retrying: false }
        : {
            message: t.maximum(amountText(max.amount, max.token)),
            limit: { amount: max.amount, mode: max.mode },
            retrying: false,
          }
    }
    case 'maintenance':
      return { message: t.maintenance, retrying }
    case 'rate_limited':
      return { message: t.rateLimited, retrying }
    // The service's 503 variants cannot always be told apart; all three retry the same way.
    case 'solver_unavailable':
    case 'pricing_unavailable':
      return { message: t.solverUnavailable, retrying }
    case 'terms_expired':
      return { message: t.termsExpired, retrying: true }
    case 'same_asset':
      return { message: t.sameAsset, retrying: false }
    case 'unsupported_token':
      return { message: t.unsupportedToken, retrying: false }
    // Every 403 is about the integrator's account and is final.
    case 'missing_key':
    case 'unknown_key':
    case 'integrator_disabled':
    case 'integrator_misconfigured':
      return { message: t.accountProblem, retrying: false }
    default:
      return { message: retrying ? t.unavailableRetrying : t.unavailable, retrying }
  }
}
