import {
  displayRate,
  feeBreakdown,
  formatAmount,
  type ParamsResponse,
  type QuoteResponse,
  type TokenEntry,
} from '@ferry/order-api'
import type { ReactNode } from 'react'
import { useAllMessages } from '../i18n/useAllMessages.js'
import { useQuoteWords } from '../i18n/useQuoteWords.js'
import { formatUsdValue } from '../picker/formatUsdValue.js'
import { v2ArrivalEstimate } from '../quote/v2ArrivalEstimate.js'
import { PriceHold } from './PriceHold.js'

export type QuoteDetailsProps = {
  params: ParamsResponse
  /** Undefined while it is asked for: every row is drawn, without figures, in the same space. */
  quote: QuoteResponse | undefined
  from: TokenEntry
  to: TokenEntry
  /** USD per whole source token (the catalog's), for the fees' worth; none leaves it out. */
  payPriceUsd: string | undefined
  /** Seconds until the quote's terms expire. */
  expiresIn: number | undefined
}

/**
 * What the quote means: the amount received, a readable rate, when it should arrive, every fee
 * and their total (in the token paid and in USD), and how long the price holds. Before the quote is there, the same rows
 * without figures hold its place, so nothing below it moves when it arrives.
 */
export function QuoteDetails({
  params,
  quote,
  from,
  to,
  payPriceUsd,
  expiresIn,
}: QuoteDetailsProps) {
  const t = { ...useAllMessages(), ...useQuoteWords() }
  const fees = quote && feeBreakdown({ params, quote })
  const amount = (value: bigint, token: TokenEntry, maxFractionDigits?: number) =>
    `${t.formatNumber(formatAmount({ amount: value, decimals: token.decimals, ...(maxFractionDigits ? { maxFractionDigits } : {}) }))} ${token.symbol}`
  // A fee's worth goes on a line of its own under it, held (blank) while the quote is asked for:
  // beside it, at 320 px, the row would wrap only once the figures came, and move the button.
  const fee = (value: bigint | undefined): ReactNode => {
    if (payPriceUsd === undefined) return value === undefined ? undefined : amount(value, from)
    const usd =
      value === undefined
        ? undefined
        : value === 0n
          ? t.formatUsd('0')
          : formatUsdValue({
              amount: value,
              decimals: from.decimals,
              priceUsd: payPriceUsd,
              formatUsd: t.formatUsd,
            })
    return (
      <>
        {value === undefined ? '–' : amount(value, from)}
        <br />
        {usd || '\u00a0'}
      </>
    )
  }
  const rows: [label: string, value: ReactNode, testId?: string][] = [
    [t.youReceive, fees && amount(fees.receive, to, 6), 'receive-amount'],
    [t.youPay, quote && amount(BigInt(quote.spend.amount), from), 'spend-amount'],
    // Isolated: Latin symbols and digits around "=" would be reordered inside Arabic text.
    [
      t.rate,
      quote && (
        <bdi key="rate">{`1 ${from.symbol} = ${t.formatNumber(displayRate({ quote }))} ${to.symbol}`}</bdi>
      ),
    ],
    // The widget's estimate (the service gives none), in whole minutes as a v1 route's.
    [t.arrival, quote && t.arrivalIn(Math.round(v2ArrivalEstimate(from) / 60)), 'arrival-estimate'],
    [t.flatFee, fee(fees?.flatFee)],
    [t.serviceFee, fee(fees?.serviceFee)],
    [t.commission, fee(fees?.commission)],
    [t.totalFees, fee(fees && fees.flatFee + fees.serviceFee + fees.commission), 'total-fees'],
  ]
  return (
    <section className="ferry-quote" aria-label={t.quoteLabel} aria-busy={!quote}>
      <dl className="ferry-rows">
        {rows.map(([label, value, testId]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd {...(testId ? { 'data-testid': testId } : {})}>{value ?? '–'}</dd>
          </div>
        ))}
      </dl>
      <p className="ferry-note">{t.gasNote}</p>
      {quote ? (
        <PriceHold secondsLeft={expiresIn ?? 0} />
      ) : (
        <p className="ferry-note" aria-live="polite">
          {t.quoting}
        </p>
      )}
    </section>
  )
}
