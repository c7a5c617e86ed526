import type { BitcoinChain } from '../bitcoin/startBitcoinChain.js'
import type { SpokeClients } from '../chains/spokeClients.js'
import type { DevnetChains } from '../chains/startChains.js'
import type { FaultRegistry } from '../service/faults.js'
import type { SolanaChain } from '../solana/startSolanaChain.js'
import type { SolverScenario } from '../store/orderRow.js'
import type { OrderStore } from '../store/orderStore.js'
import type { TronLedger } from '../tron/tronLedger.js'
import type { DepositAddressSweeper } from './build/depositAddressSweeper.js'
import type { V1Catalog } from './catalog/v1Catalog.js'
import type { TradeRouteControls } from './tradeRouteControls.js'
import type { V1QuoteStore } from './v1QuoteStore.js'

/** What the v1 trading routes share: the devnet's chains, engine store, clock and switches. */
export type V1TradingDeps = {
  chains: DevnetChains
  store: OrderStore
  clock: { now(): number; nowMs(): number }
  tron: TronLedger
  /** The devnet's Solana; without it Solana gets no route. */
  solana: SolanaChain | undefined
  /** The devnet's Bitcoin; without it Bitcoin gets no route. */
  bitcoin: BitcoinChain | undefined
  catalog: V1Catalog
  /** Scenarios set through `/dev/scenario` for a depositor's next order. */
  scenarios: Map<string, SolverScenario>
  maintenance: { on: boolean }
  faults: FaultRegistry
  quotes: V1QuoteStore
  controls: TradeRouteControls
  limiter: { allow(entries: { key: string; limit: number }[]): boolean }
  spokes: SpokeClients
  sweeper: DepositAddressSweeper
  /** Seconds from quote to the order's deadline (`validBefore`). */
  orderWindowSeconds: number
}
