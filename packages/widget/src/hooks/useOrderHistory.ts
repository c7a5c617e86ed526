import { useQuery } from '@tanstack/react-query'
import type { Address } from 'viem'
import { type HistoryEntry, mergeOrderHistory } from '../history/mergeOrderHistory.js'
import { bffClient, ferryKeys } from '../query/queries.js'
import type { OrderStorage } from '../storage/orderStorage.js'

export type UseOrderHistoryParameters = {
  bffUrl: string
  depositor: Address | undefined
  storage: OrderStorage
}

export type OrderHistory = {
  entries: HistoryEntry[]
  /** The BFF's list could not be read: only what this browser remembers is shown. */
  localOnly: boolean
}

/** The depositor's orders: remembered in this browser, merged with the BFF's list by depositor. */
export function useOrderHistory({ bffUrl, depositor, storage }: UseOrderHistoryParameters) {
  return useQuery({
    queryKey: ferryKeys.history(bffUrl, depositor),
    queryFn: async ({ signal }): Promise<OrderHistory> => {
      const local = storage.list(depositor!)
      try {
        const listed = await bffClient(bffUrl).listOrders({ depositor: depositor! }, { signal })
        return { entries: mergeOrderHistory({ local, remote: listed.orders }), localOnly: false }
      } catch {
        return { entries: mergeOrderHistory({ local, remote: [] }), localOnly: true }
      }
    },
    enabled: depositor !== undefined,
    staleTime: 10_000,
  })
}
