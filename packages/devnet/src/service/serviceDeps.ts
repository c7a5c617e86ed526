import { createPublicClient, createWalletClient, http, type PublicClient } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { BitcoinChain } from '../bitcoin/startBitcoinChain.js'
import type { SpokeClients } from '../chains/spokeClients.js'
import type { DevnetChains } from '../chains/startChains.js'
import type { Lifecycle } from '../lifecycle/createLifecycle.js'
import type { Clock } from '../rules/clock.js'
import type { SolanaChain } from '../solana/startSolanaChain.js'
import type { SolverScenario } from '../store/orderRow.js'
import type { OrderStore } from '../store/orderStore.js'
import type { TronLedger } from '../tron/tronLedger.js'
import type { IntegratorConfig } from './devnetIntegrators.js'
import { createFaultRegistry, type FaultRegistry } from './faults.js'
import { createIntegratorTerms, type IntegratorTerms } from './integratorTerms.js'
import { createRateLimiter } from './rateLimiter.js'
import type { TermsSigner } from './termsSignature.js'
import { createTokenBook, type TokenBook } from './tokenBook.js'

export type ServiceLimits = {
  quotePerIntegrator: number
  quotePerIp: number
  buildPerIntegrator: number
  buildPerIp: number
}

/** The spec's limits (Limits section), per minute. */
export const specLimits: ServiceLimits = {
  quotePerIntegrator: 120,
  quotePerIp: 600,
  buildPerIntegrator: 60,
  buildPerIp: 300,
}

export type CreateServiceDepsParameters = {
  chains: DevnetChains
  /** The devnet's one map of spoke clients (`createSpokeClients`), shared with the lifecycle. */
  spokes: SpokeClients
  store: OrderStore
  clock: Clock
  tron: TronLedger
  /** The devnet's Solana, when it runs one (startDevnet does); v1 routes Solana through it. */
  solana?: SolanaChain | undefined
  /** The devnet's Bitcoin, when it runs one (startDevnet does); v1 routes Bitcoin through it. */
  bitcoin?: BitcoinChain | undefined
  /** The order pipeline, when the caller runs one (startDevnet does). */
  lifecycle?: Lifecycle | undefined
  integrators: IntegratorConfig[]
  signer: TermsSigner
  orderTtlSeconds: number
  quoteTtlSeconds: number
  limits: ServiceLimits
}

/**
 * Everything a route module of the service may use. Each route module takes the `Pick` of it
 * that it needs, so a test can build a route with only those parts.
 */
export type ServiceDeps = Omit<CreateServiceDepsParameters, 'lifecycle'> & {
  lifecycle: Lifecycle | undefined
  faults: FaultRegistry
  /** `on` while the service answers quote and build with the maintenance 503. */
  maintenance: { on: boolean }
  terms: IntegratorTerms
  tokens: TokenBook
  limiter: ReturnType<typeof createRateLimiter>
  /** Scenarios set through `/dev/scenario` for a depositor's next build. */
  scenarios: Map<string, SolverScenario>
  /** The operator on the hub: reads the registry, relays cancels. */
  hub: {
    client: PublicClient
    wallet: ReturnType<typeof createHubWallet>
  }
}

/** What the guarded routes (quote, build) need for their middleware: faults to auth to limits. */
export type GuardedRouteDeps = Pick<
  ServiceDeps,
  'faults' | 'maintenance' | 'integrators' | 'terms' | 'limiter' | 'limits'
>

const createHubWallet = (chains: DevnetChains) =>
  createWalletClient({
    account: privateKeyToAccount(chains.accounts.operator.privateKey),
    transport: http(chains.hub.rpcUrl),
  })

/** Builds the parts the route modules share from what startDevnet hands the service. */
export function createServiceDeps(parameters: CreateServiceDepsParameters): ServiceDeps {
  const { chains, clock } = parameters
  const hubClient = createPublicClient({ transport: http(chains.hub.rpcUrl) })
  return {
    ...parameters,
    lifecycle: parameters.lifecycle,
    faults: createFaultRegistry(),
    maintenance: { on: false },
    terms: createIntegratorTerms({ chains, clock, hubClient }),
    tokens: createTokenBook({ chains }),
    limiter: createRateLimiter(clock.nowMs),
    scenarios: new Map(),
    hub: { client: hubClient, wallet: createHubWallet(chains) },
  }
}
