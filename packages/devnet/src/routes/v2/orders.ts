import {
  isTronAddress,
  orderListQuerySchema,
  parseTronAddress,
  routeErrorBody,
  toValidationErrorBody,
} from '@ferry/order-api'
import { Hono } from 'hono'
import { requireKey, type ServiceEnv } from '../../middleware/requireKey.js'
import { withFault } from '../../middleware/withFault.js'
import type { ServiceDeps } from '../../service/serviceDeps.js'
import { toOrderRecord } from '../../store/orderRow.js'
import { orderIdParam } from './orderIdParam.js'

export type OrdersRoutesDeps = Pick<ServiceDeps, 'faults' | 'integrators' | 'terms' | 'store'>

/** A token filter matches both written forms of a TRON address. */
const forms = (address: string) =>
  isTronAddress(address) ? [parseTronAddress(address).base58] : [address]

/**
 * `GET /orders` (the caller's orders, newest first, paged by a `builtAt_orderId` keyset cursor)
 * and `GET /orders/:orderId` (public, with the chain observations).
 */
export function ordersRoutes(deps: OrdersRoutesDeps) {
  return new Hono<ServiceEnv>()
    .get('/orders', withFault(deps.faults, 'orders'), requireKey(deps), async (c) => {
      const parsed = orderListQuerySchema.safeParse(c.req.query())
      if (!parsed.success) return c.json(toValidationErrorBody(parsed.error), 400)
      const query = parsed.data
      const [builtAt, orderId] = query.cursor?.split('_') ?? []
      const limit = query.limit ?? 50
      const rows = await deps.store.listOrders({
        integrator: c.get('integrator').name,
        ...(query.depositor ? { depositor: query.depositor } : {}),
        ...(query.from ? { from: forms(query.from) } : {}),
        ...(query.to ? { to: forms(query.to) } : {}),
        ...(query.state ? { state: query.state } : {}),
        ...(builtAt && orderId ? { cursor: { builtAt: Number(builtAt), orderId } } : {}),
        limit,
      })
      const last = rows.at(-1)
      return c.json({
        orders: rows.map((row) => toOrderRecord(row, { withObservations: false })),
        nextCursor: last && rows.length === limit ? `${last.builtAt}_${last.orderId}` : '',
      })
    })
    .get('/orders/:orderId', withFault(deps.faults, 'order'), async (c) => {
      const id = orderIdParam(c)
      if (!id.ok) return c.json(id.body, 400)
      const row = await deps.store.getOrder(id.orderId)
      if (!row) return c.json(routeErrorBody({ error: 'Order not found' }), 404)
      return c.json(toOrderRecord(row, { withObservations: true }))
    })
}
