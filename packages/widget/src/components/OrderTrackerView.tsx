import {
  formatAmount,
  isCancellableOrderState,
  type OrderState,
  orderStates,
} from '@ferry/order-api'
import type { FerryConfig } from '../ferryConfig.js'
import { durationFormatter } from '../i18n/formatDuration.js'
import { useStoryMessages } from '../i18n/useStoryMessages.js'

import {
  estimateRemaining,
  expectedOutcome,
  fullFillOutcome,
  hubEnding,
  isRefundOnly,
  orderOutcome,
  stepTimes,
  type TrackedOrderRecord,
  wasPartiallyFilled,
} from '../order/orderStory.js'
import { usdValueOf } from '../picker/usdValueOf.js'
import { CopyButton } from './CopyButton.js'
import { TokenIcon } from './TokenIcon.js'

/** One side of the order as the tracker names it. */
export type TrackerToken = {
  /** Unknown when neither the params nor the v1 catalog list the token. */
  symbol: string | undefined
  decimals: number
  logo?: string | undefined
  priceUsd?: string | undefined
  chainName: string
  chainIcon: string
}

export type OrderTrackerViewProps = {
  config: FerryConfig
  orderId: string
  order: TrackedOrderRecord | undefined
  state: OrderState
  src: TrackerToken
  dst: TrackerToken
  /** The current Unix time in seconds (ticks while the order is on its way). */
  now: number
  cancel: { busy: boolean; message?: string }
  /** Absent when the depositor cannot cancel (a contract wallet). */
  onCancel?: (() => void) | undefined
  unknown: boolean
  timedOut: boolean
}

/** A transaction linked to its chain's explorer, or its bare hash when the chain has none. */
function Transaction(props: { config: FerryConfig; chainId: number; hash: string; label: string }) {
  const t = useStoryMessages()
  const explorer = props.config.chains.find((chain) => chain.id === props.chainId)?.explorerUrl
  return (
    <span className="ferry-tx">
      {explorer ? (
        <a
          href={`${explorer.replace(/\/+$/, '')}/tx/${props.hash}`}
          target="_blank"
          rel="noreferrer"
          title={props.hash}
        >
          {props.label}
        </a>
      ) : (
        <span className="ferry-hash">{`${props.label}: ${props.hash}`}</span>
      )}
      <CopyButton value={props.hash} label={t.story.copyLabel(props.label)} />
    </span>
  )
}

/** The tracker as drawn from its state: what was sent and arrives, each step, the receipt. */
export function OrderTrackerView(props: OrderTrackerViewProps) {
  const t = useStoryMessages()
  const { order, state, config, src, dst } = props
  const amountText = (amount: bigint | string, token: TrackerToken) => {
    const text = t.formatNumber(
      formatAmount({ amount: BigInt(amount), decimals: token.decimals, maxFractionDigits: 6 }),
    )
    return token.symbol ? `${text} ${token.symbol}` : text
  }
  const usdText = (amount: bigint, token: TrackerToken) => {
    const value =
      token.priceUsd === undefined
        ? undefined
        : usdValueOf({ amount, decimals: token.decimals, priceUsd: token.priceUsd })
    return value === undefined ? undefined : `≈ ${t.formatUsd(value)}`
  }
  const times = order ? stepTimes(order) : {}
  const outcome = order ? orderOutcome(order) : undefined
  const partial = order ? wasPartiallyFilled(order) : false
  const index = orderStates.indexOf(state)
  // A partial fill is a step only for the orders that go through it.
  const steps = orderStates.filter((step) =>
    step === 'partially_filled'
      ? partial
      : step === 'delivery_failed'
        ? state === 'delivery_failed'
        : step !== 'delivered' || state !== 'delivery_failed',
  )
  const payout = order?.deliver?.payout
  const refund = order?.deliver?.refund
  const expected = order ? expectedOutcome(order) : undefined
  // The service calls a refund's end `delivered` too (spec: Order record): an order that only
  // refunds is told in those words, on the step line and in the status.
  const ending = order ? hubEnding(order) : undefined
  const refundOnly = isRefundOnly(outcome)
  const stepLabel = (step: OrderState) =>
    step === 'terminal_chain' && ending && ending !== 'Filled'
      ? t.story.hubEnding[ending]
      : refundOnly && step === 'withdrawn_on_hub'
        ? t.story.settledRefunding
        : refundOnly && step === 'delivered'
          ? t.story.outcome.refunded
          : t.states[step]

  const leg = (label: string, amount: bigint, token: TrackerToken) => {
    const text = amountText(amount, token)
    const usd = usdText(amount, token)
    return (
      <div className="ferry-leg">
        <TokenIcon
          symbol={token.symbol ?? '?'}
          logo={token.logo}
          chainIcon={token.chainIcon}
          chainName={token.chainName}
        />
        <div className="ferry-leg-text">
          <span className="ferry-note">{label}</span>
          <span className="ferry-leg-amount" title={text}>
            {t.story.onChain(text, token.chainName)}
          </span>
          {usd ? <span className="ferry-note">{usd}</span> : null}
        </div>
      </div>
    )
  }

  // The steps' details: when each was reached and the transactions it left on a chain.
  const detail = (step: OrderState) => {
    const at = times[step]
    const transactions =
      step === 'deposited' && order?.deposit ? (
        <Transaction
          config={config}
          chainId={order.srcChainId}
          hash={order.deposit.tx}
          label={t.depositTx}
        />
      ) : step === 'delivered' && order ? (
        <>
          {payout ? (
            <Transaction
              config={config}
              chainId={order.dstChainId}
              hash={payout.tx}
              label={t.payoutTx}
            />
          ) : null}
          {refund ? (
            <Transaction
              config={config}
              chainId={order.srcChainId}
              hash={refund.tx}
              label={t.refundTx}
            />
          ) : null}
        </>
      ) : null
    if (at === undefined && !transactions) return null
    return (
      <li key={`${step}-detail`} className="ferry-step-detail">
        {at === undefined ? null : (
          <time dateTime={new Date(at * 1000).toISOString()}>{t.formatTime(at)}</time>
        )}
        {transactions}
      </li>
    )
  }

  const createdAt = times.pending_deposit ?? times.deposited
  const endedAt = times.delivered ?? (outcome ? times.withdrawn_on_hub : undefined)
  const remaining = order ? estimateRemaining({ order, now: props.now }) : undefined

  return (
    <section className="ferry-tracker" aria-label={t.orderProgress}>
      {order ? (
        <div className="ferry-legs">
          {leg(t.story.sent, BigInt(order.srcAmountSpoke), src)}
          {/* Nothing arrived on a refund-only or failed order: its receipt says so, no
              "received 0". */}
          {refundOnly || outcome === 'failed'
            ? null
            : leg(
                outcome
                  ? t.story.received
                  : expected?.settled
                    ? t.story.received
                    : t.story.toReceive,
                outcome ? BigInt(payout?.amount ?? 0) : (expected?.amount ?? 0n),
                dst,
              )}
        </div>
      ) : null}
      <ol className="ferry-timeline">
        {steps.flatMap((step) => {
          const done = orderStates.indexOf(step) <= index
          const item = (
            <li key={step} data-done={done} aria-current={step === state ? 'step' : undefined}>
              {stepLabel(step)}
            </li>
          )
          return done ? [item, detail(step)] : [item]
        })}
      </ol>
      <p role="status" aria-live="polite" className="ferry-state" data-state={state}>
        {refundOnly ? t.story.outcome[outcome] : t.states[state]}
        {partial && state !== 'partially_filled' ? ` (${t.states.partially_filled})` : ''}
      </p>
      {createdAt !== undefined && !outcome ? (
        <p className="ferry-note ferry-clock">
          <span>{t.story.elapsed(durationFormatter(t.locale)(props.now - createdAt))}</span>
          {remaining === undefined ? null : (
            <span>
              {remaining > 0
                ? t.story.remaining(durationFormatter(t.locale)(remaining))
                : t.story.soon}
            </span>
          )}
        </p>
      ) : null}
      {order && outcome ? (
        <section className="ferry-receipt" aria-label={t.story.receipt} data-outcome={outcome}>
          <h3 className="ferry-subtitle">
            {t.story.receipt} · {t.story.outcome[outcome]}
          </h3>
          {/* The lines below say what was paid and refunded; this adds what they cannot. */}
          {outcome === 'partial' && payout && refund ? (
            <p>
              {`${t.story.receivedOf(
                amountText(payout.amount, dst),
                amountText(fullFillOutcome(order), dst),
              )}; ${t.story.refundedAmount(amountText(refund.amount, src))}`}
            </p>
          ) : payout ? null : (
            <p>{t.story.nothingPaid}</p>
          )}
          {payout ? (
            <p className="ferry-line">
              {t.paid}: {amountText(payout.amount, dst)}
            </p>
          ) : null}
          {payout && usdText(BigInt(payout.amount), dst) ? (
            <p className="ferry-note">{usdText(BigInt(payout.amount), dst)}</p>
          ) : null}
          {refund ? (
            <p className="ferry-line">
              {t.refunded}: {amountText(refund.amount, src)}
            </p>
          ) : null}
          {refund && usdText(BigInt(refund.amount), src) ? (
            <p className="ferry-note">{usdText(BigInt(refund.amount), src)}</p>
          ) : null}
          {createdAt !== undefined && endedAt !== undefined ? (
            <p className="ferry-note">
              {t.story.took(durationFormatter(t.locale)(endedAt - createdAt))}
            </p>
          ) : null}
        </section>
      ) : null}
      {order?.deliveryFailed ? (
        // The spec leaves the detail's fields unsaid: what to do comes first, in words; its
        // reason when it gives one; the rest for support, folded away.
        <div className="ferry-failure">
          <p className="ferry-error">{t.story.deliveryFailedNext}</p>
          {typeof order.deliveryFailed.reason === 'string' ? (
            <p>{order.deliveryFailed.reason}</p>
          ) : null}
          <details className="ferry-note">
            <summary>{t.story.failureDetail}</summary>
            <ul aria-label={t.states.delivery_failed}>
              {Object.entries(order.deliveryFailed).map(([key, value]) => (
                <li key={key}>
                  {key}: {typeof value === 'string' ? value : JSON.stringify(value)}
                </li>
              ))}
            </ul>
          </details>
        </div>
      ) : null}
      <p className="ferry-order-id">
        <span className="ferry-note">{t.story.orderId}</span>{' '}
        <code
          title={props.orderId}
        >{`${props.orderId.slice(0, 10)}…${props.orderId.slice(-8)}`}</code>{' '}
        <CopyButton value={props.orderId} label={t.story.copyLabel(t.story.orderId)} />
      </p>
      {props.onCancel && isCancellableOrderState(state) ? (
        <button
          type="button"
          className="ferry-secondary"
          disabled={props.cancel.busy}
          onClick={props.onCancel}
        >
          {t.cancelOrder}
        </button>
      ) : null}
      {props.cancel.message ? <p className="ferry-note">{props.cancel.message}</p> : null}
      {props.unknown ? (
        <p className="ferry-error" role="alert">
          {t.orderUnknown}
        </p>
      ) : null}
      {props.timedOut && !props.unknown && !outcome ? (
        <p className="ferry-note">{t.notConfirmedYet}</p>
      ) : null}
    </section>
  )
}
