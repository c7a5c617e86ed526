import { isTerminalOrderState, type OrderRecord } from '@ferry/order-api'
import { Hono } from 'hono'
import { withBuildExtras } from '../../build/withBuildExtras.js'
import type { Services } from '../../services.js'
import { streamOrderEvents } from '../../streams/streamOrderEvents.js'
import { parseOrderIdParam } from './parseOrderIdParam.js'

/**
 * `GET /orders/:orderId/events`: server-sent `order` events on every change, from the one
 * poller of that order however many browsers watch it; closed at a terminal state, or after an
 * `error` event when the order is unknown (streamOrderEvents.ts: heartbeats and caps).
 */
export function orderEventsRoute(services: Services) {
  const { watcher, journal } = services
  return new Hono().get('/orders/:orderId/events', (c) => {
    const orderId = parseOrderIdParam(c)
    if (!orderId.ok) return orderId.response
    return streamOrderEvents(c, {
      watcher,
      orderId: orderId.value,
      services,
      isFinal: (order: OrderRecord) => isTerminalOrderState(order.state),
      toEvent: (order) => withBuildExtras(journal, orderId.value, order),
    })
  })
}
