import { V1_BITCOIN_CHAIN_ID } from '@ferry/order-api/v1'
import { afterAll, beforeAll, expect, test } from 'vitest'
import type { OrderRow } from '../store/orderRow.js'
import { createOrderStore, type OrderStore } from '../store/orderStore.js'
import { row } from '../v1/test/v1EngineRowFixture.js'
import { bitcoinDepositKeyOf } from './bitcoinDepositKey.js'
import { bitcoinTestWallet } from './bitcoinTestWallet.js'
import { type BitcoinChain, startBitcoinChain } from './startBitcoinChain.js'
import { BITCOIN_DEPOSIT_CONFIRMATIONS, watchBitcoinDeposits } from './watchBitcoinDeposits.js'

let chain: BitcoinChain
let store: OrderStore
beforeAll(async () => {
  // Every block is mined on demand.
  chain = await startBitcoinChain({ blockMs: 3_600_000 })
  store = await createOrderStore()
})
afterAll(async () => {
  await chain.stop()
  await store.close()
})

/** A pending Bitcoin-source order of `amount` sats, with its own deposit address. */
async function pendingBitcoinOrder(orderId: string, amount: bigint, refundAddr: string) {
  const order = row({
    orderId,
    srcChainId: V1_BITCOIN_CHAIN_ID,
    srcAmountSpoke: String(amount),
    depositAddress: bitcoinDepositKeyOf(orderId).address,
    refundAddr,
  })
  await store.insertOrder(order)
  return order
}

function watcher() {
  const deposits: [string, string][] = []
  const watch = watchBitcoinDeposits({
    chain,
    store,
    onDeposit: async (order: OrderRow, txid: string) => {
      deposits.push([order.orderId, txid])
      await store.updateOrder(order.orderId, { state: 'deposited', deposit: { tx: txid, at: 0 } })
    },
    log: () => {},
  })
  return { deposits, watch: () => watch.watch() }
}

test('a deposit counts only once it has its confirmations', async () => {
  const alice = bitcoinTestWallet({ esploraUrl: chain.esploraUrl, wif: chain.accounts[0]!.wif })
  const order = await pendingBitcoinOrder(`0x${'b1'.repeat(32)}`, 250_000n, alice.address)
  const { deposits, watch } = watcher()
  const txid = await alice.transfer({ to: order.depositAddress!, amount: 250_000n })
  await watch()
  expect(deposits).toEqual([])
  for (let block = 1; block < BITCOIN_DEPOSIT_CONFIRMATIONS; block++) {
    chain.runtime.mine()
    await watch()
    expect(deposits).toEqual([])
  }
  chain.runtime.mine()
  expect(chain.runtime.confirmationsOf(txid)).toBe(BITCOIN_DEPOSIT_CONFIRMATIONS)
  await watch()
  await watch()
  expect(deposits).toEqual([[order.orderId, txid]])
  expect((await store.getOrder(order.orderId))?.state).toBe('deposited')
})

test('another amount is sent back to the refund address once confirmed, less the network fee', async () => {
  const bob = bitcoinTestWallet({ esploraUrl: chain.esploraUrl, wif: chain.accounts[1]!.wif })
  const order = await pendingBitcoinOrder(`0x${'b2'.repeat(32)}`, 300_000n, bob.address)
  const { deposits, watch } = watcher()
  const wrong = await bob.transfer({ to: order.depositAddress!, amount: 299_999n })
  chain.runtime.mine(BITCOIN_DEPOSIT_CONFIRMATIONS)
  const before = await bob.balance()
  await watch()
  expect(deposits).toEqual([])
  const bounce = chain.runtime.transaction(chain.runtime.mempool.at(-1)!)!
  expect(bounce.spent.map((output) => `${output.txid}:${output.address}`)).toEqual([
    `${wrong}:${order.depositAddress}`,
  ])
  expect(await bob.balance()).toBe(before + 299_999n - bounce.fee)
  await watch()
  expect(chain.runtime.mempool).toHaveLength(1)
  expect((await store.getOrder(order.orderId))?.state).toBe('pending_deposit')
})
