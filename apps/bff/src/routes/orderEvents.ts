import { isTerminalOrderState, type OrderRecord } from '@ferry/order-api'
import { type OrderStreamError, orderStreamEvents } from '@ferry/order-api/bff'
import { Hono } from 'hono'
import { streamSSE } from 'hono/streaming'
import type { Services } from '../services.js'
import { withBuildExtras } from '../withBuildExtras.js'
import { parseOrderIdParam } from './parseOrderIdParam.js'

/** How long a browser waits before reconnecting a dropped stream (the SSE `retry:` hint). */
const RECONNECT_MS = 5_000

const streamErrors = {
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
 * `GET /orders/:orderId/events`: server-sent `order` events on every change, from the one
 * poller of that order however many browsers watch it; closed at a terminal state, or after an
 * `error` event when the order is unknown. A comment every `heartbeatMs` keeps proxies from
 * timing the stream out. Open streams per client and pollers in all are capped (DESIGN:
 * Security rules): past the first, 429; past the second, 503.
 */
export function orderEventsRoute({ watcher, journal, limits, streams }: Services) {
  return new Hono().get('/orders/:orderId/events', (c) => {
    const orderId = parseOrderIdParam(c)
    if (!orderId.ok) return orderId.response
    if (!watcher.canWatch(orderId.value)) {
      c.header('Retry-After', '30')
      return c.json(
        { name: 'StreamUnavailableException', message: 'Too many orders are followed right now' },
        503,
      )
    }
    const release = streams.slots.take(limits.clientOf(c))
    if (!release) {
      c.header('Retry-After', '30')
      return c.json(
        { errorCode: 'RATE_LIMITED', message: 'Too many open order streams from this client' },
        429,
      )
    }
    return streamSSE(c, async (stream) => {
      // Every write goes through one queue, in order; a failed write (the client left) ends it.
      let queue = Promise.resolve()
      const enqueue = (write: () => Promise<unknown>) => {
        queue = queue.then(write).then(
          () => undefined,
          () => finish(),
        )
        return queue
      }
      let finish = () => {}
      const done = new Promise<void>((resolve) => {
        finish = resolve
      })
      stream.onAbort(() => finish())
      const heartbeat = setInterval(
        () => void enqueue(() => stream.write(': heartbeat\n\n')),
        streams.heartbeatMs,
      )
      const sendError = (error: OrderStreamError) =>
        enqueue(() => stream.write(formatEvent(orderStreamEvents.error, error))).then(finish)
      try {
        await enqueue(() => stream.write(`retry: ${RECONNECT_MS}\n\n`))
        const watched = watcher.watch(orderId.value, {
          onOrder: (order: OrderRecord) => {
            const extended = withBuildExtras(journal, orderId.value, order)
            extended.catch(() => {}) // awaited in turn below; handled there
            void enqueue(async () => {
              await stream.write(formatEvent(orderStreamEvents.order, await extended))
              if (isTerminalOrderState(order.state)) finish()
            })
          },
          onGone: () => void sendError(streamErrors.notFound),
        })
        if (!watched.ok) {
          await sendError(streamErrors.unavailable)
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
  })
}

function formatEvent(name: string, data: unknown): string {
  return `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`
}
