import type { OrderRecord, OrderState, ParamsResponse, QuoteResponse } from '@ferry/order-api'
import { renderWithProviders, type TestRpcRequest } from '@ferry/test-utils/react'
import { cleanup, screen, waitFor } from '@testing-library/react'
import {
  decodeFunctionData,
  encodeAbiParameters,
  encodeFunctionResult,
  type Hex,
  parseAbiItem,
  toFunctionSelector,
} from 'viem'
import { afterEach, beforeEach, expect, vi } from 'vitest'
import { SwapCard, type SwapCardProps } from '../src/components/SwapCard.js'
import type { FerryConfig } from '../src/ferryConfig.js'
import { en } from '../src/i18n/en.js'

// Shared by the SwapCard tests: two USDC tokens, the BFF's config, quotes, and a chain that
// answers balances (the providers and the mock wallet come from @ferry/test-utils).
export const usdcEth = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
export const usdcBase = '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913'
export const params: ParamsResponse = {
  tokens: [
    { chainId: 1, token: usdcEth, symbol: 'USDC', decimals: 6, depositFee: '0', withdrawFee: '0' },
    {
      chainId: 8453,
      token: usdcBase,
      symbol: 'USDC',
      decimals: 6,
      depositFee: '0',
      withdrawFee: '0',
    },
  ],
  terms: {
    operatorBps: 10,
    commissionBps: 0,
    commissionWallet: '0x0000000000000000000000000000000000000000',
    orderTtl: 3600,
  },
}
const chain = (id: number, name: string) => ({
  id,
  name,
  family: 'evm' as const,
  rpcUrl: null,
  explorerUrl: null,
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
})
/** `config` with Arbitrum too, a chain only the v1 catalog serves here. */
export const configWithArbitrum = (): FerryConfig => ({
  ...config,
  chains: [
    ...config.chains,
    {
      id: 42161,
      name: 'Arbitrum',
      family: 'evm',
      rpcUrl: null,
      explorerUrl: null,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    },
  ],
})

export const config: FerryConfig = {
  mode: 'devnet',
  chains: [chain(1, 'Ethereum'), chain(8453, 'Base')],
  cancelDomain: {
    name: 'OrderDelegate',
    version: '2',
    chainId: 1,
    verifyingContract: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  },
  pollIntervalMs: 10_000,
}

/** The fixture's config with an RPC URL per chain, as the BFF answers `/api/config`. */
export const configWithRpcs: FerryConfig = {
  ...config,
  chains: config.chains.map((chain) => ({ ...chain, rpcUrl: `http://rpc-${chain.id}.test` })),
}
export const quoteFor = (amount: string): QuoteResponse => ({
  spend: { chainId: 1, token: usdcEth, symbol: 'USDC', decimals: 6, amount },
  receive: { chainId: 8453, token: usdcBase, symbol: 'USDC', decimals: 6, amount },
  details: { intentOutcomeRate: '1000000000000000000', protocolFee: '0' },
  build: {
    srcToken: { chainId: 1, token: usdcEth },
    dstToken: { chainId: 8453, token: usdcBase },
    amount,
    intentOutcomeRate: '1000000000000000000',
    terms: {
      flatFee: '0',
      expiresAt: String(Math.floor(Date.now() / 1000) + 60),
      signature: `0x${'ab'.repeat(65)}`,
    },
  },
})

const aggregate3 = parseAbiItem(
  'function aggregate3((address target, bool allowFailure, bytes callData)[] calls) payable returns ((bool success, bytes returnData)[] returnData)',
)

/**
 * A chain that answers every contract read with `balance` (wagmi batches reads through
 * Multicall3), code lookups with no code, and everything else with null.
 */
export const chainHolding =
  (balance?: bigint) =>
  async ({ method, params }: TestRpcRequest) => {
    if (method === 'eth_getCode') return '0x'
    if (method !== 'eth_call' || balance === undefined) return null
    const answer = encodeAbiParameters([{ type: 'uint256' }], [balance])
    const [{ data }] = params as [{ data: Hex }]
    if (!data.startsWith(toFunctionSelector(aggregate3))) return answer
    const { args } = decodeFunctionData({ abi: [aggregate3], data })
    return encodeFunctionResult({
      abi: [aggregate3],
      functionName: 'aggregate3',
      result: args[0].map(() => ({ success: true, returnData: answer })),
    })
  }

/**
 * A fake BFF that answers only quotes: each test sets `answer`, and `amounts` records every
 * source amount asked for. Installs itself around each test of the calling file.
 */
export function fakeQuoteBff() {
  const quotes = {
    answer: (_srcAmount: bigint, _query: URLSearchParams): Response =>
      Response.json({ error: 'no answer set' }, { status: 500 }),
    /** The source amount of every quote asked for (`0` for exact output). */
    amounts: [] as string[],
    queries: [] as URLSearchParams[],
  }
  beforeEach(() => {
    quotes.amounts = []
    quotes.queries = []
    vi.stubGlobal('fetch', async (url: string | URL) => {
      const parsed = new URL(String(url))
      expect(parsed.pathname).toBe('/api/v2/quote')
      const srcAmount = parsed.searchParams.get('srcAmount') ?? '0'
      quotes.amounts.push(srcAmount)
      quotes.queries.push(parsed.searchParams)
      return quotes.answer(BigInt(srcAmount), parsed.searchParams)
    })
  })
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
  })
  return quotes
}

/** The test wallet's account. */
export const account = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

let cardIndex = 0
/**
 * Renders a SwapCard from Ethereum USDC to Base USDC on a BFF URL of its own (so no two tests
 * share cached queries); with `wallet`, a mock wallet holding `balance` can connect.
 */
export function renderSwapCard(
  defaults: { from?: string; to?: string; amount?: string; mode?: 'exact_input' | 'exact_output' },
  wallet?: { balance?: bigint },
  card: Pick<SwapCardProps, 'approval'> = {},
) {
  return renderWithProviders(
    <SwapCard
      bffUrl={`http://bff-card-${++cardIndex}.test`}
      config={config}
      params={params}
      defaults={{ from: `1:${usdcEth}`, to: `8453:${usdcBase}`, ...defaults }}
      {...card}
    />,
    { request: chainHolding(wallet?.balance), ...(wallet ? { accounts: [account] } : {}) },
  )
}

/** An order record of the test wallet from Ethereum USDC to Base USDC. */
export const orderRecordFor = (
  orderId: string,
  state: OrderState,
  overrides: Partial<OrderRecord> = {},
): OrderRecord => ({
  orderId,
  integrator: 'ferry-demo',
  srcToken: usdcEth,
  dstToken: usdcBase,
  srcChainId: 1,
  dstChainId: 8453,
  srcAmountSpoke: '10000000',
  depositor: account,
  depositAddress: null,
  payoutAddr: account,
  refundAddr: account,
  fullFee: '1',
  intentOutcomeRate: '1000000000000000000',
  state,
  deposit: null,
  deliver: null,
  deliveryFailed: null,
  traces: { rootIntentId: null, publish: null, withdraw: null, chainObservations: [] },
  ...overrides,
})

/** A fake BFF answering /api/config (with RPC URLs, so the widget can build its own wagmi) and
 * /api/v2/params; `other` answers everything else. */
export function stubConfigBff(
  other: (url: URL) => Response | Promise<Response> = () =>
    Response.json({ error: 'not in this test' }, { status: 500 }),
) {
  vi.stubGlobal('fetch', async (url: string | URL) => {
    const parsed = new URL(String(url))
    if (parsed.pathname === '/api/config') return Response.json(configWithRpcs)
    if (parsed.pathname === '/api/v2/params') return Response.json(params)
    return other(parsed)
  })
}

/**
 * The Swap button once it can be clicked. Until the fee details' code is in, the card draws a
 * disabled stand-in in its place (SwapCardView): the enabled button is another element, so it is
 * looked up again on every try rather than held from before.
 */
export const enabledSwapButton = () =>
  waitFor(() => {
    const swap = screen.getByRole<HTMLButtonElement>('button', { name: en.swap })
    expect(swap.disabled).toBe(false)
    return swap
  })
