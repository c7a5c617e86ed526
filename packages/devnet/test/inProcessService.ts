import { Hono } from 'hono'
import { createPublicClient, createWalletClient, http, zeroAddress } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll } from 'vitest'
import type { DevnetChains } from '../src/chains/startChains.js'
import { createClock } from '../src/rules/clock.js'
import { defaultIntegrators } from '../src/service/devnetIntegrators.js'
import { createFaultRegistry } from '../src/service/faults.js'
import type { IntegratorTerms, RegistryTerms } from '../src/service/integratorTerms.js'
import { createRateLimiter } from '../src/service/rateLimiter.js'
import { type ServiceDeps, specLimits } from '../src/service/serviceDeps.js'
import { createTermsSigner } from '../src/service/termsSignature.js'
import { createTokenBook } from '../src/service/tokenBook.js'
import { type OrderRow, pendingOrderFields, type SolverScenario } from '../src/store/orderRow.js'
import { createOrderStore } from '../src/store/orderStore.js'
import { createTronLedger } from '../src/tron/tronLedger.js'
import { TRON_USDT } from '../src/tron/tronUsdt.js'

/**
 * Chains that are never reached: the service's clients connect lazily, so route modules can be
 * built on these to test, in-process, what happens before any chain is read.
 */
const unreachableRpc = 'http://127.0.0.1:9'
const fakeAddress = (n: number) => `0x${n.toString(16).padStart(40, '0')}` as const
const fakeSpoke = (chainId: number, symbols: string[]) => ({
  chainId,
  name: `chain ${chainId}`,
  rpcUrl: unreachableRpc,
  depositContract: fakeAddress(chainId),
  tokens: symbols.map((symbol, index) => ({
    symbol,
    decimals: 6,
    address: fakeAddress(chainId * 100 + index + 1),
  })),
  volatileTokens: [],
})

export const unreachableChains = {
  hub: { chainId: 1337, rpcUrl: unreachableRpc, registry: zeroAddress },
  spokes: [fakeSpoke(1, ['USDC', 'USDT']), fakeSpoke(8453, ['USDC'])],
  accounts: {
    // anvil's first well-known development key: it signs nothing of value.
    operator: { privateKey: '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80' },
    commissionWallet: { address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' },
  },
  relayFeeWei: 0n,
} as unknown as DevnetChains

/** The registry as startDevnet writes it, answered from memory; `setReadable` works as on chain. */
function registryStandIn(): IntegratorTerms {
  let readable = true
  return {
    async of(name) {
      if (!readable) throw new Error('terms unreadable')
      const registry = defaultIntegrators.find((entry) => entry.name === name)?.registry
      if (!registry) return [0, 0, zeroAddress, false, false] satisfies RegistryTerms
      const wallet =
        registry.commissionWallet === 'default'
          ? unreachableChains.accounts.commissionWallet.address
          : zeroAddress
      return [registry.operatorBps, registry.commissionBps, wallet, registry.enabled, true]
    },
    setReadable(on) {
      readable = on
    },
  }
}

/**
 * Every dep of the service without a chain: an in-memory store, the clock, faults, the TRON
 * ledger, the switches, and the registry answered from the default integrators. A test mounts
 * the route modules it needs on them and calls them with `app.request`. Close `store` after.
 */
export async function chainlessDeps(): Promise<ServiceDeps> {
  const clock = createClock()
  const chains = unreachableChains
  return {
    chains,
    store: await createOrderStore(),
    clock,
    tron: createTronLedger({ token: TRON_USDT }),
    lifecycle: undefined,
    integrators: defaultIntegrators,
    signer: createTermsSigner(chains.accounts.operator.privateKey),
    orderTtlSeconds: 3600,
    quoteTtlSeconds: 300,
    limits: specLimits,
    faults: createFaultRegistry(),
    maintenance: { on: false },
    terms: registryStandIn(),
    tokens: createTokenBook({ chains }),
    limiter: createRateLimiter(clock.nowMs),
    scenarios: new Map<string, SolverScenario>(),
    hub: {
      client: createPublicClient({ transport: http(chains.hub.rpcUrl) }),
      wallet: createWalletClient({
        account: privateKeyToAccount(chains.accounts.operator.privateKey),
        transport: http(chains.hub.rpcUrl),
      }),
    },
    spokes: new Map(),
  }
}

/** The address of a token of the unreachable chains. */
export function fakeTokenOf(chainId: number, symbol: string) {
  const spoke = unreachableChains.spokes.find((entry) => entry.chainId === chainId)!
  return spoke.tokens.find((token) => token.symbol === symbol)!.address
}

/**
 * Calls an app in-process and returns status, headers and the parsed body (`key` is the API key,
 * the demo integrator's unless `null`); `apiOf` is the same over HTTP.
 */
export function requestOf(app: Pick<Hono, 'request'>) {
  return async (
    path: string,
    init: { method?: string; body?: unknown; rawBody?: string; key?: string | null } = {},
  ) => {
    const hasBody = init.body !== undefined || init.rawBody !== undefined
    const headers: Record<string, string> = {}
    const key = init.key === undefined ? 'devnet-key-ferry-demo' : init.key
    if (key) headers['x-api-key'] = key
    if (hasBody) headers['content-type'] = 'application/json'
    const response = await app.request(path, {
      method: init.method ?? (hasBody ? 'POST' : 'GET'),
      headers,
      ...(hasBody ? { body: init.rawBody ?? JSON.stringify(init.body) } : {}),
    })
    const text = await response.text()
    let body: unknown = text
    try {
      body = JSON.parse(text)
    } catch {}
    return { status: response.status, headers: response.headers, body: body as any }
  }
}

/** An order as a build stores it, awaiting its deposit; `patch` changes any field. */
export function pendingOrderRow(patch: Partial<OrderRow> = {}): OrderRow {
  const now = Math.floor(Date.now() / 1000)
  return {
    orderId: `0x${'12'.repeat(32)}`,
    integrator: 'ferry-demo',
    srcToken: fakeTokenOf(1, 'USDC'),
    dstToken: fakeTokenOf(8453, 'USDC'),
    srcChainId: 1,
    dstChainId: 8453,
    srcAmountSpoke: '20000000',
    depositor: '0x70997970c51812dc3a010c7d01b50e0d17dc79c8',
    depositAddress: null,
    payoutAddr: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    refundAddr: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    fullFee: '394475',
    intentOutcomeRate: '999500000000000000',
    nonce: '1',
    builtAt: now,
    deadline: now + 3600,
    flatFee: '325000',
    operatorBps: 10,
    commissionBps: 25,
    scenario: { kind: 'full' },
    ...pendingOrderFields(),
    ...patch,
  }
}

/**
 * The test file's chainless service: `mount` adds the route modules it needs (under their
 * prefixes) to one app, built before the file's tests; the store is closed after them.
 */
export function useChainlessService(mount: (app: Hono, deps: ServiceDeps) => Hono) {
  let deps: ServiceDeps | undefined
  let api: ReturnType<typeof requestOf> | undefined
  beforeAll(async () => {
    deps = await chainlessDeps()
    api = requestOf(mount(new Hono(), deps))
  })
  afterAll(async () => {
    await deps?.store.close()
  })
  return {
    /** Calls the app (see requestOf). */
    api: (...call: Parameters<ReturnType<typeof requestOf>>) => api!(...call),
    get deps(): ServiceDeps {
      return deps!
    },
  }
}
