import { orderListQuerySchema, toValidationErrorBody } from '@ferry/order-api'
import { Hono } from 'hono'
import { withBuildExtras } from '../../build/withBuildExtras.js'
import { bffErrorBodies } from '../../http/errorResponse.js'
import type { Services } from '../../services.js'
import type { Sessions } from '../../session/createSessions.js'
import { orderEventsRoute } from './orderEvents.js'
import { parseOrderIdParam } from './parseOrderIdParam.js'

/**
 * A depositor's orders (to that depositor's sign-in session only), one order by id, and its
 * event stream; each with the journal's extras.
 */
export function ordersRoutes(
  services: Services,
  sessions: Pick<Sessions, 'refuseUnlessDepositor'>,
) {
  const { upstream, limits, journal } = services
  return new Hono()
    .get('/orders', async (c) => {
      const parsed = orderListQuerySchema.safeParse(c.req.query())
      if (!parsed.success) return c.json(toValidationErrorBody(parsed.error), 400)
      // An unfiltered list would show every user of the integrator to anyone.
      if (!parsed.data.depositor)
        return c.json(bffErrorBodies.validation('depositor', 'is required'), 400)
      // orderIds are credentials: only the depositor's own session may list them.
      const unsigned = await sessions.refuseUnlessDepositor(c, parsed.data.depositor)
      if (unsigned) return unsigned
      const refused = await limits.refuse(c, 'orders')
      if (refused) return refused
      const list = await upstream.listOrders(parsed.data, { signal: c.req.raw.signal })
      return c.json({
        ...list,
        orders: await Promise.all(
          list.orders.map((order) => withBuildExtras(journal, order.orderId, order)),
        ),
      })
    })
    .get('/orders/:orderId', async (c) => {
      const orderId = parseOrderIdParam(c)
      if (!orderId.ok) return orderId.response
      const refused = await limits.refuse(c, 'order')
      if (refused) return refused
      const order = await upstream.getOrder(orderId.value, { signal: c.req.raw.signal })
      return c.json(await withBuildExtras(journal, orderId.value, order))
    })
    .route('/', orderEventsRoute(services))
}
