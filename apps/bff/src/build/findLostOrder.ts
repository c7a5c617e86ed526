import type { BuildRequest, OrderClient } from '@ferry/order-api'
import type { Journal } from '../journal/journal.js'
import { tradeOrders } from './tradeOrders.js'

export type FindLostOrderParameters = {
  upstream: OrderClient
  journal: Pick<Journal, 'findByOrderId'>
  request: BuildRequest
  /**
   * Order ids of the trade listed before the build was sent; `null` when none was taken (rows
   * journaled before snapshots existed), in which case any candidate is ambiguous.
   */
  snapshot: string[] | null
}

export type LostOrderLookup =
  | { kind: 'none' }
  | { kind: 'found'; orderId: string }
  | { kind: 'ambiguous'; orderIds: string[] }

/**
 * The order a build without an answer may have created. Only an order of the same depositor and
 * trade that was not there before the build began (not in `snapshot`) and that no journal row
 * owns can be it; one such order is adopted, several are ambiguous and never guessed between
 * (an older order of the same trade may come from another frontend on the same key).
 */
export async function findLostOrder({
  upstream,
  journal,
  request,
  snapshot,
}: FindLostOrderParameters): Promise<LostOrderLookup> {
  const before = new Set((snapshot ?? []).map((orderId) => orderId.toLowerCase()))
  const fresh = (await tradeOrders({ upstream, request })).filter(
    (order) => !before.has(order.orderId.toLowerCase()),
  )
  const owned = await Promise.all(fresh.map((order) => journal.findByOrderId(order.orderId)))
  const orderIds = fresh.filter((_, index) => !owned[index]).map((order) => order.orderId)
  if (orderIds.length === 0) return { kind: 'none' }
  if (orderIds.length === 1 && snapshot !== null) return { kind: 'found', orderId: orderIds[0]! }
  return { kind: 'ambiguous', orderIds }
}
