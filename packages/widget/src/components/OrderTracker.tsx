import {
  awaitingDepositState,
  formatAmount,
  isCancellableOrderState,
  isSameAddress,
  isTerminalOrderState,
  orderStates,
  type TokenEntry,
} from '@ferry/order-api'
import { useState } from 'react'
import type { CancelOutcome } from '../cancel/cancelOrder.js'
import type { FerryConfig } from '../ferryConfig.js'
import { useFerryEvents } from '../hooks/useFerryEvents.js'
import { useOrder } from '../hooks/useOrder.js'
import { useMessages } from '../i18n/useMessages.js'
import { describeSwapFailure } from '../swap/describeSwapFailure.js'

/** A transaction linked to its chain's explorer, or its bare hash when the chain has none. */
function txLink(config: FerryConfig, chainId: number, hash: string | undefined, label: string) {
  if (!hash) return null
  const explorer = config.chains.find((chain) => chain.id === chainId)?.explorerUrl
  return (
    <li>
      {explorer ? (
        <a href={`${explorer.replace(/\/+$/, '')}/tx/${hash}`} target="_blank" rel="noreferrer">
          {label}
        </a>
      ) : (
        `${label}: ${hash}`
      )}
    </li>
  )
}

/** Follows an order to its end: the BFF's event stream, or polling when streams are not available. */
export function OrderTracker(props: {
  bffUrl: string
  orderId: string
  config: FerryConfig
  decimals: { src: number; dst: number }
  /** The listed tokens (params), to name the amounts paid out and refunded. */
  tokens?: readonly TokenEntry[]
  /** Cancels the order; absent when the depositor cannot cancel (a contract wallet). */
  onCancel?: () => Promise<CancelOutcome>
  /** Called once the order reaches a final state. */
  onFinished?: () => void
}) {
  const t = useMessages()
  const { bffUrl, orderId, config } = props
  const [cancel, setCancel] = useState<{ busy: boolean; message?: string }>({ busy: false })
  const emit = useFerryEvents()
  const { order, timedOut, unknown } = useOrder({
    bffUrl,
    orderId,
    pollIntervalMs: config.pollIntervalMs,
    publicOrder: config.publicOrder,
    onUpdate: (next) => {
      const data = { orderId, state: next.state }
      emit({ name: 'order-updated', data })
      if (next.state === 'delivered') emit({ name: 'order-completed', data })
      if (next.state === 'delivery_failed') emit({ name: 'order-failed', data })
      if (isTerminalOrderState(next.state)) props.onFinished?.()
    },
  })

  const state = order?.state ?? awaitingDepositState
  const tokenOf = (chainId: number | undefined, address: string | undefined) =>
    chainId === undefined || address === undefined
      ? undefined
      : props.tokens?.find(
          (token) =>
            token.chainId === chainId && isSameAddress({ chainId, a: token.token, b: address }),
        )
  const src = tokenOf(order?.srcChainId, order?.srcToken)
  const dst = tokenOf(order?.dstChainId, order?.dstToken)
  const amountText = (amount: string, side: 'src' | 'dst') => {
    const token = side === 'src' ? src : dst
    const text = t.formatNumber(
      formatAmount({
        amount: BigInt(amount),
        decimals: token?.decimals ?? props.decimals[side],
        maxFractionDigits: 6,
      }),
    )
    return token ? `${text} ${token.symbol}` : text
  }
  const reached = new Set(order?.traces.chainObservations.map((o) => o.intentState) ?? [])
  const index = orderStates.indexOf(state)
  // A partial fill is a step only for the orders that go through it.
  const partial = state === 'partially_filled' || reached.has('PartiallyFilled')
  const steps = orderStates.filter((step) =>
    step === 'partially_filled'
      ? partial
      : step === 'delivery_failed'
        ? state === 'delivery_failed'
        : step !== 'delivered' || state !== 'delivery_failed',
  )
  return (
    <section className="ferry-tracker" aria-label={t.orderProgress}>
      <ol className="ferry-timeline">
        {steps.map((step) => {
          const done = orderStates.indexOf(step) <= index
          return (
            <li key={step} data-done={done} aria-current={step === state ? 'step' : undefined}>
              {t.states[step]}
            </li>
          )
        })}
      </ol>
      <p role="status" aria-live="polite" className="ferry-state" data-state={state}>
        {t.states[state]}
        {partial && state !== 'partially_filled' ? ` (${t.states.partially_filled})` : ''}
      </p>
      {order?.deliver?.payout ? (
        <p className="ferry-line">
          {t.paid}: {amountText(order.deliver.payout.amount, 'dst')}
        </p>
      ) : null}
      {order?.deliver?.refund ? (
        <p className="ferry-line">
          {t.refunded}: {amountText(order.deliver.refund.amount, 'src')}
        </p>
      ) : null}
      {order?.deliveryFailed ? (
        <ul className="ferry-error" aria-label={t.states.delivery_failed}>
          {Object.entries(order.deliveryFailed).map(([key, value]) => (
            <li key={key}>
              {key}: {typeof value === 'string' ? value : JSON.stringify(value)}
            </li>
          ))}
        </ul>
      ) : null}
      {order ? (
        <ul className="ferry-links">
          {txLink(config, order.srcChainId, order.deposit?.tx, t.depositTx)}
          {txLink(config, order.dstChainId, order.deliver?.payout?.tx, t.payoutTx)}
          {txLink(config, order.srcChainId, order.deliver?.refund?.tx, t.refundTx)}
        </ul>
      ) : null}
      {props.onCancel && isCancellableOrderState(state) ? (
        <button
          type="button"
          className="ferry-secondary"
          disabled={cancel.busy}
          onClick={async () => {
            if (!props.onCancel) return
            setCancel({ busy: true })
            try {
              const outcome = await props.onCancel()
              setCancel({ busy: false, message: t.cancelOutcome[outcome.kind] })
            } catch (error) {
              // A refused signature or an unreachable chain in words, never the wallet's text.
              const { message } = describeSwapFailure({ error, messages: t })
              setCancel({ busy: false, message })
              emit({ name: 'error', data: { message } })
            }
          }}
        >
          {t.cancelOrder}
        </button>
      ) : null}
      {cancel.message ? <p className="ferry-note">{cancel.message}</p> : null}
      {unknown ? (
        <p className="ferry-error" role="alert">
          {t.orderUnknown}
        </p>
      ) : null}
      {timedOut && !unknown && !isTerminalOrderState(state) ? (
        <p className="ferry-note">{t.notConfirmedYet}</p>
      ) : null}
    </section>
  )
}
