import { formatAmount, isOrderApiError, type QuoteMode } from '@ferry/order-api'
import { describeError } from '../errors/describeError.js'
import type { ErrorWords } from '../i18n/errorWordsEn.js'
import type { FirstMessages } from '../i18n/locales.js'
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

/** The service's terms (`/v2/params`) that set a minimum which pays out something. */
type Terms = { operatorBps: number; commissionBps: number }

export type QuoteErrorViewParameters = {
  error: unknown
  mode: QuoteMode
  /** Source and destination token, to write limits in their units. */
  from: Token
  to: Token
  /** The form's catalog. */
  messages: FirstMessages
  /** The error catalog of the same locale (`loadErrorWords(messages.locale)`). */
  words: ErrorWords
  /** Writes a decimal string the locale's way; plain by default. */
  formatNumber?: (decimal: string) => string
  /**
   * With the tokens' flat fees, they set a minimum that pays out something (payingMinimum);
   * without them the service's minimum is offered as it is.
   */
  terms?: Terms | undefined
}

type Limit = { amount: bigint; mode: QuoteMode; token: Token; kind: 'minimum' | 'maximum' }

/** The amount a size refusal names, in the units of the side it applies to. */
function limitOf(
  error: unknown,
  { mode, from, to, terms }: Pick<QuoteErrorViewParameters, 'mode' | 'from' | 'to' | 'terms'>,
): Limit | undefined {
  if (!isOrderApiError(error)) return undefined
  // Only exact input has a minimum (spec: GET /v2/quote, rules 3 and 4).
  if (error.kind === 'below_minimum' && error.minSrcAmount !== undefined) {
    const amount = terms
      ? payingMinimum({
          serviceMinimum: error.minSrcAmount,
          flatFee: BigInt(from.depositFee ?? '0') + BigInt(to.withdrawFee ?? '0'),
          bps: terms.operatorBps + terms.commissionBps,
        })
      : error.minSrcAmount
    return { amount, mode: 'exact_input', token: from, kind: 'minimum' }
  }
  if (error.kind !== 'too_large') return undefined
  // The limit comes in the units of the amount that was sent (spec: rule 5).
  if (mode === 'exact_output' && error.maxOutcomeAmount !== undefined)
    return { amount: error.maxOutcomeAmount, mode, token: to, kind: 'maximum' }
  if (error.maxSrcAmount !== undefined)
    return { amount: error.maxSrcAmount, mode: 'exact_input', token: from, kind: 'maximum' }
  return undefined
}

/**
 * A failed quote as the form shows it: `describeError`'s words, with the limit the service named
 * (clickable) in place of the next step, and whether the widget asks again on its own.
 */
export function quoteErrorView({
  error,
  mode,
  from,
  to,
  messages,
  words,
  formatNumber = (decimal) => decimal,
  terms,
}: QuoteErrorViewParameters): QuoteErrorView {
  // A new price is fetched on its own once terms expire; the 503s and 429 say when to retry.
  const retrying =
    isOrderApiError(error) && (error.retry === 'backoff' || error.kind === 'terms_expired')
  const described = describeError({ error, messages, words, retrying })
  const limit = limitOf(error, { mode, from, to, terms })
  if (!limit) return { message: described.message, retrying }
  const amount = `${formatNumber(formatAmount({ amount: limit.amount, decimals: limit.token.decimals }))} ${limit.token.symbol}`
  return {
    message: `${described.text} ${words.limits[limit.kind](amount)}`,
    limit: { amount: limit.amount, mode: limit.mode },
    retrying: false,
  }
}
