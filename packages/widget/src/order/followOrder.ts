import {
  createOrderClient,
  isTerminalOrderState,
  OrderApiError,
  OrderApiNetworkError,
  OrderApiTimeoutError,
  type OrderClient,
  type OrderRecord,
  orderRecordSchema,
} from '@ferry/order-api'
// Types only: the schemas' module would bring zod's intersection into the first load.
import type { PublicOrderEndpoint } from '@ferry/order-api/bff'
import { bffClient } from '../query/bffClient.js'
import { followStream } from './followStream.js'

export { MAX_POLLS_BETWEEN_STREAMS, POLLS_BEFORE_STREAM_RETRY } from './followStream.js'

export type FollowOrderParameters = {
  bffUrl: string
  orderId: string
  /** The pace of polling while no stream is open (the BFF's `pollIntervalMs`). */
  pollIntervalMs: number
  /** Every version of the order, as the stream or a poll brings it. */
  onOrder: (order: OrderRecord) => void
  /** The service does not know the order: following stops. */
  onUnknown: () => void
  /** The EventSource to use; none (polling only) when the browser has none. */
  EventSource?: typeof EventSource | undefined
  /**
   * The service's public single-order read (`/api/config`'s `publicOrder`): polled directly, at
   * its own interval, while the BFF cannot be reached. Absent: the BFF only.
   */
  publicOrder?: PublicOrderEndpoint | undefined
}

/**
 * The BFF cannot be reached (rather than refusing): no connection, no answer in time, or a load
 * balancer or gateway with no instance behind it.
 */
function isBffUnreachable(error: unknown): boolean {
  if (OrderApiNetworkError.isInstance(error) || OrderApiTimeoutError.isInstance(error)) return true
  return OrderApiError.isInstance(error) && [502, 503, 504].includes(error.status)
}

const serviceClients = new Map<string, OrderClient>()
/** The public read needs no key: a plain client on the service's base URL. */
function serviceClient(baseUrl: string): OrderClient {
  let client = serviceClients.get(baseUrl)
  if (!client) {
    client = createOrderClient({ baseUrl, timeoutMs: 20_000 })
    serviceClients.set(baseUrl, client)
  }
  return client
}

/**
 * Follows an order until a final state: through the BFF's event stream while it is open, by
 * polling `GET /api/v2/orders/{id}` while it is not (refused with 429/503, ended, or broken),
 * trying the stream again after some polls, with backoff while streams keep failing. While a
 * poll finds the BFF unreachable, the same tick reads the order from the service's public
 * endpoint and the next tick comes at that endpoint's interval; every tick asks the BFF first,
 * so the first answer it gives ends the detour. An unknown order (a stream `error` event or a
 * 404) stops it. Returns the function that stops it.
 */
export function followOrder(parameters: FollowOrderParameters): () => void {
  const { bffUrl, orderId, publicOrder } = parameters
  const isNotFound = (error: unknown) => OrderApiError.isInstance(error) && error.status === 404
  const EventSourceImpl =
    'EventSource' in parameters
      ? parameters.EventSource
      : typeof EventSource === 'function'
        ? EventSource
        : undefined
  return followStream<OrderRecord>({
    streamUrl: `${bffUrl.replace(/\/+$/, '')}/api/v2/orders/${encodeURIComponent(orderId)}/events`,
    EventSource: EventSourceImpl,
    pollIntervalMs: parameters.pollIntervalMs,
    parse: (data) =>
      orderRecordSchema.safeParse(data).success ? (data as OrderRecord) : undefined,
    isFinal: (order) => isTerminalOrderState(order.state),
    onOrder: parameters.onOrder,
    onUnknown: parameters.onUnknown,
    async poll() {
      try {
        return { order: await bffClient(bffUrl).getOrder(orderId) }
      } catch (error) {
        if (isNotFound(error)) return { unknown: true }
        if (!publicOrder || !isBffUnreachable(error)) return {}
        // A stream needs the BFF: none is tried while it cannot be reached.
        try {
          return {
            order: await serviceClient(publicOrder.baseUrl).getOrder(orderId),
            detourMs: publicOrder.pollIntervalMs,
          }
        } catch (serviceError) {
          return isNotFound(serviceError)
            ? { unknown: true }
            : { detourMs: publicOrder.pollIntervalMs }
        }
      }
    },
  })
}
