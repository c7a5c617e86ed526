import type { OrderStorage } from '../storage/orderStorage.js'
import type { DepositLedger } from './depositLedger.js'

/**
 * The deposit ledger of v2 plans: the "deposit sent" marks kept beside the remembered orders,
 * keyed by orderId, which also tell a reload which orders to follow again
 * (`OrderStorage.inFlight`). A v2 deposit has no submit, so its hash is not kept: a mark reads
 * as asked, and the deposit is never asked again.
 */
export function orderDepositLedger(
  storage: Pick<OrderStorage, 'claimDeposit' | 'depositClaimed' | 'releaseDeposit'>,
): DepositLedger {
  return {
    read: (orderId) => (storage.depositClaimed(orderId) ? { state: 'asked' } : { state: 'none' }),
    claim: (orderId) => storage.claimDeposit(orderId),
    record: () => {},
    // The order is followed by its id after a reload: the batch's id is not needed.
    recordBatch: () => {},
    release: (orderId) => storage.releaseDeposit(orderId),
  }
}
