import { isTerminalOrderState, type OrderRecord, type OrderState } from '@ferry/order-api'
import type { StoredOrder } from '../storage/orderStorage.js'

/** One row of the history: what this browser remembers, completed by the service's record. */
export type HistoryEntry = {
  orderId: string
  srcChainId: number
  dstChainId: number
  /** When known: build time from this browser or the BFF (`builtAt`), in Unix seconds. */
  createdAt: number | undefined
  summary: string | undefined
  state: OrderState | undefined
  /** Not yet in a final state (or unknown to the service so far): tracking resumes on reload. */
  inFlight: boolean
  record: OrderRecord | undefined
}

export type MergeOrderHistoryParameters = {
  local: StoredOrder[]
  /** Orders the BFF lists for the depositor; may carry the `builtAt` extension field. */
  remote: (OrderRecord & { builtAt?: number | null })[]
}

/** Merges local and listed orders by id (case-insensitive), newest first. */
export function mergeOrderHistory({ local, remote }: MergeOrderHistoryParameters): HistoryEntry[] {
  const entries = new Map<string, HistoryEntry>()
  for (const stored of local)
    entries.set(stored.orderId.toLowerCase(), {
      orderId: stored.orderId,
      srcChainId: stored.srcChainId,
      dstChainId: stored.dstChainId,
      createdAt: stored.createdAt,
      summary: stored.summary,
      state: undefined,
      inFlight: true,
      record: undefined,
    })
  for (const record of remote) {
    const key = record.orderId.toLowerCase()
    const known = entries.get(key)
    entries.set(key, {
      orderId: record.orderId,
      srcChainId: record.srcChainId,
      dstChainId: record.dstChainId,
      createdAt: known?.createdAt ?? record.builtAt ?? undefined,
      summary: known?.summary,
      state: record.state,
      inFlight: !isTerminalOrderState(record.state),
      record,
    })
  }
  return [...entries.values()].sort((a, b) => (b.createdAt ?? 0) - (a.createdAt ?? 0))
}
