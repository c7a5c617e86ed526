import { isFinalV1OrderStatus } from '@ferry/order-api/v1'
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
import { walletOrderIdParameter, walletOrderIdParams } from './walletOrderIdParameter.js'

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
  handler: ({ services }: { services: Services }) => {
    const watcher = services.v1Watcher
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
