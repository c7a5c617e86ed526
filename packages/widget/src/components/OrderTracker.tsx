import {
  formatAmount,
  isCancellableOrderState,
  isTerminalOrderState,
  type OrderRecord,
  orderStates,
} from '@ferry/order-api'
import { useEffect, useRef, useState } from 'react'
import type { CancelOutcome } from '../cancel/cancelOrder.js'
import type { FerryConfig } from '../ferryConfig.js'
import { en } from '../i18n/en.js'
import { bffClient } from '../query/queries.js'
import { useFerryEvents } from './useFerryEvents.js'

const LOCAL_TIMEOUT_MS = 30 * 60_000

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
  /** Cancels the order; absent when the depositor cannot cancel (a contract wallet). */
  onCancel?: () => Promise<CancelOutcome>
  /** Called once the order reaches a final state. */
  onFinished?: () => void
}) {
  const { bffUrl, orderId, config } = props
  const [order, setOrder] = useState<OrderRecord>()
  const [timedOut, setTimedOut] = useState(false)
  const [cancel, setCancel] = useState<{ busy: boolean; message?: string }>({ busy: false })
  const emit = useFerryEvents()
  // Kept in a ref so a new callback each render does not restart the subscription.
  const onFinished = useRef(props.onFinished)
  onFinished.current = props.onFinished

  useEffect(() => {
    let closed = false
    let source: EventSource | undefined
    let timer: ReturnType<typeof setTimeout> | undefined
    const update = (next: OrderRecord) => {
      if (closed) return
      setOrder(next)
      emit({ name: 'order-updated', data: { state: next.state } })
      if (next.state === 'delivered') emit({ name: 'order-completed', data: { state: next.state } })
      if (next.state === 'delivery_failed')
        emit({ name: 'order-failed', data: { state: next.state } })
      if (isTerminalOrderState(next.state)) onFinished.current?.()
    }
    const poll = async () => {
      try {
        const next = await bffClient(bffUrl).getOrder(orderId)
        update(next)
        if (isTerminalOrderState(next.state)) return
      } catch {}
      if (!closed) timer = setTimeout(poll, config.pollIntervalMs)
    }
    if (typeof EventSource === 'function') {
      source = new EventSource(`${bffUrl.replace(/\/+$/, '')}/api/v2/orders/${orderId}/events`)
      source.addEventListener('order', (event) => {
        const next = JSON.parse((event as MessageEvent<string>).data) as OrderRecord
        update(next)
        if (isTerminalOrderState(next.state)) source?.close()
      })
      source.onerror = () => {
        source?.close()
        source = undefined
        void poll()
      }
    } else void poll()
    const timeout = setTimeout(() => setTimedOut(true), LOCAL_TIMEOUT_MS)
    return () => {
      closed = true
      source?.close()
      clearTimeout(timer)
      clearTimeout(timeout)
    }
  }, [bffUrl, orderId, config.pollIntervalMs, emit])

  const state = order?.state ?? 'pending_deposit'
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
    <section className="ferry-tracker" aria-label="Order progress">
      <ol className="ferry-timeline">
        {steps.map((step) => {
          const done = orderStates.indexOf(step) <= index
          return (
            <li key={step} data-done={done} aria-current={step === state ? 'step' : undefined}>
              {en.states[step]}
            </li>
          )
        })}
      </ol>
      <p role="status" aria-live="polite" className="ferry-state" data-state={state}>
        {en.states[state]}
        {partial && state !== 'partially_filled' ? ` (${en.states.partially_filled})` : ''}
      </p>
      {order?.deliver?.payout ? (
        <p className="ferry-line">
          {en.paid}:{' '}
          {formatAmount({
            amount: BigInt(order.deliver.payout.amount),
            decimals: props.decimals.dst,
            maxFractionDigits: 6,
          })}
        </p>
      ) : null}
      {order?.deliver?.refund ? (
        <p className="ferry-line">
          {en.refunded}:{' '}
          {formatAmount({
            amount: BigInt(order.deliver.refund.amount),
            decimals: props.decimals.src,
            maxFractionDigits: 6,
          })}
        </p>
      ) : null}
      {order?.deliveryFailed ? (
        <ul className="ferry-error" aria-label={en.states.delivery_failed}>
          {Object.entries(order.deliveryFailed).map(([key, value]) => (
            <li key={key}>
              {key}: {typeof value === 'string' ? value : JSON.stringify(value)}
            </li>
          ))}
        </ul>
      ) : null}
      {order ? (
        <ul className="ferry-links">
          {txLink(config, order.srcChainId, order.deposit?.tx, en.depositTx)}
          {txLink(config, order.dstChainId, order.deliver?.payout?.tx, en.payoutTx)}
          {txLink(config, order.srcChainId, order.deliver?.refund?.tx, en.refundTx)}
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
              setCancel({ busy: false, message: en.cancelOutcome[outcome.kind] })
            } catch (error) {
              const message =
                (error as { shortMessage?: string }).shortMessage ?? (error as Error).message
              setCancel({ busy: false, message })
              emit({ name: 'error', data: { message } })
            }
          }}
        >
          {en.cancelOrder}
        </button>
      ) : null}
      {cancel.message ? <p className="ferry-note">{cancel.message}</p> : null}
      {timedOut && !isTerminalOrderState(state) ? (
        <p className="ferry-note">{en.notConfirmedYet}</p>
      ) : null}
    </section>
  )
}
