import {
  isFinalV1OrderStatus,
  type V1Order,
  V1RequestError,
  v1DepositAddressOrderIdSchema,
} from '@ferry/order-api/v1'
import { queryOptions } from '@tanstack/react-query'
import { ferryKeys } from '../query/queries.js'
import { retryV1Read, v1Client } from '../query/v1Client.js'

/** The spec's order polling window is 5 to 10 s. */
export const V1_ORDER_POLL_MS = 7_500

/**
 * Reads one v1 order: a wallet order (`c…`) by id, a deposit-address order (32 hex) in its refund
 * address's list (`?orderIds=`), as the spec reads each (spec v1: GET /v1/orders/by-id). `null`
 * when the service does not know it.
 */
export async function readV1Order(parameters: {
  bffUrl: string
  orderId: string
  /** The refund address a deposit-address order is listed under. */
  address?: string | undefined
  signal?: AbortSignal
}): Promise<V1Order | null> {
  const { bffUrl, orderId, address, signal } = parameters
  const client = v1Client(bffUrl)
  const options = signal ? { signal } : undefined
  if (!v1DepositAddressOrderIdSchema.safeParse(orderId).success)
    return client.getOrderById(orderId, options)
  if (address === undefined)
    throw new V1RequestError({
      reason: 'invalid_request',
      message: 'A deposit-address order is read with its refund address',
    })
  const page = await client.listOrders({ address, orderIds: [orderId], limit: 1 }, options)
  return page.data.find((order) => order.id.toLowerCase() === orderId.toLowerCase()) ?? null
}

/**
 * One v1 order (see `readV1Order`), `null` when unknown. Refetched every 7.5 s (the spec's
 * 5–10 s) until filled, refunded or failed; `refund_pending` keeps polling.
 */
export const v1OrderQueryOptions = (
  bffUrl: string,
  orderId: string,
  /** The refund address, for a deposit-address order. */
  address?: string,
) =>
  queryOptions({
    queryKey: ferryKeys.v1.order(bffUrl, orderId),
    queryFn: ({ signal }) => readV1Order({ bffUrl, orderId, address, signal }),
    staleTime: 0,
    refetchInterval: (query) => {
      const order = query.state.data
      if (order === null) return false
      return order && isFinalV1OrderStatus(order.status) ? false : V1_ORDER_POLL_MS
    },
    retry: retryV1Read,
  })
