import { isTerminalOrderState, type OrderRecord } from '@ferry/order-api'
import { useEffect, useRef, useState } from 'react'
import { bffClient } from '../query/queries.js'

/** After this long without a final state the widget says "not confirmed yet", never "failed". */
const LOCAL_TIMEOUT_MS = 30 * 60_000

export type UseOrderParameters = {
  bffUrl: string
  orderId: string | undefined
  /** How often to poll when the BFF's event stream is not available (spec: 10–15 s). */
  pollIntervalMs: number
  /** Called with every new version of the order. */
  onUpdate?: (order: OrderRecord) => void
}

export type UseOrderReturnType = {
  order: OrderRecord | undefined
  /** No final state within the local timeout: still being checked. */
  timedOut: boolean
}

/**
 * Follows an order to a final state: the BFF's event stream (one upstream poller however many
 * listen), or polling the order when streams are not available or the stream breaks.
 */
export function useOrder({
  bffUrl,
  orderId,
  pollIntervalMs,
  onUpdate,
}: UseOrderParameters): UseOrderReturnType {
  const [order, setOrder] = useState<OrderRecord>()
  const [timedOut, setTimedOut] = useState(false)
  // Kept in a ref so a new callback each render does not restart the subscription.
  const onUpdateRef = useRef(onUpdate)
  onUpdateRef.current = onUpdate

  useEffect(() => {
    if (!orderId) return
    let closed = false
    let source: EventSource | undefined
    let timer: ReturnType<typeof setTimeout> | undefined
    setOrder(undefined)
    setTimedOut(false)
    const update = (next: OrderRecord) => {
      if (closed) return
      setOrder(next)
      onUpdateRef.current?.(next)
    }
    const poll = async () => {
      try {
        const next = await bffClient(bffUrl).getOrder(orderId)
        update(next)
        if (isTerminalOrderState(next.state)) return
      } catch {}
      if (!closed) timer = setTimeout(poll, pollIntervalMs)
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
  }, [bffUrl, orderId, pollIntervalMs])

  return { order, timedOut }
}
