import {
  displayRate,
  feeBreakdown,
  formatAmount,
  type ParamsResponse,
  type QuoteResponse,
  type TokenEntry,
} from '@ferry/order-api'
import type { ReactNode } from 'react'
import { useMessages } from '../i18n/useMessages.js'

export type QuoteDetailsProps = {
  params: ParamsResponse
  quote: QuoteResponse
  from: TokenEntry
  to: TokenEntry
  /** Seconds until the quote's terms expire. */
  expiresIn: number | undefined
}

/** What the quote means: the amount received, a readable rate, every fee, and its countdown. */
export function QuoteDetails({ params, quote, from, to, expiresIn }: QuoteDetailsProps) {
  const t = useMessages()
  const fees = feeBreakdown({ params, quote })
  const amount = (value: bigint, token: TokenEntry, maxFractionDigits?: number) =>
    `${t.formatNumber(formatAmount({ amount: value, decimals: token.decimals, ...(maxFractionDigits ? { maxFractionDigits } : {}) }))} ${token.symbol}`
  const rows: [label: string, value: ReactNode, testId?: string][] = [
    [t.youReceive, amount(fees.receive, to, 6), 'receive-amount'],
    [t.youPay, amount(BigInt(quote.spend.amount), from), 'spend-amount'],
    // Isolated: Latin symbols and digits around "=" would be reordered inside Arabic text.
    [
      t.rate,
      <bdi key="rate">{`1 ${from.symbol} = ${t.formatNumber(displayRate({ quote }))} ${to.symbol}`}</bdi>,
    ],
    [t.flatFee, amount(fees.flatFee, from)],
    [t.serviceFee, amount(fees.serviceFee, from)],
    [t.commission, amount(fees.commission, from)],
  ]
  return (
    <section className="ferry-quote" aria-label={t.quoteLabel}>
      <dl className="ferry-rows">
        {rows.map(([label, value, testId]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd {...(testId ? { 'data-testid': testId } : {})}>{value}</dd>
          </div>
        ))}
      </dl>
      <p className="ferry-note">{t.gasNote}</p>
      {expiresIn !== undefined && expiresIn > 0 ? (
        <p className="ferry-note">{t.expiresIn(t.formatCountdown(expiresIn))}</p>
      ) : null}
    </section>
  )
}
