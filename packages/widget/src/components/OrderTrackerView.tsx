import { formatAmount } from '@ferry/order-api'
import { durationFormatter } from '../i18n/formatDuration.js'
import { useStoryMessages } from '../i18n/useStoryMessages.js'
import type { StoryAmount, StoryTransaction, TrackerStory } from '../order/TrackerStory.js'
import { usdValueOf } from '../picker/usdValueOf.js'
import { CopyButton } from './CopyButton.js'
import { TokenIcon } from './TokenIcon.js'

export type OrderTrackerViewProps = {
  orderId: string
  story: TrackerStory
  /** The current Unix time in seconds (ticks while the order is on its way). */
  now: number
  cancel?: { busy: boolean; message?: string } | undefined
  /** Absent when the depositor cannot cancel (a contract wallet, an interface without cancel). */
  onCancel?: (() => void) | undefined
  unknown: boolean
  timedOut?: boolean | undefined
}

/** A hash or an id fits a 320 px card as its ends; its copy button copies the whole of it. */
const shortened = (value: string) =>
  value.length > 32 ? `${value.slice(0, 10)}…${value.slice(-8)}` : value

/** A transaction linked to its chain's explorer, or its hash where the chain has none. */
function Transaction(props: { transaction: StoryTransaction; label: string }) {
  const t = useStoryMessages()
  const { hash, url } = props.transaction
  return (
    <span className="ferry-tx">
      {url ? (
        <a href={url} target="_blank" rel="noreferrer" title={hash}>
          {props.label}
        </a>
      ) : (
        <span className="ferry-hash">
          {`${props.label}: `}
          <code title={hash}>{shortened(hash)}</code>
        </span>
      )}
      <CopyButton value={hash} label={t.story.copyLabel(props.label)} />
    </span>
  )
}

/**
 * The one tracker, v2 and v1 orders alike: what was sent and arrives, each step with its time
 * and transactions, the status, the clock, the receipt once final.
 */
export function OrderTrackerView(props: OrderTrackerViewProps) {
  const t = useStoryMessages()
  const { story } = props
  const duration = durationFormatter(t.locale)
  const amountText = ({ amount, token }: StoryAmount) => {
    const text = t.formatNumber(
      formatAmount({ amount, decimals: token.decimals, maxFractionDigits: 6 }),
    )
    return token.symbol ? `${text} ${token.symbol}` : text
  }
  const usdText = ({ amount, token }: StoryAmount) => {
    const value =
      token.priceUsd === undefined
        ? undefined
        : usdValueOf({ amount, decimals: token.decimals, priceUsd: token.priceUsd })
    return value === undefined ? undefined : `≈ ${t.formatUsd(value)}`
  }
  const transactionLabel = { deposit: t.depositTx, payout: t.payoutTx, refund: t.refundTx }

  const leg = (label: string, side: StoryAmount) => {
    const text = amountText(side)
    const usd = usdText(side)
    return (
      <div className="ferry-leg">
        <TokenIcon
          symbol={side.token.symbol ?? '?'}
          logo={side.token.logo}
          chainIcon={side.token.chainIcon}
          chainName={side.token.chainName}
        />
        <div className="ferry-leg-text">
          <span className="ferry-note">{label}</span>{' '}
          <span className="ferry-leg-amount" title={text}>
            {t.story.onChain(text, side.token.chainName)}
          </span>
          {usd ? <span className="ferry-note">{usd}</span> : null}
        </div>
      </div>
    )
  }
  // A receipt line and, when the token is priced, its value in USD.
  const receiptLine = (label: string, side: StoryAmount | undefined) => {
    if (!side) return null
    const usd = usdText(side)
    return (
      <>
        <p className="ferry-line">
          {label}: {amountText(side)}
        </p>
        {usd ? <p className="ferry-note">{usd}</p> : null}
      </>
    )
  }

  const receipt = story.receipt
  const endedAt = receipt?.endedAt
  return (
    <section className="ferry-tracker" aria-label={t.orderProgress}>
      {story.sent ? (
        <div className="ferry-legs">
          {leg(t.story.sent, story.sent)}
          {story.receive
            ? leg(story.receive.settled ? t.story.received : t.story.toReceive, story.receive)
            : null}
        </div>
      ) : null}
      {story.steps.length > 0 ? (
        <ol className="ferry-timeline">
          {story.steps.flatMap((step) => {
            const item = (
              <li
                key={step.id}
                data-done={step.done}
                aria-current={step.current ? 'step' : undefined}
              >
                {step.label}
              </li>
            )
            // The steps' details: when each was reached and the transactions it left.
            if (!step.done || (step.at === undefined && step.transactions.length === 0))
              return [item]
            return [
              item,
              <li key={`${step.id}-detail`} className="ferry-step-detail">
                {step.at === undefined ? null : (
                  <time dateTime={new Date(step.at * 1000).toISOString()}>
                    {t.formatTime(step.at)}
                  </time>
                )}
                {step.transactions.map((transaction) => (
                  <Transaction
                    key={transaction.kind}
                    transaction={transaction}
                    label={transactionLabel[transaction.kind]}
                  />
                ))}
              </li>,
            ]
          })}
        </ol>
      ) : null}
      <p
        role="status"
        aria-live="polite"
        className="ferry-state"
        data-state={story.state}
        data-tone={story.tone}
      >
        {story.status}
      </p>
      {story.createdAt !== undefined && !receipt ? (
        <p className="ferry-note ferry-clock">
          <span>{t.story.elapsed(duration(props.now - story.createdAt))}</span>
          {story.remaining === undefined ? null : (
            <span>
              {story.remaining > 0 ? t.story.remaining(duration(story.remaining)) : t.story.soon}
            </span>
          )}
        </p>
      ) : null}
      {receipt ? (
        <section
          className="ferry-receipt"
          aria-label={t.story.receipt}
          data-outcome={receipt.outcome}
        >
          <h3 className="ferry-subtitle">
            {t.story.receipt} · {t.story.outcome[receipt.outcome]}
          </h3>
          {/* The lines below say what was paid and refunded; this adds what they cannot. */}
          {receipt.paid && receipt.refunded && receipt.fullFill ? (
            <p>
              {`${t.story.receivedOf(amountText(receipt.paid), amountText(receipt.fullFill))}; ${t.story.refundedAmount(amountText(receipt.refunded))}`}
            </p>
          ) : receipt.paid ? null : (
            <p>{t.story.nothingPaid}</p>
          )}
          {receiptLine(t.paid, receipt.paid)}
          {receiptLine(t.refunded, receipt.refunded)}
          {story.createdAt !== undefined && endedAt !== undefined ? (
            <p className="ferry-note">{t.story.took(duration(endedAt - story.createdAt))}</p>
          ) : null}
        </section>
      ) : null}
      {story.failure ? (
        <div className="ferry-failure">
          <p className="ferry-error" role="alert">
            {story.failure.next}
          </p>
          {story.failure.reason ? <p>{story.failure.reason}</p> : null}
          {story.failure.detail ? (
            <details className="ferry-note">
              <summary>{t.story.failureDetail}</summary>
              <ul aria-label={t.states.delivery_failed}>
                {Object.entries(story.failure.detail).map(([key, value]) => (
                  <li key={key}>
                    {key}: {typeof value === 'string' ? value : JSON.stringify(value)}
                  </li>
                ))}
              </ul>
            </details>
          ) : null}
        </div>
      ) : null}
      <p className="ferry-order-id">
        <span className="ferry-note">{t.story.orderId}</span>{' '}
        <code title={props.orderId}>{shortened(props.orderId)}</code>{' '}
        <CopyButton value={props.orderId} label={t.story.copyLabel(t.story.orderId)} />
      </p>
      {props.onCancel && story.cancellable ? (
        <button
          type="button"
          className="ferry-secondary"
          disabled={props.cancel?.busy === true}
          onClick={props.onCancel}
        >
          {t.cancelOrder}
        </button>
      ) : null}
      {props.cancel?.message ? <p className="ferry-note">{props.cancel.message}</p> : null}
      {props.unknown ? (
        <p className="ferry-error" role="alert">
          {t.orderUnknown}
        </p>
      ) : null}
      {props.timedOut && !props.unknown && !receipt ? (
        <p className="ferry-note">{t.notConfirmedYet}</p>
      ) : null}
    </section>
  )
}
