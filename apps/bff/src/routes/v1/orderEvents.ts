import { isFinalV1OrderStatus, type V1Order } from '@ferry/order-api/v1'
import { createWatcher } from '../../cluster/createWatcher.js'
import { declareRoute } from '../../http/routeDeclaration.js'
import {
  examples,
  invalid,
  limited,
  orderEventStream,
  serviceError,
} from '../../openapi/documentedResponses.js'
import type { Services } from '../../services/createServices.js'
import { streamOrderEvents } from '../../streams/streamOrderEvents.js'
import { redactPath } from '../../telemetry/logger.js'
import type { V1Context } from '../../v1/createV1Context.js'
import { toBffLogoUris } from '../../v1/toBffLogoUris.js'
import { walletOrderIdParameter, walletOrderIdParams } from './walletOrderIdParameter.js'

/** The spec asks for a poll every 5 to 10 seconds (spec v1: States and transitions). */
const clampInterval = (ms: number) => Math.min(10_000, Math.max(5_000, ms))

/**
 * `GET /api/v1/orders/by-id/{orderId}/events`: server-sent `order` events for a v1 wallet order,
 * from one poller per order however many browsers watch it; closed at filled, refunded or failed,
 * or after an `error` event when the service does not know the order. Same caps as v2's streams.
 */
export const orderEventsRoute = declareRoute({
  method: 'get',
  path: '/api/v1/orders/by-id/{orderId}/events',
  operationId: 'v1StreamOrder',
  summary: 'Server-sent `order` events of a wallet order, one upstream poller per order',
  tags: ['v1'],
  pathParameters: walletOrderIdParameter,
  request: { params: walletOrderIdParams },
  responses: {
    '200': orderEventStream,
    '400': invalid,
    '429': limited,
    '503': { description: 'Too many orders followed', schema: serviceError },
  },
  example: { path: { orderId: examples.walletOrderId } },
  handler: ({ services, v1 }: { services: Services; v1: V1Context }) => {
    const { streams, logger, config, shared, metrics } = services
    const gone = Symbol('order not found')
    const watcher = createWatcher<V1Order>({
      shared,
      metrics,
      namespace: 'v1',
      fetchOrder: async (orderId) => {
        const order = await v1.client.getOrderById(orderId)
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
    return (c, { params: { orderId } }) =>
      streamOrderEvents(c, {
        watcher,
        orderId,
        services,
        isFinal: (order) => isFinalV1OrderStatus(order.status),
        toEvent: async (order) => order,
      })
  },
})
