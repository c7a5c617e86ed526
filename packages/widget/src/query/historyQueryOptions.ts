import { OrderApiError } from '@ferry/order-api'
import { queryOptions } from '@tanstack/react-query'
import type { Address } from 'viem'
import { type HistoryEntry, mergeOrderHistory } from '../history/mergeOrderHistory.js'
import type { SessionStore } from '../session/sessionStore.js'
import type { OrderStorage } from '../storage/orderStorage.js'
import { bffClient, ferryKeys } from './queries.js'

export type OrderHistory = {
  entries: HistoryEntry[]
  /** Only what this browser remembers is shown. */
  localOnly: boolean
  /** The BFF lists a depositor's orders only to a signed-in session of that address. */
  needsSignIn: boolean
}

export type HistoryQueryOptionsParameters = {
  bffUrl: string
  depositor: Address | undefined
  storage: OrderStorage
  sessions: SessionStore
}

/**
 * The depositor's orders: those this browser remembers at once, merged with the BFF's list
 * once the depositor has signed in (Sign-In with Ethereum). A refused token is dropped, so the
 * sign-in is offered again.
 */
export function historyQueryOptions({
  bffUrl,
  depositor,
  storage,
  sessions,
}: HistoryQueryOptionsParameters) {
  const localOnly = (needsSignIn: boolean): OrderHistory => ({
    entries: mergeOrderHistory({ local: storage.list(depositor!), remote: [] }),
    localOnly: true,
    needsSignIn,
  })
  return queryOptions({
    queryKey: ferryKeys.history(bffUrl, depositor),
    queryFn: async ({ signal }): Promise<OrderHistory> => {
      const session = sessions.get(depositor!)
      if (!session) return localOnly(true)
      try {
        const listed = await bffClient(bffUrl).listOrders(
          { depositor: depositor! },
          { signal, headers: { authorization: `Bearer ${session.token}` } },
        )
        const local = storage.list(depositor!)
        return {
          entries: mergeOrderHistory({ local, remote: listed.orders }),
          localOnly: false,
          needsSignIn: false,
        }
      } catch (error) {
        const refused =
          OrderApiError.isInstance(error) && (error.status === 401 || error.status === 403)
        if (refused) sessions.clear(depositor!)
        return localOnly(refused)
      }
    },
    // This browser's own orders show while the full list loads.
    placeholderData: () => (depositor ? localOnly(false) : undefined),
    enabled: depositor !== undefined,
    staleTime: 10_000,
  })
}
