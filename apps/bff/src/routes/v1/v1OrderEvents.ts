import {
  isFinalV1OrderStatus,
  type V1Client,
  type V1Order,
  v1WalletOrderIdSchema,
} from '@ferry/order-api/v1'
import { Hono } from 'hono'
import * as z from 'zod/mini'
import { createWatcher } from '../../cluster/createWatcher.js'
import type { Services } from '../../services.js'
import { streamOrderEvents } from '../../streams/streamOrderEvents.js'
import { redactPath } from '../../telemetry/logger.js'
import { parseV1 } from '../../v1/parseV1.js'
import { toBffLogoUris } from '../../v1/toBffLogoUris.js'

/** The spec asks for a poll every 5 to 10 seconds (spec v1: States and transitions). */
const clampInterval = (ms: number) => Math.min(10_000, Math.max(5_000, ms))

/**
 * `GET /orders/by-id/:orderId/events`: server-sent `order` events for a v1 wallet order, from
 * one poller per order however many browsers watch it; closed at filled, refunded or failed, or
 * after an `error` event when the service does not know the order. Same caps as v2's streams.
 */
export function v1OrderEventsRoute(services: Services, client: V1Client) {
  const { streams, logger, config, shared, metrics } = services
  const gone = Symbol('order not found')
  const watcher = createWatcher<V1Order>({
    shared,
    metrics,
    namespace: 'v1',
    fetchOrder: async (orderId) => {
      const order = await client.getOrderById(orderId)
      if (order === null) throw gone
      return toBffLogoUris(order, config.upstreamUrl)
    },
    isFinal: (order) => isFinalV1OrderStatus(order.status),
    isGone: (error) => error === gone,
    // The devnet's fast test poll is kept; anything else keeps to the spec's window.
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
    return streamOrderEvents(c, {
      watcher,
      orderId: path.data.orderId,
      services,
      isFinal: (order) => isFinalV1OrderStatus(order.status),
      toEvent: async (order) => order,
    })
  })
}
