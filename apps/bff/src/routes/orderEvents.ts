import { isTerminalOrderState } from '@ferry/order-api'
import { orderStreamEvents } from '@ferry/order-api/bff'
import { Hono } from 'hono'
import { streamSSE } from 'hono/streaming'
import type { Services } from '../services.js'
import { withBuildExtras } from '../withBuildExtras.js'
import { parseOrderIdParam } from './parseOrderIdParam.js'

/**
 * `GET /orders/:orderId/events`: server-sent `order` events on every change, from the one
 * poller of that order however many browsers watch it; closed at a terminal state.
 */
export function orderEventsRoute({ watcher, journal }: Services) {
  return new Hono().get('/orders/:orderId/events', (c) => {
    const orderId = parseOrderIdParam(c)
    if (!orderId.ok) return orderId.response
    return streamSSE(c, async (stream) => {
      let stop = () => {}
      await new Promise<void>((resolve) => {
        stream.onAbort(() => resolve())
        stop = watcher.watch(orderId.value, (order) => {
          void withBuildExtras(journal, orderId.value, order).then(async (value) => {
            await stream.writeSSE({ event: orderStreamEvents.order, data: JSON.stringify(value) })
            if (isTerminalOrderState(order.state)) resolve()
          })
        })
      })
      stop()
    })
  })
}
