import { isAwaitingDepositState, type OrderClient } from '@ferry/order-api'
import type { V1Client, V1Order } from '@ferry/order-api/v1'
import type { HeldOrder } from './createDepositAddressCaps.js'

/**
 * Whether a v1 order still holds its deposit address unfunded: `created`, or on the NativeUTXO
 * route (TRON, Bitcoin) also `deposited`, which there covers a submitted hash not yet confirmed
 * on its chain (spec v1: States), so a made-up hash does not free a hold.
 */
export const isOpenV1Order = (order: V1Order) =>
  order.status === 'created' || (order.status === 'deposited' && order.type === 'liquidity-router')

/** `stillOpen` of the deposit-address caps: reads the held order on the interface that built it. */
export function heldOrderIsOpen(clients: { upstream: OrderClient; v1: V1Client }) {
  return async (held: HeldOrder): Promise<boolean> => {
    if (!held.orderId) return true
    if (held.interface === 'v2')
      return isAwaitingDepositState((await clients.upstream.getOrder(held.orderId)).state)
    if (/^c[a-z0-9]{24}$/.test(held.orderId)) {
      const order = await clients.v1.getOrderById(held.orderId)
      return order ? isOpenV1Order(order) : false
    }
    if (!held.address) return true
    const page = await clients.v1.listOrders({ address: held.address, orderIds: [held.orderId] })
    const order = page.data.find((each) => each.id === held.orderId)
    return order ? isOpenV1Order(order) : true
  }
}
