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
import type { OrderStreamError, PublicOrderEndpoint } from '@ferry/order-api/bff'
import { bffClient } from '../query/queries.js'

/** Polls made after a stream failed before the stream is tried again (doubles each failure). */
export const POLLS_BEFORE_STREAM_RETRY = 3
/** The most polls between two stream tries, however often streams fail. */
export const MAX_POLLS_BETWEEN_STREAMS = 48

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
  const { bffUrl, orderId, pollIntervalMs } = parameters
  const EventSourceImpl =
    'EventSource' in parameters
      ? parameters.EventSource
      : typeof EventSource === 'function'
        ? EventSource
        : undefined
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
  const update = (order: OrderRecord) => {
    if (stopped) return
    parameters.onOrder(order)
    if (isTerminalOrderState(order.state)) stop()
  }
  const unknown = () => {
    if (stopped) return
    stop()
    parameters.onUnknown()
  }

  const isNotFound = (error: unknown) => OrderApiError.isInstance(error) && error.status === 404
  const poll = async () => {
    let direct = false
    try {
      update(await bffClient(bffUrl).getOrder(orderId))
    } catch (error) {
      if (isNotFound(error)) return unknown()
      const { publicOrder } = parameters
      if (publicOrder && isBffUnreachable(error) && !stopped) {
        direct = true
        try {
          update(await serviceClient(publicOrder.baseUrl).getOrder(orderId))
        } catch (serviceError) {
          if (isNotFound(serviceError)) return unknown()
        }
      }
    }
    if (stopped) return
    // A stream needs the BFF: none is tried while it cannot be reached.
    if (direct) timer = setTimeout(poll, parameters.publicOrder!.pollIntervalMs)
    else if (EventSourceImpl && --pollsLeft <= 0) stream()
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
      `${bffUrl.replace(/\/+$/, '')}/api/v2/orders/${encodeURIComponent(orderId)}/events`,
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
      if (!orderRecordSchema.safeParse(data).success) return
      if (!delivered) pollsAfterFailure = POLLS_BEFORE_STREAM_RETRY
      delivered = true
      update(data as OrderRecord)
    })
    // One listener for both: an `error` event the BFF sent (it has data) and a connection
    // that failed, was refused or ended (it has none).
    opened.addEventListener('error', (event) => {
      if (source !== opened) return
      const data = (event as MessageEvent<unknown>).data
      if (typeof data === 'string') {
        let body: unknown
        try {
          body = JSON.parse(data)
        } catch {}
        const name: OrderStreamError['name'] = 'OrderNotFoundException'
        if ((body as { name?: unknown } | undefined)?.name === name) return unknown()
      }
      // A stream that never delivered anything is backed off; one that worked is tried again soon.
      fallBack(!delivered)
    })
  }

  if (EventSourceImpl) stream()
  else void poll()
  return stop
}
