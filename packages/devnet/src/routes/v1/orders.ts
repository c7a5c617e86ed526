import { orderStates, toValidationErrorBody } from '@ferry/order-api'
import {
  V1_ORDER_NOT_FOUND_TEXT,
  v1OrdersAddressSchema,
  v1OrdersQuerySchema,
  v1WalletOrderIdSchema,
} from '@ferry/order-api/v1'
import { Hono } from 'hono'
import { toV1Order } from '../../v1/orders/toV1Order.js'
import { isV1Row, type V1EngineRow } from '../../v1/v1EngineOrder.js'
import type { V1TradingDeps } from '../../v1/v1TradingDeps.js'
import { v1ValidationError } from '../../v1/v1Wire.js'

const bare = (hash: string) => hash.replace(/^0x/i, '').toLowerCase()
const sameAddress = (a: string, b: string) =>
  a.startsWith('0x') ? a.toLowerCase() === b.toLowerCase() : a === b

/** `GET /v1/orders/{address}` and `GET /v1/orders/by-id/{orderId}`: v1 views of engine orders. */
export function v1OrdersRoutes(deps: V1TradingDeps) {
  const app = new Hono()
  /** Every order a v1 submit (or a deposit-address build) made visible, newest first. */
  const v1Orders = async (): Promise<V1EngineRow[]> =>
    (await deps.store.findOrdersByState([...orderStates]))
      .filter((row): row is V1EngineRow => isV1Row(row) && row.v1.id !== null)
      .sort((a, b) => (b.v1.createdAtMs ?? 0) - (a.v1.createdAtMs ?? 0))

  app.get('/orders/by-id/:orderId', async (c) => {
    const id = v1WalletOrderIdSchema.safeParse(c.req.param('orderId'))
    if (!id.success) return c.json(v1ValidationError('orderId', 'Invalid orderId format'), 400)
    const row = (await v1Orders()).find((entry) => entry.v1.id === id.data)
    if (!row) return c.text(V1_ORDER_NOT_FOUND_TEXT, 404)
    return c.json(toV1Order(row))
  })

  app.get('/orders/:address', async (c) => {
    const address = v1OrdersAddressSchema.safeParse(c.req.param('address'))
    if (!address.success) {
      const body = toValidationErrorBody(address.error)
      return c.json(
        { ...body, details: body.details.map((d) => ({ ...d, field: 'address' })) },
        400,
      )
    }
    const raw = c.req.queries()
    const single = (name: string) => raw[name]?.[0]
    const parsed = v1OrdersQuerySchema.safeParse({
      ...Object.fromEntries(
        ['fromChainId', 'toChainId', 'limit', 'cursor', 'txHashSearch']
          .filter((name) => single(name) !== undefined)
          .map((name) => [name, single(name)]),
      ),
      ...(raw.orderIds
        ? { orderIds: raw.orderIds.length === 1 ? raw.orderIds[0] : raw.orderIds }
        : {}),
    })
    if (!parsed.success) return c.json(toValidationErrorBody(parsed.error), 400)
    const query = parsed.data
    const matching = (await v1Orders()).filter((row) => {
      if (!sameAddress(row.v1.author, address.data)) return false
      if (query.fromChainId !== undefined && row.srcChainId !== query.fromChainId) return false
      if (query.toChainId !== undefined && row.dstChainId !== query.toChainId) return false
      if (query.orderIds && !query.orderIds.includes(row.v1.id!)) return false
      if (query.txHashSearch) {
        const wanted = bare(query.txHashSearch)
        // A deposit, fill or refund hash; the deposit's is known from the submit on, before the
        // chain watcher sees it (the BFF's submit recovery looks orders up by it at once).
        const hashes = [
          row.deposit?.tx,
          row.v1.submittedTxHash,
          row.deliver?.payout?.tx,
          row.deliver?.refund?.tx,
        ]
        if (!hashes.some((hash) => hash && bare(hash) === wanted)) return false
      }
      return true
    })
    const cursor = query.cursor ?? 0
    const limit = query.limit ?? 10
    const page = matching.slice(cursor, cursor + limit)
    const next = cursor + limit
    return c.json({
      data: page.map(toV1Order),
      ...(next < matching.length ? { cursor: next } : {}),
    })
  })
  return app
}
