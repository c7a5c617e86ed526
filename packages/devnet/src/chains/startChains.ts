import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import {
  ARBITRUM_CHAIN_ID,
  BASE_CHAIN_ID,
  ETHEREUM_CHAIN_ID,
  POLYGON_CHAIN_ID,
} from '@ferry/order-api'
import {
  type Abi,
  type Address,
  createPublicClient,
  createWalletClient,
  defineChain,
  getAddress,
  http,
  parseEther,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { volatileTokenSpecs } from '../v1/catalog/usdPrices.js'
import { type Anvil, freePort, startAnvil } from './anvil.js'
import { compileContracts, contractsKey } from './compileContracts.js'
import { devnetAccounts } from './devnetAccounts.js'
import { installMulticall3 } from './installMulticall3.js'

/** The hub chain, where the integrator registry and the cancel verifier live. */
export const HUB_CHAIN_ID = 31337

/** Spoke chains and tokens, as in the spec's token list. */
export const spokeChainSpecs = [
  { chainId: ETHEREUM_CHAIN_ID, name: 'Ethereum', symbols: ['USDC', 'USDT', 'USDG'] },
  { chainId: ARBITRUM_CHAIN_ID, name: 'Arbitrum One', symbols: ['USDC', 'USDT', 'USDG'] },
  { chainId: BASE_CHAIN_ID, name: 'Base', symbols: ['USDC'] },
  { chainId: POLYGON_CHAIN_ID, name: 'Polygon', symbols: ['USDC', 'USDT'] },
  { chainId: 4663, name: 'Chain 4663', symbols: ['USDG'] },
] as const

const tokenNames: Record<string, string> = {
  USDC: 'USD Coin',
  USDT: 'Tether USD',
  USDG: 'Global Dollar',
}

/** The relay fee each `deposit` must carry as value, in wei. */
export const RELAY_FEE_WEI = parseEther('0.0001')
/** What each test user and the solver hold of each token: one million, 6 decimals. */
export const USER_TOKEN_BALANCE = 1_000_000_000_000n
/** What each deposit contract holds of each token to pay out from. */
export const POOL_TOKEN_BALANCE = 10_000_000_000_000n
/** What each deposit contract holds of the chain's native token to pay out from (v1 routes). */
export const POOL_NATIVE_BALANCE = parseEther('100')
/** What each test user and the solver hold of each volatile token (18 decimals): 10,000. */
export const USER_VOLATILE_BALANCE = parseEther('10000')
/** What each deposit contract holds of each volatile token to pay out from: 1,000,000. */
export const POOL_VOLATILE_BALANCE = parseEther('1000000')

/** Name and version of the cancel verifier's EIP-712 domain. */
export const cancelDomainName = 'OrderDelegate'
export const cancelDomainVersion = '2'

export type DevnetToken = { symbol: string; address: Address; decimals: number }
/** An 18-decimal token of the v1 catalog whose USD price moves, and its on-chain price feed. */
export type VolatileDevnetToken = DevnetToken & { priceFeed: Address }
export type SpokeChain = {
  chainId: number
  name: string
  rpcUrl: string
  depositContract: Address
  /** The stables of the v2 token list. */
  tokens: DevnetToken[]
  /** Listed by v1 only (`src/v1/catalog`). */
  volatileTokens: VolatileDevnetToken[]
}
export type HubChain = {
  chainId: number
  rpcUrl: string
  registry: Address
  cancelVerifier: Address
}
/** What `startChains` returns: the running chains, their contracts and the funded accounts. */
export type DevnetChains = {
  hub: HubChain
  spokes: SpokeChain[]
  accounts: typeof devnetAccounts
  relayFeeWei: bigint
  stop(): Promise<void>
}

export type StartChainsParameters = {
  /** `'auto'` for free ports, or the first of six consecutive ports (hub last). */
  ports?: 'auto' | number
  /** Keep chain state here, so a restart finds balances and contracts as they were. */
  stateDir?: string
}

type Manifest = {
  /** The `contractsKey()` of the deployed contracts. */
  contractsKey: string
  hub: Omit<HubChain, 'rpcUrl'>
  spokes: Omit<SpokeChain, 'rpcUrl'>[]
}

async function deployer(rpcUrl: string, chainId: number) {
  const chain = defineChain({
    id: chainId,
    name: `devnet ${chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  })
  const account = privateKeyToAccount(devnetAccounts.operator.privateKey)
  const wallet = createWalletClient({ account, chain, transport: http(rpcUrl) })
  const client = createPublicClient({ chain, transport: http(rpcUrl) })
  const compiled = await compileContracts()
  const deploy = async (name: string, args: unknown[]): Promise<Address> => {
    const contract = compiled[name]!
    const hash = await wallet.deployContract({
      abi: contract.abi,
      bytecode: contract.bytecode,
      args,
    })
    const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 20 })
    if (!receipt.contractAddress) throw new Error(`deploying ${name} on ${chainId} failed`)
    return getAddress(receipt.contractAddress)
  }
  const call = async (address: Address, abi: Abi, functionName: string, args: unknown[]) => {
    const hash = await wallet.writeContract({ address, abi, functionName, args })
    const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 20 })
    if (receipt.status !== 'success') throw new Error(`${functionName} on ${chainId} reverted`)
  }
  const fund = async (to: Address, value: bigint) => {
    const hash = await wallet.sendTransaction({ to, value })
    const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 20 })
    if (receipt.status !== 'success') throw new Error(`funding ${to} on ${chainId} failed`)
  }
  return { deploy, call, fund, compiled }
}

async function deploySpoke(rpcUrl: string, spec: (typeof spokeChainSpecs)[number]) {
  const { deploy, call, fund, compiled } = await deployer(rpcUrl, spec.chainId)
  const depositContract = await deploy('SpokeDeposit', [RELAY_FEE_WEI])
  await fund(depositContract, POOL_NATIVE_BALANCE)
  const tokens: DevnetToken[] = []
  const tokenAbi = compiled.StableToken!.abi
  for (const symbol of spec.symbols) {
    const address = await deploy('StableToken', [tokenNames[symbol], symbol, symbol === 'USDT'])
    tokens.push({ symbol, address, decimals: 6 })
    await call(address, tokenAbi, 'mint', [depositContract, POOL_TOKEN_BALANCE])
    for (const holder of [devnetAccounts.solver, ...devnetAccounts.users])
      await call(address, tokenAbi, 'mint', [holder.address, USER_TOKEN_BALANCE])
  }
  const volatileTokens: VolatileDevnetToken[] = []
  for (const volatile of volatileTokenSpecs) {
    const address = await deploy('VolatileToken', [volatile.name, volatile.symbol])
    const { low, slopePerSecond, halfPeriod } = volatile.price
    const priceFeed = await deploy('UsdPriceFeed', [
      `${volatile.symbol} / USD`,
      low,
      slopePerSecond,
      BigInt(halfPeriod),
    ])
    volatileTokens.push({ symbol: volatile.symbol, address, decimals: 18, priceFeed })
    const volatileAbi = compiled.VolatileToken!.abi
    await call(address, volatileAbi, 'mint', [depositContract, POOL_VOLATILE_BALANCE])
    const holders = [devnetAccounts.solver, ...devnetAccounts.users].map((holder) => holder.address)
    await call(address, volatileAbi, 'mintEach', [holders, USER_VOLATILE_BALANCE])
  }
  return { chainId: spec.chainId, name: spec.name, depositContract, tokens, volatileTokens }
}

async function deployHub(rpcUrl: string) {
  const { deploy } = await deployer(rpcUrl, HUB_CHAIN_ID)
  const registry = await deploy('IntegratorRegistry', [])
  const cancelVerifier = await deploy('CancelVerifier', [
    cancelDomainName,
    cancelDomainVersion,
    devnetAccounts.delegate.address,
  ])
  return { chainId: HUB_CHAIN_ID, registry, cancelVerifier }
}

/**
 * Starts one anvil per spoke chain and one hub chain, deploys the contracts and funds the
 * accounts. With a `stateDir` that already holds a devnet, the chains resume where they stopped.
 */
export async function startChains(parameters: StartChainsParameters = {}): Promise<DevnetChains> {
  const { ports = 'auto', stateDir } = parameters
  const chainIds = [...spokeChainSpecs.map((spec) => spec.chainId), HUB_CHAIN_ID]
  const portList =
    ports === 'auto'
      ? await Promise.all(chainIds.map(() => freePort()))
      : chainIds.map((_, index) => ports + index)
  if (stateDir) mkdirSync(stateDir, { recursive: true })
  const manifestPath = stateDir ? join(stateDir, 'manifest.json') : undefined
  const statePath = (chainId: number) =>
    stateDir ? { statePath: join(stateDir, `chain-${chainId}.json`) } : {}
  // A manifest only counts when every chain's state was kept with it, and when it describes the
  // contracts as they are now: after a change to a contract, everything is deployed afresh.
  const key = contractsKey()
  const kept =
    manifestPath &&
    existsSync(manifestPath) &&
    chainIds.every((chainId) => existsSync(join(stateDir!, `chain-${chainId}.json`)))
      ? (JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest)
      : undefined
  const saved = kept?.contractsKey === key ? kept : undefined
  const anvils: Anvil[] = []
  const stop = async () => {
    await Promise.all(anvils.map((anvil) => anvil.stop()))
  }
  try {
    // allSettled, so that when one chain fails to start, the others are known and stopped too.
    const results = await Promise.allSettled(
      chainIds.map((chainId, index) =>
        startAnvil({ chainId, port: portList[index]!, ...statePath(chainId) }),
      ),
    )
    for (const result of results) if (result.status === 'fulfilled') anvils.push(result.value)
    const failed = results.find((result) => result.status === 'rejected')
    if (failed) throw failed.reason
    const rpcOf = (chainId: number) => anvils.find((anvil) => anvil.chainId === chainId)!.rpcUrl
    const deployAll = async (): Promise<Manifest> => {
      const [hub, ...spokes] = await Promise.all([
        deployHub(rpcOf(HUB_CHAIN_ID)),
        ...spokeChainSpecs.map((spec) => deploySpoke(rpcOf(spec.chainId), spec)),
      ])
      await Promise.all(chainIds.map((chainId) => installMulticall3({ rpcUrl: rpcOf(chainId) })))
      return {
        contractsKey: key,
        hub: hub as Manifest['hub'],
        spokes: spokes as Manifest['spokes'],
      }
    }
    const manifest = saved ?? (await deployAll())
    if (manifestPath && !saved) writeFileSync(manifestPath, JSON.stringify(manifest, null, 2))
    return {
      hub: { ...manifest.hub, rpcUrl: rpcOf(HUB_CHAIN_ID) },
      spokes: manifest.spokes.map((spoke) => ({ ...spoke, rpcUrl: rpcOf(spoke.chainId) })),
      accounts: devnetAccounts,
      relayFeeWei: RELAY_FEE_WEI,
      stop,
    }
  } catch (error) {
    await stop()
    throw error
  }
}
