import type { V1Order } from '@ferry/order-api/v1'
import type { QueryClient } from '@tanstack/react-query'
import { v1OrdersQueryOptions } from './v1Queries.js'

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
 * history, apart from the form (DESIGN: v1 in Ferry).
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
