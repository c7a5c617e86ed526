import { Hono } from 'hono'
import type { BitcoinChain } from '../bitcoin/startBitcoinChain.js'
import type { SpokeClients } from '../chains/spokeClients.js'
import type { DevnetChains } from '../chains/startChains.js'
import { v1DevRoutes } from '../routes/dev/v1.js'
import { depositBuildRoutes } from '../routes/v1/depositBuild.js'
import { depositSubmitRoutes } from '../routes/v1/depositSubmit.js'
import { v1OrdersRoutes } from '../routes/v1/orders.js'
import { quotesRoutes } from '../routes/v1/quotes.js'
import type { FaultRegistry } from '../service/faults.js'
import type { SolanaChain } from '../solana/startSolanaChain.js'
import type { SolverScenario } from '../store/orderRow.js'
import type { OrderStore } from '../store/orderStore.js'
import type { TronLedger } from '../tron/tronLedger.js'
import { TRON_USDT } from '../tron/tronUsdt.js'
import { createDepositAddressSweeper } from './build/depositAddressSweeper.js'
import { createV1Catalog } from './catalog/v1Catalog.js'
import { createTradeRouteControls } from './tradeRouteControls.js'
import { createV1QuoteStore } from './v1QuoteStore.js'
import type { V1TradingDeps } from './v1TradingDeps.js'

export type CreateV1TradingRoutesParameters = {
  chains: DevnetChains
  /** The devnet's one map of spoke clients. */
  spokes: SpokeClients
  store: OrderStore
  clock: { now(): number; nowMs(): number }
  tron: TronLedger
  solana?: SolanaChain | undefined
  bitcoin?: BitcoinChain | undefined
  scenarios: Map<string, SolverScenario>
  maintenance: { on: boolean }
  /** Faults injected through `/dev/faults` (`v1-build`, `v1-submit`). */
  faults: FaultRegistry
  limiter: V1TradingDeps['limiter']
  /** Seconds from quote to an order's deadline. Default 1800. */
  orderWindowSeconds?: number
  log?: (message: string) => void
}

/**
 * The v1 trading routes of the stand-in: quotes (JSON or NDJSON stream), deposit plans, submit
 * and orders, as views of the same lifecycle engine as v2. Mount `routes` under `/v1` and `dev`
 * under `/dev/v1`.
 */
export function createV1TradingRoutes(parameters: CreateV1TradingRoutesParameters) {
  const controls = createTradeRouteControls()
  const sweeper = createDepositAddressSweeper({
    deps: { spokes: parameters.spokes, chains: parameters.chains },
    ...(parameters.log ? { log: parameters.log } : {}),
  })
  const deps: V1TradingDeps = {
    ...parameters,
    solana: parameters.solana,
    bitcoin: parameters.bitcoin,
    catalog: createV1Catalog({
      chains: parameters.chains,
      tronUsdt: TRON_USDT,
      solanaUsdc: parameters.solana?.usdc.mint,
      bitcoin: parameters.bitcoin !== undefined,
    }),
    spokes: parameters.spokes,
    controls,
    sweeper,
    quotes: createV1QuoteStore({ now: parameters.clock.now }),
    orderWindowSeconds: parameters.orderWindowSeconds ?? 1800,
  }
  const routes = new Hono()
  routes.route('/', quotesRoutes(deps))
  routes.route('/', depositBuildRoutes(deps))
  routes.route('/', depositSubmitRoutes(deps))
  routes.route('/', v1OrdersRoutes(deps))
  return {
    routes,
    dev: v1DevRoutes(controls),
    controls,
  }
}
export type V1TradingRoutes = ReturnType<typeof createV1TradingRoutes>
