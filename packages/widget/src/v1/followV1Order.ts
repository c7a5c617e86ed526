import {
  isFinalV1OrderStatus,
  V1ApiError,
  type V1Order,
  v1OrderSchema,
  v1WalletOrderIdSchema,
} from '@ferry/order-api/v1'
import { POLLS_BEFORE_STREAM_RETRY } from '../order/followOrder.js'
import { readV1Order, V1_ORDER_POLL_MS } from './v1Queries.js'

/** The most polls between two stream tries, however often streams fail (as for v2). */
const MAX_POLLS_BETWEEN_STREAMS = 48

export type FollowV1OrderParameters = {
  bffUrl: string
  orderId: string
  /** The refund address a deposit-address order is listed under (it has no stream). */
  address?: string | undefined
  /** The pace of polling while no stream is open; the spec's 5–10 s by default. */
  pollIntervalMs?: number
  onOrder: (order: V1Order) => void
  /** The service does not know the order: following stops. */
  onUnknown: () => void
  /** The EventSource to use; none (polling only) when the browser has none. */
  EventSource?: typeof EventSource | undefined
}

/**
 * Follows a v1 order until filled, refunded or failed, the way `followOrder` follows a v2 one:
 * the BFF's event stream (`/api/v1/orders/by-id/{id}/events`) while it is open, polling the BFF
 * while it is not, the stream tried again after some polls with backoff while streams keep
 * failing. Deposit-address orders have no stream: they are polled. Returns the function that
 * stops it.
 */
export function followV1Order(parameters: FollowV1OrderParameters): () => void {
  const { bffUrl, orderId, address, pollIntervalMs = V1_ORDER_POLL_MS } = parameters
  const EventSourceImpl =
    'EventSource' in parameters
      ? parameters.EventSource
      : typeof EventSource === 'function'
        ? EventSource
        : undefined
  // The BFF streams wallet orders only (`c` + 24 characters).
  const streams = EventSourceImpl !== undefined && v1WalletOrderIdSchema.safeParse(orderId).success
  let stopped = false
  let source: EventSource | undefined
  let timer: ReturnType<typeof setTimeout> | undefined
  let pollsLeft = 0
  let pollsAfterFailure = POLLS_BEFORE_STREAM_RETRY

  const stop = () => {
    stopped = true
    source?.close()
    source = undefined
    clearTimeout(timer)
  }
  const update = (order: V1Order) => {
    if (stopped) return
    parameters.onOrder(order)
    if (isFinalV1OrderStatus(order.status)) stop()
  }
  const unknown = () => {
    if (stopped) return
    stop()
    parameters.onUnknown()
  }

  const poll = async () => {
    try {
      const order = await readV1Order({ bffUrl, orderId, address })
      if (order === null) return unknown()
      update(order)
    } catch (error) {
      // The spec's 404 for an unknown id is plain text; the client reads it as null, but a
      // proxy in between may still answer 404 as an error.
      if (V1ApiError.isInstance(error) && error.status === 404) return unknown()
    }
    if (stopped) return
    if (streams && --pollsLeft <= 0) stream()
    else timer = setTimeout(poll, pollIntervalMs)
  }
  const fallBack = (backOff: boolean) => {
    source?.close()
    source = undefined
    if (stopped) return
    pollsLeft = pollsAfterFailure
    if (backOff) pollsAfterFailure = Math.min(pollsAfterFailure * 2, MAX_POLLS_BETWEEN_STREAMS)
    void poll()
  }

  function stream() {
    const opened = new EventSourceImpl!(
      `${bffUrl.replace(/\/+$/, '')}/api/v1/orders/by-id/${encodeURIComponent(orderId)}/events`,
    )
    source = opened
    let delivered = false
    opened.addEventListener('order', (event) => {
      let data: unknown
      try {
        data = JSON.parse((event as MessageEvent<string>).data)
      } catch {
        return
      }
      const parsed = v1OrderSchema.safeParse(data)
      if (!parsed.success) return
      if (!delivered) pollsAfterFailure = POLLS_BEFORE_STREAM_RETRY
      delivered = true
      update(parsed.data)
    })
    // An `error` event the BFF sent (with data) or a connection that failed or ended (without).
    opened.addEventListener('error', (event) => {
      if (source !== opened) return
      const data = (event as MessageEvent<unknown>).data
      if (typeof data === 'string') {
        let body: unknown
        try {
          body = JSON.parse(data)
        } catch {}
        if ((body as { name?: unknown } | undefined)?.name === 'OrderNotFoundException')
          return unknown()
      }
      fallBack(!delivered)
    })
  }

  if (streams) stream()
  else void poll()
  return stop
}
