import {
  applyBps,
  checksumEvmAddress,
  inFlightOrderStates,
  splitFees,
  TRON_CHAIN_ID,
} from '@ferry/order-api'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  type Hex,
  http,
  keccak256,
  toHex,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { spokeDepositAbi } from '../chains/abis.js'
import type { DevnetChains } from '../chains/startChains.js'
import type { Clock } from '../rules/clock.js'
import { outcomeOf } from '../rules/pricing.js'
import type { OrderRow } from '../store/orderRow.js'
import type { OrderStore } from '../store/orderStore.js'
import type { TronLedger, TronTransfer } from '../tron/tronLedger.js'

export type CreateLifecycleParameters = {
  store: OrderStore
  chains: DevnetChains
  clock: Clock
  tron: TronLedger
  /** Pace of the simulated pipeline: the time between two steps of an order. */
  stepMs: number
  log?: (message: string) => void
}

/**
 * Moves orders through the eight states: watches the spoke chains (and the simulated TRON
 * ledger) for deposits, simulates publication and the solver per the order's scenario, settles
 * on the hub, and delivers with real token transfers: payouts on the destination chain, refunds
 * on the source chain. Hub-side transactions (publish, settle) are simulated hashes.
 */
export function createLifecycle(parameters: CreateLifecycleParameters) {
  const { store, chains, clock, tron, stepMs } = parameters
  const log = parameters.log ?? (() => {})
  const operator = privateKeyToAccount(chains.accounts.operator.privateKey)
  const spokes = new Map(
    chains.spokes.map((spoke) => {
      const transport = http(spoke.rpcUrl)
      return [
        spoke.chainId,
        {
          spoke,
          client: createPublicClient({ transport, pollingInterval: 50 }),
          wallet: createWalletClient({ account: operator, transport }),
          nextBlock: 0n,
        },
      ]
    }),
  )
  const tronTransfers: TronTransfer[] = []
  const unsubscribe = tron.onTransfer((transfer) => tronTransfers.push(transfer))
  const hubHash = (orderId: string, step: string) => keccak256(toHex(`${orderId}|${step}`))

  const observe = (row: OrderRow, intentState: string, observedTx: string) => ({
    traces: {
      ...row.traces,
      chainObservations: [
        ...row.traces.chainObservations,
        {
          seq: row.traces.chainObservations.length + 1,
          intentId: row.traces.rootIntentId ?? hubHash(row.orderId, 'intent'),
          intentState,
          observedTx,
          at: clock.now(),
        },
      ],
    },
  })

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

  async function watchEvmDeposits() {
    for (const entry of spokes.values()) {
      const latest = await entry.client.getBlockNumber()
      if (latest < entry.nextBlock) continue
      const events = await entry.client.getContractEvents({
        address: entry.spoke.depositContract,
        abi: spokeDepositAbi,
        eventName: 'Deposited',
        fromBlock: entry.nextBlock,
        toBlock: latest,
      })
      entry.nextBlock = latest + 1n
      for (const event of events) {
        const { orderId, token, amount } = event.args
        if (!orderId || !token || amount === undefined) continue
        // A deposit from another account has another orderId: no order matches it.
        const row = await store.getOrder(orderId)
        if (!row || row.state !== 'pending_deposit' || row.deposit) continue
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

  async function release(
    chainId: number,
    token: string,
    to: string,
    amount: bigint,
    row: OrderRow,
    isRefund: boolean,
  ) {
    if (chainId === TRON_CHAIN_ID) {
      if (isRefund && row.depositAddress)
        return tron.transfer({ from: row.depositAddress, to, amount, at: clock.now() }).txId
      tron.credit(to, amount)
      return hubHash(row.orderId, isRefund ? 'tron-refund' : 'tron-payout')
    }
    const entry = spokes.get(chainId)!
    const hash = await entry.wallet.writeContract({
      address: entry.spoke.depositContract,
      abi: spokeDepositAbi,
      functionName: 'release',
      args: [row.orderId as Hex, token as Address, checksumEvmAddress(to), amount, isRefund],
      chain: null,
    })
    const receipt = await entry.client.waitForTransactionReceipt({ hash })
    if (receipt.status !== 'success') throw new Error(`release reverted on ${chainId}`)
    return hash
  }

  /** What the order pays out and refunds for the share filled (spec: Partial fills). */
  function settlement(row: OrderRow) {
    const amount = BigInt(row.srcAmountSpoke)
    const flatFee = BigInt(row.flatFee)
    const remainder = amount - flatFee
    const filled = applyBps({ amount: remainder, bps: row.filledBps })
    // The filled part pays its percentage fees and the flat fee is kept; the unfilled part of
    // the remainder goes back whole.
    const { serviceFee, commission, published } = splitFees({
      amount: filled,
      flatFee: 0n,
      operatorBps: row.operatorBps,
      commissionBps: row.commissionBps,
    })
    const payout = outcomeOf(published, BigInt(row.intentOutcomeRate))
    return { payout, refund: remainder - filled, accruedFee: flatFee + serviceFee + commission }
  }

  async function step(row: OrderRow) {
    const next = (patch: Partial<OrderRow>) =>
      store.updateOrder(row.orderId, { ...patch, nextStepAt: clock.nowMs() + stepMs })
    const expired = clock.now() > row.deadline
    switch (row.state) {
      case 'deposited': {
        const rootIntentId = hubHash(row.orderId, 'intent')
        const tx = hubHash(row.orderId, 'publish')
        const published = { ...row, traces: { ...row.traces, rootIntentId } }
        const { traces } = observe(published, 'Published', tx)
        return next({ state: 'published', traces: { ...traces, publish: { tx, at: clock.now() } } })
      }
      case 'published': {
        const { scenario } = row
        if (row.cancelRequested)
          return next({
            state: 'terminal_chain',
            ...observe(row, 'Cancelled', hubHash(row.orderId, 'cancel')),
          })
        if (
          scenario.kind === 'full' ||
          scenario.kind === 'delivery_failure' ||
          scenario.kind === 'stalled_delivery'
        )
          return next({
            state: 'terminal_chain',
            filledBps: 10_000,
            ...observe(row, 'Filled', hubHash(row.orderId, 'fill')),
          })
        if (scenario.kind === 'partial')
          return next({
            state: 'partially_filled',
            filledBps: scenario.fillRatioBps,
            ...observe(row, 'PartiallyFilled', hubHash(row.orderId, 'partial-fill')),
          })
        // No fill, or a slow one: the order waits for a cancel or its deadline.
        if (expired)
          return next({
            state: 'terminal_chain',
            ...observe(row, 'Expired', hubHash(row.orderId, 'expire')),
          })
        return
      }
      case 'partially_filled':
        return next({
          state: 'terminal_chain',
          ...observe(row, 'Closed', hubHash(row.orderId, 'close')),
        })
      case 'terminal_chain': {
        const { payout, refund, accruedFee } = settlement(row)
        const tx = hubHash(row.orderId, 'withdraw')
        return next({
          state: 'withdrawn_on_hub',
          traces: {
            ...observe(row, 'Withdrawn', tx).traces,
            withdraw: {
              tx,
              settledOutcome: String(payout),
              refundSource: String(refund),
              accruedFee: String(accruedFee),
              at: clock.now(),
            },
          },
        })
      }
      case 'withdrawn_on_hub': {
        // Settled but never recorded as delivered: what the health bucket `undelivered` counts.
        if (row.scenario.kind === 'stalled_delivery') return
        const { payout, refund } = settlement(row)
        if (row.scenario.kind === 'delivery_failure')
          return next({
            state: 'delivery_failed',
            deliveryFailed: {
              leg: 'payout',
              reason: 'The payout transfer to the recipient reverted on the destination chain',
              chainId: row.dstChainId,
              recipient: row.payoutAddr,
              amount: String(payout),
            },
          })
        const payoutTx =
          payout > 0n
            ? await release(row.dstChainId, row.dstToken, row.payoutAddr, payout, row, false)
            : undefined
        const refundTx =
          refund > 0n
            ? await release(row.srcChainId, row.srcToken, row.refundAddr, refund, row, true)
            : undefined
        if (row.depositAddress) tron.releaseDepositAddress(row.depositAddress)
        return next({
          state: 'delivered',
          deliver: {
            payout: payoutTx ? { tx: payoutTx, amount: String(payout) } : null,
            refund: refundTx ? { tx: refundTx, amount: String(refund) } : null,
            at: clock.now(),
          },
        })
      }
    }
  }

  let running: Promise<void> | undefined
  /** One pass: new deposits, then one step for every order whose time has come. */
  async function tick() {
    if (running) return running
    running = (async () => {
      try {
        await watchEvmDeposits()
        await watchTronDeposits()
        const now = clock.nowMs()
        for (const row of await store.findOrdersByState([...inFlightOrderStates])) {
          if (row.stuck || row.nextStepAt > now) continue
          await step(row)
        }
      } catch (error) {
        log(`lifecycle tick failed: ${(error as Error).message}`)
      }
    })()
    try {
      await running
    } finally {
      running = undefined
    }
  }

  let timer: ReturnType<typeof setInterval> | undefined
  return {
    tick,
    start() {
      timer ??= setInterval(() => void tick(), Math.max(50, Math.min(stepMs, 500)))
    },
    async stop() {
      clearInterval(timer)
      timer = undefined
      unsubscribe()
      await running
    },
  }
}
export type Lifecycle = ReturnType<typeof createLifecycle>
