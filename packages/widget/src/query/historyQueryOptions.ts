import { isOrderApiError } from '@ferry/order-api'
import type { V1Order } from '@ferry/order-api/v1'
import { queryOptions } from '@tanstack/react-query'
import type { Address } from 'viem'
import { type HistoryEntry, mergeOrderHistory } from '../history/mergeOrderHistory.js'
import type { SessionStore } from '../session/sessionStore.js'
import type { OrderStorage } from '../storage/orderStorage.js'
import { ferryKeys, loadBffClient } from './queries.js'

export type OrderHistory = {
  entries: HistoryEntry[]
  /** Only what this browser remembers is shown. */
  localOnly: boolean
  /** The BFF lists a depositor's orders only to a signed-in session of that address. */
  needsSignIn: boolean
  /** The v1 service's list could not be read: only this browser's v1 orders are shown. */
  v1Unavailable?: boolean
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
  const localOnly = (needsSignIn: boolean, v1Remote?: V1Order[]): OrderHistory => ({
    entries: mergeOrderHistory({
      local: storage.list(depositor!),
      remote: [],
      ...(v1Remote ? { v1Remote } : {}),
    }),
    localOnly: true,
    needsSignIn,
    ...(v1Remote ? {} : { v1Unavailable: true }),
  })
  return queryOptions({
    queryKey: ferryKeys.history(bffUrl, depositor),
    queryFn: async ({ signal, client }): Promise<OrderHistory> => {
      // The v1 service lists a wallet's orders without a sign-in; its code loads only here.
      const v1Listing = import('./listV1History.js')
        .then(({ listV1History }) => listV1History({ client, bffUrl, address: depositor! }))
        .catch(() => undefined)
      const session = sessions.get(depositor!)
      if (!session) return localOnly(true, await v1Listing)
      try {
        const listed = await (await loadBffClient(bffUrl)).listOrders(
          { depositor: depositor! },
          // A cookie page sends its HttpOnly cookie instead (sessionCarrier.ts).
          {
            signal,
            ...(session.authorization ? { headers: { authorization: session.authorization } } : {}),
          },
        )
        const local = storage.list(depositor!)
        const v1Remote = await v1Listing
        return {
          entries: mergeOrderHistory({
            local,
            remote: listed.orders,
            ...(v1Remote ? { v1Remote } : {}),
          }),
          localOnly: false,
          needsSignIn: false,
          ...(v1Remote ? {} : { v1Unavailable: true }),
        }
      } catch (error) {
        const refused = isOrderApiError(error) && (error.status === 401 || error.status === 403)
        if (refused) sessions.clear(depositor!)
        return localOnly(refused, await v1Listing)
      }
    },
    // This browser's own orders show while the full list loads.
    placeholderData: () => (depositor ? localOnly(false, []) : undefined),
    enabled: depositor !== undefined,
    staleTime: 10_000,
  })
}
