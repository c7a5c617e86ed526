import {
  isFinalV1OrderStatus,
  type V1Client,
  type V1Order,
  v1WalletOrderIdSchema,
} from '@ferry/order-api/v1'
import { Hono } from 'hono'
import { streamSSE } from 'hono/streaming'
import * as z from 'zod/mini'
import { redactPath } from '../logger.js'
import { createOrderWatcher } from '../orderWatcher.js'
import type { Services } from '../services.js'
import { parseV1 } from './parseV1.js'

/** How long a browser waits before reconnecting a dropped stream (the SSE `retry:` hint). */
const RECONNECT_MS = 5_000
/** The spec asks for a poll every 5 to 10 seconds (spec v1: States and transitions). */
const clampInterval = (ms: number) => Math.min(10_000, Math.max(5_000, ms))

/**
 * `GET /orders/by-id/:orderId/events`: server-sent `order` events for a v1 wallet order, from
 * one poller per order however many browsers watch it; closed at filled, refunded or failed, or
 * after an `error` event when the service does not know the order. Same caps as v2's streams.
 */
export function v1OrderEventsRoute(services: Services, client: V1Client) {
  const { limits, streams, logger, config } = services
  const gone = Symbol('order not found')
  const watcher = createOrderWatcher<V1Order>({
    fetchOrder: async (orderId) => {
      const order = await client.getOrderById(orderId)
      if (order === null) throw gone
      return order
    },
    isFinal: (order) => isFinalV1OrderStatus(order.status),
    isGone: (error) => error === gone,
    // Tests run a fast devnet poll; anything else keeps to the spec's window.
    intervalMs:
      config.mode === 'devnet' ? config.pollIntervalMs : clampInterval(config.pollIntervalMs),
    maxPollers: streams.maxPollers,
    onError: (orderId, error) =>
      logger.warn(
        { order: redactPath(`/${orderId}`), error: (error as Error).message },
        'v1 order poll failed',
      ),
  })
  return new Hono().get('/orders/by-id/:orderId/events', (c) => {
    const path = parseV1(c, z.object({ orderId: v1WalletOrderIdSchema }), c.req.param())
    if (!path.ok) return path.response
    const orderId = path.data.orderId
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
      return c.json(
        { errorCode: 'RATE_LIMITED', message: 'Too many open order streams from this client' },
        429,
      )
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
      try {
        await enqueue(() => stream.write(`retry: ${RECONNECT_MS}\n\n`))
        const watched = watcher.watch(orderId, {
          onOrder: (order: V1Order) =>
            void enqueue(async () => {
              await stream.write(event('order', order))
              if (isFinalV1OrderStatus(order.status)) finish()
            }),
          onGone: () =>
            void enqueue(() =>
              stream.write(
                event('error', {
                  name: 'OrderNotFoundException',
                  message: 'The Order Service does not know this order',
                }),
              ),
            ).then(finish),
        })
        if (!watched.ok) {
          await enqueue(() =>
            stream.write(
              event('error', {
                name: 'StreamUnavailableException',
                message: 'Order updates cannot be streamed right now; read the order instead',
              }),
            ),
          )
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

/** An SSE event; amounts (bigints) written as decimal strings, as on the wire. */
function event(name: string, data: unknown): string {
  const json = JSON.stringify(data, (_key, value) =>
    typeof value === 'bigint' ? value.toString() : value,
  )
  return `event: ${name}\ndata: ${json}\n\n`
}
