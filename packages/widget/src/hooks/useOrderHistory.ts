import { useQuery } from '@tanstack/react-query'
import type { Address } from 'viem'
import { historyQueryOptions, type OrderHistory } from '../query/historyQueryOptions.js'
import type { SessionStore } from '../session/sessionStore.js'
import type { OrderStorage } from '../storage/orderStorage.js'

export type { OrderHistory }

export type UseOrderHistoryParameters = {
  bffUrl: string
  depositor: Address | undefined
  storage: OrderStorage
  sessions: SessionStore
}

/** The depositor's orders, this browser's and the BFF's (`historyQueryOptions`). */
export function useOrderHistory(parameters: UseOrderHistoryParameters) {
  return useQuery(historyQueryOptions(parameters))
}
