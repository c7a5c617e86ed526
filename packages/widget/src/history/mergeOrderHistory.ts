import { isTerminalOrderState, type OrderRecord, type OrderState } from '@ferry/order-api'
import { isFinalV1OrderStatus, type V1Order, type V1OrderStatus } from '@ferry/order-api/v1'
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
  /** This browser followed the order to a final state (said even while the service is unread). */
  finishedHere?: boolean
  record: OrderRecord | undefined
  /** An order of the v1 service: its status is `v1Status`, never `state`. */
  interface?: 'v1'
  v1Status?: V1OrderStatus | undefined
  v1Order?: V1Order | undefined
}

export type MergeOrderHistoryParameters = {
  local: StoredOrder[]
  /** Orders the BFF lists for the depositor; may carry the `builtAt` extension field. */
  remote: (OrderRecord & { builtAt?: number | null })[]
  /** The depositor's orders the v1 service lists (`GET /api/v1/orders/{address}`). */
  v1Remote?: readonly V1Order[]
}

/**
 * Merges local and listed orders, v2 and v1, by id (case-insensitive), newest first. A v1 order
 * this browser remembers stays in flight until it finished here or the service lists it final.
 */
export function mergeOrderHistory({
  local,
  remote,
  v1Remote = [],
}: MergeOrderHistoryParameters): HistoryEntry[] {
  const entries = new Map<string, HistoryEntry>()
  for (const stored of local)
    entries.set(stored.orderId.toLowerCase(), {
      orderId: stored.orderId,
      srcChainId: stored.srcChainId,
      dstChainId: stored.dstChainId,
      createdAt: stored.createdAt,
      summary: stored.summary,
      state: undefined,
      inFlight: stored.interface === 'v1' ? !stored.finished : true,
      ...(stored.finished ? { finishedHere: true } : {}),
      record: undefined,
      ...(stored.interface === 'v1' ? { interface: 'v1' as const } : {}),
    })
  for (const order of v1Remote) {
    const key = order.id.toLowerCase()
    const known = entries.get(key)
    const created = Date.parse(order.createdAt)
    entries.set(key, {
      orderId: order.id,
      srcChainId: order.fromChainId,
      dstChainId: order.toChainId,
      createdAt: known?.createdAt ?? (Number.isNaN(created) ? undefined : created / 1000),
      summary: known?.summary,
      state: undefined,
      inFlight: !isFinalV1OrderStatus(order.status),
      record: undefined,
      interface: 'v1',
      v1Status: order.status,
      v1Order: order,
    })
  }
  for (const record of remote) {
    const key = record.orderId.toLowerCase()
    const known = entries.get(key)
    entries.set(key, {
      orderId: record.orderId,
      srcChainId: record.srcChainId,
      dstChainId: record.dstChainId,
      createdAt: known?.createdAt ?? record.builtAt ?? undefined,
      summary: known?.summary,
      ...(known?.finishedHere ? { finishedHere: true } : {}),
      state: record.state,
      inFlight: !isTerminalOrderState(record.state),
      record,
    })
  }
  return [...entries.values()].sort((a, b) => (b.createdAt ?? 0) - (a.createdAt ?? 0))
}
