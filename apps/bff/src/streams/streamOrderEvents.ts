import { createHash } from 'node:crypto'
import { rateLimitedBody } from '@ferry/order-api'
import { type OrderStreamError, orderStreamEvents } from '@ferry/order-api/bff'
import type { Context } from 'hono'
import { streamSSE } from 'hono/streaming'
import { orderText } from '../cluster/createSharedOrderWatcher.js'
import type { Services } from '../services/createServices.js'
import type { OrderWatcher } from './orderWatcher.js'

/** How long a browser waits before reconnecting a dropped stream (the SSE `retry:` hint). */
const RECONNECT_MS = 5_000

export const orderStreamErrors = {
  notFound: {
    name: 'OrderNotFoundException',
    message: 'The Order Service does not know this order',
  },
  unavailable: {
    name: 'StreamUnavailableException',
    message: 'Order updates cannot be streamed right now; read the order instead',
  },
} satisfies Record<string, OrderStreamError>

/**
 * The id of an order event: a digest of the order's state, the same on every instance, so that a
 * browser reconnecting with `Last-Event-ID` (to this instance or another) is not sent the state
 * it already has.
 */
export function orderEventId(order: unknown): string {
  return createHash('sha256').update(orderText(order)).digest('base64url').slice(0, 22)
}

/**
 * The server-sent events of one watched order (v2's and v1's): a `retry:` hint, an `order` event
 * (with an id, see orderEventId) on every change until a final one, the first skipped when it is
 * the state the browser's `Last-Event-ID` names, an `error` event when the service does not know the order,
 * a heartbeat comment every `heartbeatMs`. Every write goes through one queue, in order; a failed
 * write (the client left) ends the stream and its listener. Open streams per client and pollers
 * in all are capped (DESIGN: Security rules): past the first, 429; past the second, 503.
 */
export function streamOrderEvents<order>(
  c: Context,
  parameters: {
    watcher: OrderWatcher<order>
    orderId: string
    services: Pick<Services, 'limits' | 'streams'>
    isFinal: (order: order) => boolean
    /** The event's data for an order (v2 adds the journal's build extras). */
    toEvent: (order: order) => Promise<unknown>
  },
): Response {
  const { watcher, orderId } = parameters
  const { limits, streams } = parameters.services
  if (!watcher.canWatch(orderId)) {
    c.header('Retry-After', '30')
    return c.json(
      { name: 'StreamUnavailableException', message: 'Too many orders are followed right now' },
      503,
    )
  }
  const release = streams.slots.take(limits.clientOf(c))
  if (!release) {
    c.header('Retry-After', '30')
    return c.json(rateLimitedBody({ message: 'Too many open order streams from this client' }), 429)
  }
  return streamSSE(c, async (stream) => {
    let queue = Promise.resolve()
    let finish = () => {}
    const done = new Promise<void>((resolve) => {
      finish = resolve
    })
    const enqueue = (write: () => Promise<unknown>) => {
      queue = queue.then(write).then(
        () => undefined,
        () => finish(),
      )
      return queue
    }
    stream.onAbort(() => finish())
    const heartbeat = setInterval(
      () => void enqueue(() => stream.write(': heartbeat\n\n')),
      streams.heartbeatMs,
    )
    const sendError = (error: OrderStreamError) =>
      enqueue(() => stream.write(formatEvent(orderStreamEvents.error, error))).then(finish)
    let known = c.req.header('last-event-id')?.slice(0, 64)
    try {
      await enqueue(() => stream.write(`retry: ${RECONNECT_MS}\n\n`))
      const watched = watcher.watch(orderId, {
        onOrder: (order) => {
          const id = orderEventId(order)
          const seen = id === known
          known = undefined
          if (seen) {
            if (parameters.isFinal(order)) finish()
            return
          }
          const data = parameters.toEvent(order)
          data.catch(() => {}) // awaited in turn below; handled there
          void enqueue(async () => {
            await stream.write(formatEvent(orderStreamEvents.order, await data, id))
            if (parameters.isFinal(order)) finish()
          })
        },
        onGone: () => void sendError(orderStreamErrors.notFound),
      })
      if (!watched.ok) {
        await sendError(orderStreamErrors.unavailable)
        return
      }
      await done
      watched.stop()
      await queue
    } finally {
      clearInterval(heartbeat)
      release()
    }
  })
}

/** One SSE event; bigints (v1 amounts) written as decimal strings, as on the wire. */
function formatEvent(name: string, data: unknown, id?: string): string {
  return `${id ? `id: ${id}\n` : ''}event: ${name}\ndata: ${orderText(data)}\n\n`
}
