import type { OrderRecord } from '@ferry/order-api'
import type { StoredOrder } from '../storage/orderStorage.js'

/** The newest v2 orders of this browser read one by one, at most this many per refresh. */
export const UNLISTED_READ_LIMIT = 10

export type ReadUnlistedOrdersParameters = {
  /** This browser's orders, newest first as stored. */
  local: readonly StoredOrder[]
  /** Orders the BFF listed already (after a sign-in): not read again. */
  listed: readonly Pick<OrderRecord, 'orderId'>[]
  /** The public single-order read (spec v2: GET /v2/orders/{orderId}, no key, no sign-in). */
  getOrder: (orderId: string) => Promise<OrderRecord>
}

/**
 * Reads the v2 orders this browser remembers and no list answered for, so the history shows
 * their state and amounts without a sign-in. The order id is the credential of that read; an
 * order the service does not know (yet), or a read that fails, is left out, never guessed.
 */
export async function readUnlistedOrders({
  local,
  listed,
  getOrder,
}: ReadUnlistedOrdersParameters): Promise<OrderRecord[]> {
  const known = new Set(listed.map((record) => record.orderId.toLowerCase()))
  const unlisted = local
    .filter((stored) => stored.interface !== 'v1' && !known.has(stored.orderId.toLowerCase()))
    .slice(0, UNLISTED_READ_LIMIT)
  const records = await Promise.all(
    unlisted.map((stored) => getOrder(stored.orderId).catch(() => undefined)),
  )
  return records.filter((record): record is OrderRecord => record !== undefined)
}
