import { isTerminalOrderState, type OrderRecord } from '@ferry/order-api'
import { withBuildExtras } from '../../build/withBuildExtras.js'
import { declareRoute } from '../../http/routeDeclaration.js'
import { examples, invalid, limited, orderEventStream } from '../../openapi/documentedResponses.js'
import type { Services } from '../../services/createServices.js'
import { streamOrderEvents } from '../../streams/streamOrderEvents.js'
import { orderIdParameter, orderIdParams } from './orderIdParameter.js'

/**
 * `GET /api/v2/orders/{orderId}/events`: server-sent `order` events on every change, from the one
 * poller of that order however many browsers watch it; closed at a terminal state, or after an
 * `error` event when the order is unknown (streamOrderEvents.ts: heartbeats and caps).
 */
export const orderEventsRoute = declareRoute({
  method: 'get',
  path: '/api/v2/orders/{orderId}/events',
  operationId: 'streamOrder',
  summary: 'Server-sent `order` events on every change, one upstream poller per order',
  tags: ['v2'],
  pathParameters: orderIdParameter,
  request: { params: orderIdParams },
  responses: { '200': orderEventStream, '400': invalid, '429': limited },
  example: { path: { orderId: examples.orderId } },
  handler:
    ({ services }: { services: Services }) =>
    (c, { params: { orderId } }) =>
      streamOrderEvents(c, {
        watcher: services.watcher,
        orderId,
        services,
        isFinal: (order: OrderRecord) => isTerminalOrderState(order.state),
        toEvent: (order) => withBuildExtras(services.journal, orderId, order),
      }),
})
