import type { V1Order, V1OrdersParameters } from '@ferry/order-api/v1'
import { type QueryClient, queryOptions } from '@tanstack/react-query'
import { ferryKeys } from './queries.js'
import { retryV1Read, v1Client } from './v1Client.js'

/** `GET /api/v1/orders/{address}`: one page of a wallet's v1 orders, newest first (history). */
export const v1OrdersQueryOptions = (bffUrl: string, query: V1OrdersParameters | undefined) =>
  queryOptions({
    queryKey: ferryKeys.v1.orders(bffUrl, query),
    queryFn: ({ signal }) => v1Client(bffUrl).listOrders(query as V1OrdersParameters, { signal }),
    enabled: query !== undefined,
    staleTime: 10_000,
    retry: retryV1Read,
  })

/** The v1 orders the history shows: the newest page the service lists (its most is 20). */
export const V1_HISTORY_LIMIT = 20

export type ListV1HistoryParameters = {
  client: QueryClient
  bffUrl: string
  /** The depositing wallet, under which the service lists its orders. */
  address: string
}

/**
 * The depositor's v1 orders, newest first, through the BFF (`v1OrdersQueryOptions`): kept in the
 * shared cache so the history and a tracker opened from it read the same page. Loaded with the
 * history, apart from the form and apart from the v1 trading adapter: reading a wallet's orders
 * trades nothing.
 */
export async function listV1History({
  client,
  bffUrl,
  address,
}: ListV1HistoryParameters): Promise<V1Order[]> {
  // No retry here: the v2 list waits on this one, and the history note says when it failed.
  const page = await client.fetchQuery({
    ...v1OrdersQueryOptions(bffUrl, { address, limit: V1_HISTORY_LIMIT }),
    retry: false,
  })
  return page.data
}
