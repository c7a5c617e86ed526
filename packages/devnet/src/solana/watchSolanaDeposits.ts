import { V1_SOLANA_CHAIN_ID } from '@ferry/order-api/v1'
import type { OrderRow } from '../store/orderRow.js'
import type { OrderStore } from '../store/orderStore.js'
import type { SolanaTransactionRecord } from './createSolanaRuntime.js'
import { payOnSolana } from './payOnSolana.js'
import { readSolanaDeposit } from './readSolanaDeposit.js'
import { isSameSolanaAsset, solanaAssetOf } from './solanaAssets.js'
import type { SolanaChain } from './startSolanaChain.js'

const engineOrderIdPattern = /^0x[0-9a-fA-F]{64}$/

/**
 * Observes deposits into the service's Solana deposit account: a transfer whose memo names a
 * pending Solana order and that pays exactly its asset and amount is that order's deposit
 * (`onDeposit`); one that names a Solana order but pays anything else, or comes after its
 * deposit, goes back to its sender, as the TRON deposit addresses bounce a wrong amount. `watch()` reads what arrived since the last call.
 */
export function watchSolanaDeposits(parameters: {
  chain: SolanaChain
  store: OrderStore
  onDeposit: (row: OrderRow, signature: string) => Promise<void>
  log: (message: string) => void
}) {
  const { chain, store, onDeposit, log } = parameters
  const arrived: SolanaTransactionRecord[] = []
  const unsubscribe = chain.runtime.onTransaction((record) => arrived.push(record))

  async function take(record: SolanaTransactionRecord) {
    const deposit = readSolanaDeposit({ record, ...chain })
    if (!deposit?.memo || !engineOrderIdPattern.test(deposit.memo)) return
    const row = await store.getOrder(deposit.memo)
    if (row?.srcChainId !== V1_SOLANA_CHAIN_ID) return
    const expected = solanaAssetOf({ chain, token: row.srcToken })
    if (
      row.state === 'pending_deposit' &&
      !row.deposit &&
      expected &&
      isSameSolanaAsset(expected, deposit.asset) &&
      String(deposit.amount) === row.srcAmountSpoke
    )
      return onDeposit(row, deposit.signature)
    // Another asset or amount, or a second deposit for an order that has one: it goes back.
    await payOnSolana({
      chain,
      to: deposit.sender,
      asset: deposit.asset,
      amount: deposit.amount,
      memo: `${row.orderId} bounce ${deposit.signature.slice(0, 16)}`,
    })
    log(
      `bounced ${deposit.amount} sent for ${row.orderId.slice(0, 10)}: expected ${row.srcAmountSpoke}`,
    )
  }

  return {
    async watch() {
      for (const record of arrived.splice(0)) await take(record)
    },
    stop: unsubscribe,
  }
}
