import {
  isFinalV1OrderStatus,
  V1ApiError,
  type V1Order,
  v1OrderSchema,
  v1WalletOrderIdSchema,
} from '@ferry/order-api/v1'
import { followStream } from '../order/followStream.js'
import { readV1Order, V1_ORDER_POLL_MS } from './v1OrderQueries.js'

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
  const streams = v1WalletOrderIdSchema.safeParse(orderId).success
  return followStream<V1Order>({
    streamUrl: streams
      ? `${bffUrl.replace(/\/+$/, '')}/api/v1/orders/by-id/${encodeURIComponent(orderId)}/events`
      : undefined,
    EventSource: EventSourceImpl,
    pollIntervalMs,
    parse: (data) => {
      const parsed = v1OrderSchema.safeParse(data)
      return parsed.success ? parsed.data : undefined
    },
    isFinal: (order) => isFinalV1OrderStatus(order.status),
    onOrder: parameters.onOrder,
    onUnknown: parameters.onUnknown,
    async poll() {
      try {
        const order = await readV1Order({ bffUrl, orderId, address })
        return order === null ? { unknown: true } : { order }
      } catch (error) {
        // The spec's 404 for an unknown id is plain text; the client reads it as null, but a
        // proxy in between may still answer 404 as an error.
        return V1ApiError.isInstance(error) && error.status === 404 ? { unknown: true } : {}
      }
    },
  })
}
