import { type BuildRequest, isSameAddress, type OrderClient } from '@ferry/order-api'
import type { Journal } from '../journal.js'

export type FindLostOrderParameters = {
  upstream: OrderClient
  journal: Journal
  request: BuildRequest
}

/**
 * The order a build without an answer may have created: the newest pending order of this
 * depositor for the same trade that this BFF has not journaled (the list is newest first).
 */
export async function findLostOrder({ upstream, journal, request }: FindLostOrderParameters) {
  const page = await upstream.listOrders({
    depositor: request.depositor,
    state: 'pending_deposit',
    limit: 20,
  })
  const known = await Promise.all(page.orders.map((order) => journal.findByOrderId(order.orderId)))
  return page.orders.find(
    (order, index) =>
      !known[index] &&
      order.srcChainId === request.srcToken.chainId &&
      order.dstChainId === request.dstToken.chainId &&
      order.srcAmountSpoke === request.amount &&
      isSameAddress({ chainId: order.srcChainId, a: order.srcToken, b: request.srcToken.token }) &&
      isSameAddress({ chainId: order.dstChainId, a: order.dstToken, b: request.dstToken.token }),
  )
}
