import { inFlightOrderStates } from '@ferry/order-api'
import type { BitcoinChain } from '../bitcoin/startBitcoinChain.js'
import type { SpokeClients } from '../chains/spokeClients.js'
import type { Clock } from '../rules/clock.js'
import type { SolanaChain } from '../solana/startSolanaChain.js'
import type { OrderStore } from '../store/orderStore.js'
import type { TronLedger } from '../tron/tronLedger.js'
import { createDepositWatcher } from './createDepositWatcher.js'
import { createRelease } from './createRelease.js'
import { createStepOrder } from './createStepOrder.js'

export type CreateLifecycleParameters = {
  store: OrderStore
  /** The devnet's one map of spoke clients: deposits are read and released through it. */
  spokes: SpokeClients
  clock: Clock
  tron: TronLedger
  /** The devnet's Solana, when it runs one (startDevnet does). */
  solana?: SolanaChain | undefined
  /** The devnet's Bitcoin, when it runs one (startDevnet does). */
  bitcoin?: Pick<BitcoinChain, 'runtime' | 'keys'> | undefined
  /** Pace of the simulated pipeline: the time between two steps of an order. */
  stepMs: number
  log?: (message: string) => void
}

/**
 * Moves orders through the eight states: watches the spoke chains (and the simulated TRON
 * ledger) for deposits (`createDepositWatcher`), simulates publication and the solver per the
 * order's scenario, settles on the hub, and delivers with real token transfers
 * (`createStepOrder`, `createRelease`): payouts on the destination chain, refunds on the source
 * chain. Hub-side transactions (publish, settle) are simulated hashes.
 */
export function createLifecycle(parameters: CreateLifecycleParameters) {
  const { store, spokes, clock, tron, solana, bitcoin, stepMs } = parameters
  const log = parameters.log ?? (() => {})
  const deposits = createDepositWatcher({
    store,
    spokes,
    clock,
    tron,
    solana,
    bitcoin,
    stepMs,
    log,
  })
  const release = createRelease({ spokes, tron, solana, bitcoin, clock })
  const stepOrder = createStepOrder({ store, clock, tron, release, stepMs })

  let running: Promise<void> | undefined
  /** One pass: new deposits, then one step for every order whose time has come. */
  async function tick() {
    if (running) return running
    running = (async () => {
      try {
        await deposits.watch()
        const now = clock.nowMs()
        for (const row of await store.findOrdersByState([...inFlightOrderStates])) {
          if (row.stuck || row.nextStepAt > now) continue
          await stepOrder(row)
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
      deposits.stop()
      await running
    },
  }
}
export type Lifecycle = ReturnType<typeof createLifecycle>
