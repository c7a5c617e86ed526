import { isOrderApiError, type OrderRecord } from '@ferry/order-api'
import type { V1Order } from '@ferry/order-api/v1'
import { queryOptions } from '@tanstack/react-query'
import type { Address } from 'viem'
import { dismissedOrderIds } from '../history/dismissedOrders.js'
import { type HistoryEntry, mergeOrderHistory } from '../history/mergeOrderHistory.js'
import { readUnlistedOrders } from '../history/readUnlistedOrders.js'
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
 * once the depositor has signed in (Sign-In with Ethereum), and the remembered orders no list
 * answered for read by id. A refused token is dropped, so the sign-in is offered again.
 */
export function historyQueryOptions({
  bffUrl,
  depositor,
  storage,
  sessions,
}: HistoryQueryOptionsParameters) {
  // Orders the user dropped from the list stay out of it, whoever lists them.
  const visible = (entries: HistoryEntry[]) => {
    const dismissed = dismissedOrderIds({ storage, depositor: depositor! })
    return entries.filter((entry) => !dismissed.has(entry.orderId.toLowerCase()))
  }
  const localOnly = (needsSignIn: boolean, v1Remote?: V1Order[]): OrderHistory => ({
    entries: visible(
      mergeOrderHistory({
        local: storage.list(depositor!),
        remote: [],
        ...(v1Remote ? { v1Remote } : {}),
      }),
    ),
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
      const bff = loadBffClient(bffUrl)
      const local = storage.list(depositor!)
      const session = sessions.get(depositor!)
      let listed: OrderRecord[] | undefined
      let refused = session === undefined
      if (session)
        try {
          listed = (
            await (
              await bff
            ).listOrders(
              { depositor: depositor! },
              // A cookie page sends its HttpOnly cookie instead (sessionCarrier.ts).
              {
                signal,
                ...(session.authorization
                  ? { headers: { authorization: session.authorization } }
                  : {}),
              },
            )
          ).orders
        } catch (error) {
          refused = isOrderApiError(error) && (error.status === 401 || error.status === 403)
          if (refused) sessions.clear(depositor!)
        }
      // Orders no list answered for are read one by one, publicly: states and amounts show
      // without a sign-in (spec v2: GET /v2/orders/{orderId}).
      const read = await readUnlistedOrders({
        local,
        listed: listed ?? [],
        getOrder: async (orderId) => (await bff).getOrder(orderId, { signal }),
      })
      const v1Remote = await v1Listing
      return {
        entries: visible(
          mergeOrderHistory({
            local,
            remote: [...(listed ?? []), ...read],
            ...(v1Remote ? { v1Remote } : {}),
          }),
        ),
        localOnly: listed === undefined,
        needsSignIn: listed === undefined && refused,
        ...(v1Remote ? {} : { v1Unavailable: true }),
      }
    },
    // This browser's own orders show while the full list loads.
    placeholderData: () => (depositor ? localOnly(false, []) : undefined),
    enabled: depositor !== undefined,
    staleTime: 10_000,
  })
}
