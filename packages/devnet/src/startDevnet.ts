import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { TRON_CHAIN_ID } from '@ferry/order-api'
import { type ServerType, serve } from '@hono/node-server'
import { createPublicClient, createWalletClient, type Hex, http, zeroAddress } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { type BitcoinChain, startBitcoinChain } from './bitcoin/startBitcoinChain.js'
import { integratorRegistryAbi } from './chains/abis.js'
import type { DevnetAccount } from './chains/devnetAccounts.js'
import { createSpokeClients } from './chains/spokeClients.js'
import {
  cancelDomainName,
  cancelDomainVersion,
  type DevnetChains,
  type HubChain,
  type SpokeChain,
  startChains,
  type VolatileDevnetToken,
} from './chains/startChains.js'
import { createServiceApp } from './createServiceApp.js'
import { createLifecycle } from './lifecycle/createLifecycle.js'
import { createClock } from './rules/clock.js'
import {
  defaultIntegrators,
  type IntegratorConfig,
  integratorIdOf,
} from './service/devnetIntegrators.js'
import { type ServiceLimits, specLimits } from './service/serviceDeps.js'
import { createTermsSigner } from './service/termsSignature.js'
import { type SolanaChain, startSolanaChain } from './solana/startSolanaChain.js'
import { createOrderStore } from './store/orderStore.js'
import { startTronNode, type TronNodeServer } from './tron/startTronNode.js'
import { tronAccountFor } from './tron/tronKeys.js'
import { createTronLedger, tronAddressFor } from './tron/tronLedger.js'
import { SUN } from './tron/tronNode.js'
import { TRON_USDT } from './tron/tronUsdt.js'
import { NATIVE_TOKEN_ADDRESS } from './v1/catalog/nativeToken.js'

export type StartDevnetOptions = {
  /** Port of the service; 0 (default) picks a free one. */
  port?: number
  /** `'auto'` (default) or the first of six consecutive chain ports. */
  chainPorts?: 'auto' | number
  /** Keep chains and orders here across restarts; in memory when absent. */
  dataDir?: string
  /** Pace of the simulated pipeline, ms per step. Default 1500. */
  stepMs?: number
  /** Seconds from build to an order's deadline. Default 3600. */
  orderTtlSeconds?: number
  /** Seconds a quote's terms stay valid. Default 300, as the spec says. */
  quoteTtlSeconds?: number
  /** Port of the Solana JSON-RPC; 0 (default) picks a free one (`pnpm devnet`: 8899). */
  solanaPort?: number
  /** Port of the Bitcoin Esplora API; 0 (default) picks a free one (`pnpm devnet`: 3002). */
  bitcoinPort?: number
  /** Port of the TRON node's TronGrid API; 0 (default) picks a free one (`pnpm devnet`: 8090). */
  tronPort?: number
  /** Time between two Bitcoin blocks, ms. Default 10,000; tests that mine on demand raise it. */
  bitcoinBlockMs?: number
  limits?: Partial<ServiceLimits>
  integrators?: IntegratorConfig[]
  log?: (message: string) => void
}

export type Devnet = {
  serviceUrl: string
  hub: HubChain
  chains: SpokeChain[]
  tron: {
    chainId: typeof TRON_CHAIN_ID
    simulated: true
    tokens: { symbol: string; address: string; decimals: number }[]
    /** The node's TronGrid-shaped HTTP API (tronweb's `fullHost`). */
    fullHost: string
    /** Activated TRON accounts holding USDT and TRX, with their keys; one never activated. */
    accounts: { label: string; address: string; privateKey: string }[]
    inactiveAddress: string
  }
  /**
   * The sandbox Solana (litesvm in process) and its JSON-RPC (README: Solana); `runtime` for
   * tests that act on the chain (move slots on, read history).
   */
  solana: Omit<SolanaChain, 'stop' | 'keys'>
  /**
   * The sandbox Bitcoin (a UTXO chain in process) and its Esplora API (README: Bitcoin);
   * `runtime` for tests that mine blocks or read confirmations.
   */
  bitcoin: Omit<BitcoinChain, 'stop' | 'keys'>
  integrators: { name: string; apiKey: string; integratorId: Hex }[]
  accounts: DevnetAccount[]
  cancelDomain: { name: string; version: string; chainId: number; verifyingContract: Hex }
  /** The raw chain handles, for tests that act on chain. */
  chainHandles: DevnetChains
  /** The deprecated v1 API, served by the same app without a key (README: v1). */
  v1: {
    /** `${serviceUrl}/v1` */
    url: string
    /** The address v1 gives each chain's native token. */
    nativeToken: typeof NATIVE_TOKEN_ADDRESS
    /** The volatile ERC-20 of each anvil spoke, with its price feed. */
    volatileTokens: (VolatileDevnetToken & { chainId: number })[]
  }
  stop(): Promise<void>
}

async function registerIntegrators(chains: DevnetChains, integrators: IntegratorConfig[]) {
  const account = privateKeyToAccount(chains.accounts.operator.privateKey)
  const transport = http(chains.hub.rpcUrl)
  const wallet = createWalletClient({ account, transport })
  const client = createPublicClient({ transport, pollingInterval: 20 })
  for (const integrator of integrators) {
    if (!integrator.registry) continue
    const { operatorBps, commissionBps, commissionWallet, enabled } = integrator.registry
    const hash = await wallet.writeContract({
      address: chains.hub.registry,
      abi: integratorRegistryAbi,
      functionName: 'setIntegrator',
      args: [
        integratorIdOf(integrator.name),
        operatorBps,
        commissionBps,
        commissionWallet === 'default' ? chains.accounts.commissionWallet.address : zeroAddress,
        enabled,
      ],
      chain: null,
    })
    await client.waitForTransactionReceipt({ hash })
  }
}

/**
 * Starts the whole devnet: the chains with their contracts, the integrator registry, the
 * simulated TRON ledger, the Order Service stand-in and its order lifecycle.
 */
export async function startDevnet(options: StartDevnetOptions = {}): Promise<Devnet> {
  const log = options.log ?? (() => {})
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true })
  const chains = await startChains({
    ports: options.chainPorts ?? 'auto',
    ...(options.dataDir ? { stateDir: join(options.dataDir, 'chains') } : {}),
  })
  const integrators = options.integrators ?? defaultIntegrators
  let solana: SolanaChain | undefined
  let bitcoin: BitcoinChain | undefined
  let tronNode: TronNodeServer | undefined
  try {
    await registerIntegrators(chains, integrators)
    const store = await createOrderStore(
      options.dataDir ? { dataDir: join(options.dataDir, 'orders') } : {},
    )
    const clock = createClock()
    solana = await startSolanaChain({ port: options.solanaPort ?? 0, now: clock.now })
    bitcoin = await startBitcoinChain({
      port: options.bitcoinPort ?? 0,
      now: clock.now,
      ...(options.bitcoinBlockMs ? { blockMs: options.bitcoinBlockMs } : {}),
    })
    const tron = createTronLedger({ token: TRON_USDT })
    const tronAccounts = [1, 2, 3].map((n) => {
      const { address, privateKey } = tronAccountFor(`tron-user-${n}`)
      return { label: `tron user ${n}`, address, privateKey }
    })
    for (const account of tronAccounts) {
      tron.credit(account.address, 1_000_000_000_000n)
      tron.moveTrx(account.address, 10_000n * SUN)
    }
    tronNode = await startTronNode({
      ledger: tron,
      port: options.tronPort ?? 0,
      nowMs: clock.nowMs,
    })
    const spokes = createSpokeClients({ chains })
    const lifecycle = createLifecycle({
      store,
      spokes,
      clock,
      tron,
      solana,
      bitcoin,
      stepMs: options.stepMs ?? 1500,
      log,
    })
    const service = createServiceApp({
      chains,
      spokes,
      store,
      clock,
      tron,
      solana,
      bitcoin,
      lifecycle,
      integrators,
      signer: createTermsSigner(chains.accounts.operator.privateKey),
      orderTtlSeconds: options.orderTtlSeconds ?? 3600,
      quoteTtlSeconds: options.quoteTtlSeconds ?? 300,
      limits: { ...specLimits, ...options.limits },
    })
    lifecycle.start()
    const server = await new Promise<ServerType & { address(): unknown }>((resolve) => {
      const instance = serve(
        { fetch: service.app.fetch, port: options.port ?? 0, hostname: '127.0.0.1' },
        () => resolve(instance as never),
      )
    })
    const address = server.address() as { port: number }
    const serviceUrl = `http://127.0.0.1:${address.port}`
    return {
      serviceUrl,
      hub: chains.hub,
      chains: chains.spokes,
      tron: {
        chainId: TRON_CHAIN_ID,
        simulated: true,
        fullHost: tronNode.fullHost,
        tokens: [{ symbol: 'USDT', address: TRON_USDT, decimals: 6 }],
        accounts: tronAccounts,
        inactiveAddress: tronAddressFor('tron-never-activated'),
      },
      solana: {
        chainId: solana.chainId,
        rpcUrl: solana.rpcUrl,
        explorerUrl: solana.explorerUrl,
        usdc: solana.usdc,
        depositAccount: solana.depositAccount,
        depositTokenAccount: solana.depositTokenAccount,
        runtime: solana.runtime,
        accounts: solana.accounts,
      },
      bitcoin: {
        chainId: bitcoin.chainId,
        esploraUrl: bitcoin.esploraUrl,
        explorerUrl: bitcoin.explorerUrl,
        depositAddress: bitcoin.depositAddress,
        accounts: bitcoin.accounts,
        runtime: bitcoin.runtime,
      },
      integrators: integrators.map((integrator) => ({
        name: integrator.name,
        apiKey: integrator.apiKey,
        integratorId: integratorIdOf(integrator.name),
      })),
      accounts: chains.accounts.users,
      cancelDomain: {
        name: cancelDomainName,
        version: cancelDomainVersion,
        chainId: chains.hub.chainId,
        verifyingContract: chains.hub.cancelVerifier,
      },
      chainHandles: chains,
      v1: {
        url: `${serviceUrl}/v1`,
        nativeToken: NATIVE_TOKEN_ADDRESS,
        volatileTokens: chains.spokes.flatMap((spoke) =>
          spoke.volatileTokens.map((token) => ({ ...token, chainId: spoke.chainId })),
        ),
      },
      async stop() {
        await lifecycle.stop()
        await new Promise<void>((resolve) => {
          server.close(() => resolve())
          ;(server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.()
        })
        await store.close()
        await solana?.stop()
        await bitcoin?.stop()
        await tronNode?.stop()
        await chains.stop()
      },
    }
  } catch (error) {
    await solana?.stop()
    await bitcoin?.stop()
    await tronNode?.stop()
    await chains.stop()
    throw error
  }
}
