import { awaitingDepositState } from '@ferry/order-api'
import type { HistoryEntry } from './mergeOrderHistory.js'

// Deposit-address orders of v1 have 32 hex ids (spec v1: Order object).
const v1DepositAddressId = /^[0-9a-f]{32}$/i

/**
 * An order that waits for a transfer to its deposit address and has none yet: a TRON-source v2
 * order in pending_deposit, or a v1 deposit-address order still `created` with no deposit. Such
 * an order moved no funds, so the user may drop it from the list.
 */
export function isUnfundedDepositAddressOrder(entry: HistoryEntry): boolean {
  const record = entry.record
  if (record)
    return record.state === awaitingDepositState && !!record.depositAddress && !record.deposit
  const order = entry.v1Order
  return (
    order !== undefined &&
    v1DepositAddressId.test(order.id) &&
    order.status === 'created' &&
    !order.transactions.deposit &&
    !order.depositTxHash
  )
}
