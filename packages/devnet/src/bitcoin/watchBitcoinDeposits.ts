import { V1_BITCOIN_CHAIN_ID } from '@ferry/order-api/v1'
import type { OrderRow } from '../store/orderRow.js'
import type { OrderStore } from '../store/orderStore.js'
import { bitcoinDepositKeyOf } from './bitcoinDepositKey.js'
import { coinsOf, SERVICE_FEE_RATE } from './payOnBitcoin.js'
import { signBitcoinTransfer } from './signBitcoinTransfer.js'
import type { BitcoinChain } from './startBitcoinChain.js'

/** Blocks a Bitcoin deposit needs before its order moves on (its block and one more). */
export const BITCOIN_DEPOSIT_CONFIRMATIONS = 2
/** What the signer budgets for a one-input spend (two outputs' room), vbytes: a bounce's fee. */
const BOUNCE_VSIZE = 141n
const DUST_SATS = 546n

/**
 * Observes the deposit addresses of pending Bitcoin-source orders: an output paying exactly the
 * order's amount, once it has `BITCOIN_DEPOSIT_CONFIRMATIONS`, is the order's deposit
 * (`onDeposit`); an output of any other amount is sent back to the order's refund address once
 * confirmed, less the network fee, as the TRON deposit addresses bounce a wrong amount.
 * `watch()` looks again (every lifecycle tick), so confirmations are counted as blocks come.
 */
export function watchBitcoinDeposits(parameters: {
  chain: Pick<BitcoinChain, 'runtime'>
  store: OrderStore
  onDeposit: (row: OrderRow, txid: string) => Promise<void>
  log: (message: string) => void
}) {
  const { chain, store, onDeposit, log } = parameters
  const { runtime } = chain
  const handled = new Set<string>()

  async function take(row: OrderRow) {
    const key = bitcoinDepositKeyOf(row.orderId)
    for (const coin of coinsOf(runtime, key)) {
      const outpoint = `${coin.txid}:${coin.vout}`
      if (handled.has(outpoint)) continue
      if ((runtime.confirmationsOf(coin.txid) ?? 0) < BITCOIN_DEPOSIT_CONFIRMATIONS) continue
      handled.add(outpoint)
      if (String(coin.value) === row.srcAmountSpoke) return onDeposit(row, coin.txid)
      const fee = SERVICE_FEE_RATE * BOUNCE_VSIZE
      if (coin.value - fee < DUST_SATS) {
        log(`kept ${coin.value} sat sent to ${key.address}: too little to send back`)
        continue
      }
      const bounce = signBitcoinTransfer({
        coins: [coin],
        to: row.refundAddr,
        amount: coin.value - fee,
        changeAddress: key.address,
        feeRate: SERVICE_FEE_RATE,
      })
      const accepted = runtime.accept(bounce.hex)
      log(
        accepted.ok
          ? `bounced ${coin.value} sat sent for ${row.orderId.slice(0, 10)}: expected ${row.srcAmountSpoke}`
          : `could not bounce ${outpoint}: ${accepted.reason}`,
      )
    }
  }

  return {
    async watch() {
      const pending = await store.findOrdersByState(['pending_deposit'])
      for (const row of pending)
        if (row.srcChainId === V1_BITCOIN_CHAIN_ID && row.depositAddress && !row.deposit)
          await take(row)
    },
  }
}
