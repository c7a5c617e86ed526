import { orderListQuerySchema, orderListResponseSchema } from '@ferry/order-api'
import { bffOrderSchema } from '@ferry/order-api/bff'
import { withBuildExtras } from '../../build/withBuildExtras.js'
import { bffErrorBodies } from '../../http/errorResponse.js'
import { declareRoute } from '../../http/routeDeclaration.js'
import { examples, invalid, serviceError } from '../../openapi/documentedResponses.js'
import type { Services } from '../../services/createServices.js'
import type { Sessions } from '../../session/createSessions.js'
import { orderIdParameter, orderIdParams } from './orderIdParameter.js'

/** `GET /api/v2/orders`: a depositor's orders, to that depositor's sign-in session only. */
export const ordersRoute = declareRoute({
  method: 'get',
  path: '/api/v2/orders',
  operationId: 'listOrders',
  summary: 'A depositor’s orders; needs a Sign-In with Ethereum session of that depositor',
  tags: ['v2'],
  session: true,
  request: { query: orderListQuerySchema },
  responses: {
    '200': { description: 'A page of orders', schema: orderListResponseSchema },
    '400': invalid,
    '401': { description: 'No session' },
    '403': { description: 'A session of another address' },
  },
  example: { query: { depositor: examples.address } },
  handler:
    ({
      services: { upstream, limits, journal },
      sessions,
    }: {
      services: Services
      sessions: Pick<Sessions, 'refuseUnlessDepositor'>
    }) =>
    async (c, { query }) => {
      // An unfiltered list would show every user of the integrator to anyone.
      if (!query.depositor)
        return c.json(bffErrorBodies.validation('depositor', 'is required'), 400)
      // orderIds are credentials: only the depositor's own session may list them.
      const unsigned = await sessions.refuseUnlessDepositor(c, query.depositor)
      if (unsigned) return unsigned
      const refused = await limits.refuse(c, 'orders')
      if (refused) return refused
      const list = await upstream.listOrders(query, { signal: c.req.raw.signal })
      return c.json({
        ...list,
        orders: await Promise.all(
          list.orders.map((order) => withBuildExtras(journal, order.orderId, order)),
        ),
      })
    },
})

/** `GET /api/v2/orders/{orderId}`: one order, with the journal's build time and deadline. */
export const orderRoute = declareRoute({
  method: 'get',
  path: '/api/v2/orders/{orderId}',
  operationId: 'getOrder',
  summary: 'One order, with the journal’s build time and deadline',
  tags: ['v2'],
  pathParameters: orderIdParameter,
  request: { params: orderIdParams },
  responses: {
    '200': { description: 'The order', schema: bffOrderSchema },
    '400': invalid,
    '404': { description: 'No such order', schema: serviceError },
  },
  example: { path: { orderId: examples.orderId } },
  handler:
    ({ services: { upstream, limits, journal } }: { services: Services }) =>
    async (c, { params: { orderId } }) => {
      const refused = await limits.refuse(c, 'order')
      if (refused) return refused
      const order = await upstream.getOrder(orderId, { signal: c.req.raw.signal })
      return c.json(await withBuildExtras(journal, orderId, order))
    },
})
