import { V1ApiError } from '../errors/V1ApiError.js'
import { V1RequestError } from '../errors/V1RequestError.js'
import {
  type V1Order,
  type V1OrderPage,
  v1OrderPageSchema,
  v1OrderSchema,
  v1OrdersAddressSchema,
  v1OrdersQuerySchema,
} from '../schemas/order.js'
import { checkRequest } from './checkRequest.js'
import type { V1RequestOptions, V1Transport } from './v1Transport.js'

export type V1OrdersParameters = {
  /** The depositing wallet, or the refund address of deposit-address orders. */
  address: string
  fromChainId?: number
  toChainId?: number
  limit?: number
  cursor?: number
  orderIds?: readonly string[]
  txHashSearch?: string
}

/** The v1 client's order reads: pages by address, and one wallet order by id. */
export function v1OrderMethods(transport: V1Transport) {
  const client = {
    /** `GET /v1/orders/{address}`: one page, newest first; `cursor` is absent on the last page. */
    async listOrders(query: V1OrdersParameters, options?: V1RequestOptions): Promise<V1OrderPage> {
      const { address, orderIds, ...rest } = query
      checkRequest(v1OrdersAddressSchema, address, 'orders')
      const wire = {
        ...rest,
        orderIds: orderIds && orderIds.length > 0 ? orderIds.join(',') : undefined,
      }
      checkRequest(v1OrdersQuerySchema, wire, 'orders')
      return transport.json({
        operation: 'orders',
        method: 'GET',
        path: `/v1/orders/${encodeURIComponent(address)}`,
        query: wire,
        schema: v1OrderPageSchema,
        options,
      })
    },

    /** Every page of `GET /v1/orders/{address}` for fixed filters, following `cursor`. */
    async *orderPages(
      query: Omit<V1OrdersParameters, 'cursor'>,
      options?: V1RequestOptions,
    ): AsyncGenerator<V1OrderPage> {
      let cursor: number | undefined
      while (true) {
        const page = await client.listOrders(
          cursor === undefined ? query : { ...query, cursor },
          options,
        )
        yield page
        const next = page.cursor
        // The service caps the cursor at 1000; a cursor that does not move on would loop forever.
        if (
          next === undefined ||
          page.data.length === 0 ||
          next > 1000 ||
          (cursor !== undefined && next <= cursor)
        )
          return
        cursor = next
      }
    },

    /**
     * `GET /v1/orders/by-id/{orderId}`: one wallet order, or `null` when the service answers its
     * plain-text 404. Deposit-address orders are read with `listOrders({ address, orderIds })`.
     */
    async getOrderById(orderId: string, options?: V1RequestOptions): Promise<V1Order | null> {
      if (!/^c[a-z0-9]{24}$/.test(orderId))
        throw new V1RequestError({
          reason: 'invalid_request',
          message: `"${orderId.slice(0, 80)}" is not a wallet order id (c and 24 lowercase letters or digits)`,
        })
      try {
        return await transport.json({
          operation: 'order',
          method: 'GET',
          path: `/v1/orders/by-id/${orderId}`,
          schema: v1OrderSchema,
          options,
        })
      } catch (error) {
        if (V1ApiError.isInstance(error) && error.kind === 'order_not_found') return null
        throw error
      }
    },
  }
  return client
}
