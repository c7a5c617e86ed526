import type { BitcoinChain } from '../bitcoin/startBitcoinChain.js'
import { watchBitcoinDeposits } from '../bitcoin/watchBitcoinDeposits.js'
import { spokeDepositAbi } from '../chains/abis.js'
import type { SpokeClients } from '../chains/spokeClients.js'
import type { Clock } from '../rules/clock.js'
import type { SolanaChain } from '../solana/startSolanaChain.js'
import { watchSolanaDeposits } from '../solana/watchSolanaDeposits.js'
import type { OrderRow } from '../store/orderRow.js'
import type { OrderStore } from '../store/orderStore.js'
import type { TronLedger, TronTransfer } from '../tron/tronLedger.js'

export type CreateDepositWatcherParameters = {
  store: OrderStore
  spokes: SpokeClients
  clock: Clock
  tron: TronLedger
  solana?: SolanaChain | undefined
  bitcoin?: Pick<BitcoinChain, 'runtime'> | undefined
  stepMs: number
  log: (message: string) => void
}

/**
 * Observes deposits: the spoke deposit contracts' `Deposited` events, transfers to TRON
 * deposit addresses, Solana memo transfers and confirmed payments to Bitcoin deposit addresses. A matching deposit moves its order to `deposited`; one after the deadline
 * is kept as stuck. `watch()` reads what arrived since the last call.
 */
export function createDepositWatcher(parameters: CreateDepositWatcherParameters) {
  const { store, spokes, clock, tron, stepMs, log } = parameters
  const tronTransfers: TronTransfer[] = []
  /** The first block of each spoke not read yet, by chain id. */
  const nextBlock = new Map<number, bigint>()
  const unsubscribe = tron.onTransfer((transfer) => tronTransfers.push(transfer))

  async function recordDeposit(row: OrderRow, tx: string) {
    const at = clock.now()
    if (at > row.deadline) {
      // Too late to publish: the funds wait for operator recovery (spec: Build rule 6).
      await store.updateOrder(row.orderId, { deposit: { tx, at }, stuck: true })
      log(`late deposit for ${row.orderId.slice(0, 10)}: stuck`)
      return
    }
    await store.updateOrder(row.orderId, {
      state: 'deposited',
      deposit: { tx, at },
      nextStepAt: clock.nowMs() + stepMs,
    })
  }
  const solana =
    parameters.solana &&
    watchSolanaDeposits({ chain: parameters.solana, store, onDeposit: recordDeposit, log })
  const bitcoin =
    parameters.bitcoin &&
    watchBitcoinDeposits({ chain: parameters.bitcoin, store, onDeposit: recordDeposit, log })

  async function watchEvmDeposits() {
    for (const entry of spokes.values()) {
      const latest = await entry.client.getBlockNumber()
      const fromBlock = nextBlock.get(entry.spoke.chainId) ?? 0n
      if (latest < fromBlock) continue
      const events = await entry.client.getContractEvents({
        address: entry.spoke.depositContract,
        abi: spokeDepositAbi,
        eventName: 'Deposited',
        fromBlock,
        toBlock: latest,
      })
      nextBlock.set(entry.spoke.chainId, latest + 1n)
      for (const event of events) {
        const { orderId, token, amount } = event.args
        if (!orderId || !token || amount === undefined) continue
        // A deposit from another account has another orderId: no order matches it.
        const row = await store.getOrder(orderId)
        if (row?.state !== 'pending_deposit' || row.deposit) continue
        if (row.srcChainId !== entry.spoke.chainId) continue
        if (
          token.toLowerCase() !== row.srcToken.toLowerCase() ||
          String(amount) !== row.srcAmountSpoke
        ) {
          log(`deposit for ${orderId.slice(0, 10)} does not match its order`)
          continue
        }
        await recordDeposit(row, event.transactionHash)
      }
    }
  }

  async function watchTronDeposits() {
    const transfers = tronTransfers.splice(0)
    if (!transfers.length) return
    const pending = await store.findOrdersByState(['pending_deposit'])
    for (const transfer of transfers) {
      const row = pending.find((order) => order.depositAddress === transfer.to && !order.deposit)
      if (!row) continue
      if (String(transfer.amount) !== row.srcAmountSpoke) {
        // Any other amount is refused: it goes back to the sender (spec: Build rule 8).
        tron.transfer({
          from: transfer.to,
          to: transfer.from,
          amount: transfer.amount,
          at: clock.now(),
        })
        log(`bounced ${transfer.amount} sent to ${transfer.to}: expected ${row.srcAmountSpoke}`)
        continue
      }
      await recordDeposit(row, transfer.txId)
    }
  }

  return {
    async watch() {
      await watchEvmDeposits()
      await watchTronDeposits()
      await solana?.watch()
      await bitcoin?.watch()
    },
    /** Stops listening to the TRON ledger and the Solana runtime. */
    stop() {
      unsubscribe()
      solana?.stop()
    },
  }
}
