import {
  type EvmBuildResponse,
  encodeDeposit,
  orderIdOf,
  type QuoteResponse,
} from '@ferry/order-api'
import { encodeFunctionData, erc20Abi, toHex } from 'viem'
import { beforeEach, expect, test, vi } from 'vitest'
import type { Config } from 'wagmi'
import * as actions from 'wagmi/actions'
import { usdc, usdcBuild } from '../../../test/usdcBuild.js'
import { createOrderStorage } from '../../storage/orderStorage.js'
import type { SwapStatus } from '../../swap/swapStatus.js'
import { evmWalletAdapter } from '../evmWalletAdapter.js'
import { MIN_DEADLINE_MARGIN_SECONDS } from './planOfV2Build.js'
import { routeOfV2Quote } from './routeOfV2Quote.js'
import { runV2Trade } from './runV2Trade.js'

// The wallet boundary: each wagmi action the EVM wallet adapter uses, recorded in one call log.
vi.mock('wagmi/actions', () => ({
  signTypedData: vi.fn(),
  getBalance: vi.fn(),
  getAccount: vi.fn(),
  readContract: vi.fn(),
  sendTransaction: vi.fn(),
  switchChain: vi.fn(),
  waitForTransactionReceipt: vi.fn(),
}))

const depositor = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const quote: QuoteResponse = {
  spend: { chainId: 1, token: usdc, symbol: 'USDC', decimals: 6, amount: '100000000' },
  receive: { chainId: 8453, token: usdc, symbol: 'USDC', decimals: 6, amount: '99251574' },
  details: { intentOutcomeRate: '999500000000000000', protocolFee: '449650' },
  build: usdcBuild,
}
const depositContract = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const relayFee = 0x38d7ea4c68000n
const approve = (amount: bigint) =>
  encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [depositContract, amount] })
/** Each order of these tests, by its nonce: its id is the depositor's and the nonce's hash. */
const nonces = { A: 1n, B: 2n }
const orderA = orderIdOf({ depositor, nonce: nonces.A })
const orderB = orderIdOf({ depositor, nonce: nonces.B })
const nonceOf = (orderId: string) => (orderId === orderB ? nonces.B : nonces.A)
const buildFor = (orderId: string): EvmBuildResponse => ({
  orderId,
  nonce: String(nonceOf(orderId)),
  approveTxs: [
    { to: usdc, data: approve(0n), value: '0', chainId: 1 },
    { to: usdc, data: approve(100_000_000n), value: '0', chainId: 1 },
  ],
  depositTx: {
    to: depositContract,
    from: depositor,
    data: encodeDeposit({ token: usdc, amount: 100_000_000n, nonce: nonceOf(orderId) }),
    value: toHex(relayFee),
    chainId: 1,
    gasLimit: '0x493e0',
  },
})
/** The service's record of an order of these tests, as the trade reads it before the wallet. */
const recordOf = (orderId: string) => ({
  orderId,
  depositor: depositor.toLowerCase(),
  payoutAddr: depositor,
  refundAddr: depositor,
  srcChainId: 1,
  srcToken: usdc,
  dstChainId: 8453,
  dstToken: usdc,
  srcAmountSpoke: '100000000',
  integrator: 'ferry-demo',
  depositAddress: null,
  fullFee: '1',
  intentOutcomeRate: '999500000000000000',
  state: 'pending_deposit',
  deposit: null,
  deliver: null,
  deliveryFailed: null,
  traces: { rootIntentId: null, publish: null, withdraw: null, chainObservations: [] },
})
const depositSelector = encodeDeposit({ token: usdc, amount: 1n, nonce: 1n }).slice(0, 10)
/** What the log calls each transaction the wallet is asked for. */
const callName = (data: string | undefined) =>
  data === approve(0n)
    ? 'approve(0)'
    : data === approve(100_000_000n)
      ? 'approve(amount)'
      : data?.startsWith(depositSelector)
        ? 'deposit'
        : data
/** The order read before the wallet is asked (`/api/v2/orders/{id}`), or undefined. */
const orderRead = (url: string | URL) => {
  const match = new URL(String(url)).pathname.match(/^\/api\/v2\/orders\/(0x[0-9a-f]{64})$/)
  return match ? Response.json(recordOf(match[1]!)) : undefined
}
const nameOf = (orderId: string) => (orderId === orderB ? 'B' : 'A')

let log: string[]
let clock: number
let builds: string[]
let bffUrl: string
let testIndex = 0

/** A fake BFF whose build route answers with the given orders in turn. */
function fakeBff(orderIds: string[]) {
  builds = []
  vi.stubGlobal('fetch', async (url: string | URL, init?: RequestInit) => {
    const read = orderRead(url)
    if (read) return read
    expect(String(url)).toBe(`${bffUrl}/api/v2/build`)
    const orderId = orderIds[builds.length] ?? orderIds.at(-1)!
    builds.push(JSON.parse(String(init?.body)).depositor)
    log.push(`build ${nameOf(orderId)}`)
    return Response.json(buildFor(orderId))
  })
}

beforeEach(() => {
  log = []
  clock = 1_795_000_000
  // Clients are cached per BFF URL with the fetch of their creation: one URL per test.
  bffUrl = `http://bff-${++testIndex}.test`
  vi.mocked(actions.readContract).mockImplementation(
    async (_config, request) =>
      // The deposit contract's relay fee, or the wallet's token balance.
      (request.functionName === 'relayFee' ? relayFee : 100_000_000n) as never,
  )
  vi.mocked(actions.getBalance).mockResolvedValue({ value: 10n ** 18n, symbol: 'ETH' } as never)
  vi.mocked(actions.getAccount).mockReturnValue({ chainId: 1 } as never)
  vi.mocked(actions.switchChain).mockImplementation(async (_config, { chainId }) => {
    log.push(`switch ${chainId}`)
    return {} as never
  })
  let sent = 0
  vi.mocked(actions.sendTransaction).mockImplementation(async (_config, tx) => {
    log.push(`send ${callName(tx.data)} value=${tx.value}`)
    return `0x${(++sent).toString(16).padStart(64, '0')}` as never
  })
  vi.mocked(actions.waitForTransactionReceipt).mockImplementation(async (_config, { hash }) => {
    log.push(`receipt ${BigInt(hash)}`)
    return { status: 'success' } as never
  })
})

const run = (
  overrides: { storage?: ReturnType<typeof createOrderStorage>; buildAttemptId?: string } = {},
) => {
  const statuses: SwapStatus[] = []
  const storage = overrides.storage ?? createOrderStorage(new MemoryStorage())
  const promise = runV2Trade({
    wallet: evmWalletAdapter({ wagmiConfig: {} as Config, address: depositor }),
    bffUrl,
    route: routeOfV2Quote(quote),
    depositor,
    storage,
    orderTtl: 3600,
    now: () => clock,
    onStatus: (status) => statuses.push(status),
    ...(overrides.buildAttemptId ? { buildAttemptId: overrides.buildAttemptId } : {}),
    sleep: async (ms) => {
      log.push(`wait ${ms}`)
      clock += ms / 1000
    },
  })
  return { promise, statuses, storage }
}

class MemoryStorage implements Storage {
  #items = new Map<string, string>()
  get length() {
    return this.#items.size
  }
  clear = () => this.#items.clear()
  getItem = (key: string) => this.#items.get(key) ?? null
  key = (index: number) => [...this.#items.keys()][index] ?? null
  removeItem = (key: string) => void this.#items.delete(key)
  setItem = (key: string, value: string) => void this.#items.set(key, value)
}

test('builds once, confirms each approval in order, then deposits once with the relay fee', async () => {
  fakeBff([orderA])
  const { promise, statuses, storage } = run()
  const result = await promise
  expect(log).toEqual([
    'build A',
    'send approve(0) value=0',
    'receipt 1',
    'send approve(amount) value=0',
    'receipt 2',
    `send deposit value=${relayFee}`,
  ])
  expect(builds).toEqual([depositor])
  expect(result).toMatchObject({ kind: 'evm', orderId: orderA })
  expect(statuses.map((status) => status.step)).toEqual([
    'checking',
    'building',
    'approving',
    'approving',
    'depositing',
    'deposit-sent',
    'tracking',
  ])
  expect(storage.list(depositor).map((order) => order.orderId)).toEqual([orderA])
})

test('the deposit mark is persisted before the wallet is asked, and blocks a second deposit', async () => {
  fakeBff([orderA])
  const storage = createOrderStorage(new MemoryStorage())
  vi.mocked(actions.sendTransaction).mockImplementation(async (_config, tx) => {
    log.push(`send ${callName(tx.data)} marked=${storage.depositClaimed(orderA)}`)
    return `0x${'0'.repeat(63)}1` as never
  })
  await run({ storage }).promise
  expect(log).toContain('send deposit marked=true')
  expect(log.filter((line) => line.startsWith('send approve'))).toEqual([
    'send approve(0) marked=false',
    'send approve(amount) marked=false',
  ])

  // A second run for the same order (double click, re-render, reload) stops before the wallet.
  log = []
  await expect(run({ storage }).promise).rejects.toThrow('already sent')
  expect(log.filter((line) => line.startsWith('send deposit'))).toEqual([])
})

test('a failed approval receipt stops the swap before any deposit', async () => {
  fakeBff([orderA])
  vi.mocked(actions.waitForTransactionReceipt).mockResolvedValue({ status: 'reverted' } as never)
  const { promise, storage } = run()
  await expect(promise).rejects.toThrow('approval failed')
  expect(log).toEqual(['build A', 'send approve(0) value=0'])
  expect(storage.depositClaimed(orderA)).toBe(false)
})

test('a token balance below the amount stops the swap before building', async () => {
  fakeBff([orderA])
  vi.mocked(actions.readContract).mockImplementation(
    async (_config, request) =>
      (request.functionName === 'relayFee' ? relayFee : 99_999_999n) as never,
  )
  await expect(run().promise).rejects.toThrow('balance is too low')
  expect(log).toEqual([])
})

test('too little native balance for the relay fee stops the swap before any transaction', async () => {
  fakeBff([orderA])
  vi.mocked(actions.getBalance).mockResolvedValue({ value: 1n, symbol: 'ETH' } as never)
  await expect(run().promise).rejects.toThrow('ETH')
  expect(log).toEqual(['build A'])
})

test('switches to the source chain before the first transaction', async () => {
  fakeBff([orderA])
  vi.mocked(actions.getAccount).mockReturnValue({ chainId: 8453 } as never)
  await run().promise
  expect(log.slice(0, 2)).toEqual(['build A', 'switch 1'])
})

test('rebuilds when approvals left too little of the deadline, and deposits only the new order', async () => {
  fakeBff([orderA, orderB])
  let approvals = 0
  vi.mocked(actions.waitForTransactionReceipt).mockImplementation(async () => {
    // The wallet took its time on the first order's approvals.
    if (++approvals === 2) clock += 3600 - MIN_DEADLINE_MARGIN_SECONDS + 1
    return { status: 'success' } as never
  })
  const { promise, storage } = run()
  const result = await promise
  expect(result.orderId).toBe(orderB)
  expect(log.filter((line) => line.startsWith('build'))).toEqual(['build A', 'build B'])
  expect(log.filter((line) => line.startsWith('send deposit'))).toHaveLength(1)
  expect(storage.depositClaimed(orderA)).toBe(false)
  expect(storage.depositClaimed(orderB)).toBe(true)
})

test('gives up after repeated short deadlines without sending anything', async () => {
  fakeBff([orderA])
  vi.stubGlobal('fetch', async (url: string | URL) => {
    const read = orderRead(url)
    if (read) return read
    log.push('build')
    return Response.json({ ...buildFor(orderA), deadline: clock + 10 })
  })
  await expect(run().promise).rejects.toThrow('Too little time')
  expect(log).toEqual(['build', 'build', 'build'])
})

/** A fake BFF whose build answer is lost (503), and whose checks find the order created. */
function lostBuildBff() {
  vi.stubGlobal('fetch', async (url: string | URL) => {
    const read = orderRead(url)
    if (read) return read
    const path = new URL(String(url)).pathname
    log.push(path)
    if (path === '/api/v2/build')
      return Response.json(
        { name: 'BuildOutcomeUnknownException', message: 'lost', buildAttemptId: 'a1' },
        { status: 503, headers: { 'retry-after': '2' } },
      )
    const builtAt = clock - 10
    return Response.json({
      status: 'created',
      build: { ...buildFor(orderA), builtAt, deadline: builtAt + 3600 },
    })
  })
}

test('a build whose answer was lost is confirmed, not resent, then deposited exactly once', async () => {
  lostBuildBff()
  const { promise, statuses, storage } = run()
  expect(await promise).toMatchObject({ kind: 'evm', orderId: orderA })
  expect(log.filter((line) => !line.startsWith('receipt'))).toEqual([
    '/api/v2/build',
    'wait 2000',
    '/api/v2/builds/a1',
    'send approve(0) value=0',
    'send approve(amount) value=0',
    `send deposit value=${relayFee}`,
  ])
  expect(statuses.map((status) => status.step)).toContain('confirming-build')
  expect(storage.depositClaimed(orderA)).toBe(true)
  // The order is remembered from the time the BFF built it, not when the check ended.
  expect(storage.list(depositor)[0]?.createdAt).toBe(clock - 10)
})

test('keep checking resumes the same attempt without building, and still deposits once', async () => {
  lostBuildBff()
  const storage = createOrderStorage(new MemoryStorage())
  await run({ storage, buildAttemptId: 'a1' }).promise
  expect(log.filter((line) => line.startsWith('/api'))).toEqual(['/api/v2/builds/a1'])
  await expect(run({ storage, buildAttemptId: 'a1' }).promise).rejects.toThrow('already sent')
  expect(log.filter((line) => line.startsWith('send deposit'))).toHaveLength(1)
})
