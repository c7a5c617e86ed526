import type { OrderRecord } from '@ferry/order-api'
import type { PublicOrderEndpoint } from '@ferry/order-api/bff'
import { useEffect, useRef, useState } from 'react'
import { followOrder } from '../order/followOrder.js'

/** After this long without a final state the widget says "not confirmed yet", never "failed". */
const LOCAL_TIMEOUT_MS = 30 * 60_000

export type UseOrderParameters = {
  bffUrl: string
  orderId: string | undefined
  /** How often to poll when the BFF's event stream is not available (spec: 10–15 s). */
  pollIntervalMs: number
  /** Called with every new version of the order. */
  onUpdate?: (order: OrderRecord) => void
  /** The service's public order read (`/api/config`), polled while the BFF cannot be reached. */
  publicOrder?: PublicOrderEndpoint | undefined
}

export type UseOrderReturnType = {
  order: OrderRecord | undefined
  /** No final state within the local timeout: still being checked. */
  timedOut: boolean
  /** The service does not know this order (a 404 or the stream's error event): nothing follows. */
  unknown: boolean
}

/**
 * Follows an order to a final state: the BFF's event stream (one upstream poller however many
 * listen), or polling the order while the stream is refused or broken, or the service's public
 * read while the BFF cannot be reached (see `followOrder`).
 */
export function useOrder({
  bffUrl,
  orderId,
  pollIntervalMs,
  onUpdate,
  publicOrder,
}: UseOrderParameters): UseOrderReturnType {
  const [order, setOrder] = useState<OrderRecord>()
  const [timedOut, setTimedOut] = useState(false)
  const [unknown, setUnknown] = useState(false)
  // Kept in a ref so a new callback each render does not restart the subscription.
  const onUpdateRef = useRef(onUpdate)
  onUpdateRef.current = onUpdate

  const publicBaseUrl = publicOrder?.baseUrl
  const publicIntervalMs = publicOrder?.pollIntervalMs
  useEffect(() => {
    if (!orderId) return
    setOrder(undefined)
    setTimedOut(false)
    setUnknown(false)
    const stop = followOrder({
      bffUrl,
      orderId,
      pollIntervalMs,
      onOrder: (next) => {
        setOrder(next)
        onUpdateRef.current?.(next)
      },
      onUnknown: () => setUnknown(true),
      ...(publicBaseUrl && publicIntervalMs
        ? { publicOrder: { baseUrl: publicBaseUrl, pollIntervalMs: publicIntervalMs } }
        : {}),
    })
    const timeout = setTimeout(() => setTimedOut(true), LOCAL_TIMEOUT_MS)
    return () => {
      stop()
      clearTimeout(timeout)
    }
  }, [bffUrl, orderId, pollIntervalMs, publicBaseUrl, publicIntervalMs])

  return { order, timedOut, unknown }
}
