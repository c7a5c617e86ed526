import { encodeDeposit } from '@ferry/order-api'
import type {
  V1ChainWire,
  V1DepositPlanWire,
  V1OrderWire,
  V1QuoteStreamLineWire,
  V1TokenWire,
} from '@ferry/order-api/v1'
import { QueryClient } from '@tanstack/react-query'
import { encodeFunctionData, erc20Abi } from 'viem'
import { vi } from 'vitest'
import type { FormToken } from '../../src/catalog/formToken.js'

// Wire forms (amounts as strings) of v1 answers, for the widget's v1 tests.

export const wallet = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8'
export const otherWallet = '0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc'
export const depositContract = '0x5fbdb2315678afecb367f032d93f642f64180aa3'
export const usdcBase = '0x833589fcd6edb6e08f4c7c32d4f71b54bda02913'
export const usdcArbitrum = '0xaf88d065e77c8cc2239327c5edb3a432268e5831'

/** USDC (6 decimals, no fees) as a form's token on `chainId` at `token`. */
export const usdcOn = (chainId: number, token: string): FormToken => ({
  chainId,
  token,
  symbol: 'USDC',
  decimals: 6,
  depositFee: '0',
  withdrawFee: '0',
})
export const nativeToken = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
export const quoteId = '5b0c3e6a-2f4d-4c1b-9a7e-0d8f1c2b3a4e'
export const walletOrderId = 'c0123456789abcdefghijklmn'
export const evmTxHash = `0x${'ab'.repeat(32)}`
export const tronTxHash = 'cd'.repeat(32)

/** An EVM chain paying gas in ether, with an explorer when `explorer` is given. */
function etherChain(id: number, name: string, explorer?: string): V1ChainWire {
  return {
    type: 'eip155',
    id,
    name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [`https://rpc${id}.example`] } },
    ...(explorer
      ? { blockExplorers: { default: { name: `${name} explorer`, url: explorer } } }
      : {}),
  }
}

// Base's explorer URL ends with a slash, Arbitrum's does not: links must come out the same.
export const baseChain = etherChain(8453, 'Base', 'https://basescan.example/')
export const arbitrumChain = etherChain(42161, 'Arbitrum One', 'https://arbiscan.example')
export const unichain = etherChain(130, 'Unichain')

export const bitcoinChain: V1ChainWire = {
  type: 'bitcoin',
  id: 0,
  name: 'Bitcoin',
  nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
  rpcUrls: { default: { http: [] } },
}

export const usdcToken: V1TokenWire = {
  chainId: 8453,
  address: usdcBase,
  name: 'USD Coin',
  symbol: 'USDC',
  decimals: 6,
  logoURI: '/api/v1/token-logos/usdc.svg',
  extensions: { price: { usd: '0.9998', provider: 'oracle' } },
}

/** The BFF's answer to `/api/v1/quotes`: one route line, its price held a minute from now. */
export function oneRouteStream(amountOut: string): Response {
  const expires = Math.floor(Date.now() / 1000) + 60
  return new Response(
    `${JSON.stringify(routeLine({ quoteExpiresAt: expires, validBefore: expires + 600, amountOut }))}\n`,
    { headers: { 'content-type': 'application/x-ndjson' } },
  )
}

/** A route line of a streamed quote, with the fields a test changes. */
export function routeLine(
  parameters: {
    routeId?: V1QuoteStreamLineWire['routeId']
    amountOut?: string
    expectedDurationSeconds?: number
    tags?: ('1-click' | 'needs-approval')[]
    estimatedGas?: string
    quoteExpiresAt?: number
    validBefore?: number
  } = {},
): V1QuoteStreamLineWire {
  const routeId = parameters.routeId ?? 'Native'
  return {
    quoteId,
    routeId,
    type: routeId === 'Native' ? 'native-filler' : 'external-intent-router',
    icon: `/v1/routes/${routeId.toLowerCase()}.svg`,
    exactOutMethod: 'native',
    depositMethods: ['CONTRACT_CALL'],
    quote: {
      amountIn: '100000000',
      amountOut: parameters.amountOut ?? '99850000',
      expectedDurationSeconds: parameters.expectedDurationSeconds ?? 30,
      validBefore: parameters.validBefore ?? 1_800_000_600,
      quoteExpiresAt: parameters.quoteExpiresAt ?? 1_800_000_060,
      ...(parameters.estimatedGas === undefined ? {} : { estimatedGas: parameters.estimatedGas }),
      ...(parameters.tags === undefined ? {} : { tags: parameters.tags }),
    },
  }
}

/** An `eth_sendTransaction` action from the user's wallet. */
export function sendAction(parameters: {
  to: string
  data: `0x${string}`
  value?: `0x${string}`
  waitForReceipt?: boolean
  deposit?: boolean
}) {
  const { to, data, value, waitForReceipt, deposit } = parameters
  return {
    type: 'eip1193_request' as const,
    request: {
      method: 'eth_sendTransaction' as const,
      params: [{ from: wallet, to, data, ...(value === undefined ? {} : { value }) }] as [
        { from: string; to: string; data: `0x${string}`; value?: `0x${string}` },
      ],
    },
    ...(waitForReceipt === undefined ? {} : { waitForReceipt }),
    ...(deposit === undefined ? {} : { deposit }),
  }
}

/** Switch to Base, two approvals (a reset to zero, then the amount) each waited for, the deposit. */
export const contractCallPlan: V1DepositPlanWire = {
  kind: 'CONTRACT_CALL',
  approvals: [
    {
      type: 'eip1193_request',
      request: { method: 'wallet_switchEthereumChain', params: [{ chainId: '0x2105' }] },
    },
    sendAction({ to: usdcBase, data: '0x095ea7b300', waitForReceipt: true }),
    sendAction({ to: usdcBase, data: '0x095ea7b301', waitForReceipt: true }),
    sendAction({ to: depositContract, data: '0xdeadbeef', value: '0x5f5e100', deposit: true }),
  ],
  expiresAt: 1_800_000_060,
}

/** An approval of `amount` of Base USDC for the deposit contract, as its calldata. */
const approveData = (amount: bigint) =>
  encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [depositContract, amount] })

/**
 * `contractCallPlan` with the calldata a real build carries (approve, then
 * `deposit(token, amount, nonce)` of the route's 100 USDC), for runs the plan check reads.
 */
export const builtContractCallPlan: V1DepositPlanWire = {
  ...contractCallPlan,
  approvals: [
    contractCallPlan.approvals[0]!,
    sendAction({ to: usdcBase, data: approveData(0n), waitForReceipt: true }),
    sendAction({ to: usdcBase, data: approveData(100_000_000n), waitForReceipt: true }),
    sendAction({
      to: depositContract,
      data: encodeDeposit({ token: usdcBase, amount: 100_000_000n, nonce: 1n }),
      value: '0x5af3107a4000',
      deposit: true,
    }),
  ],
}

export const tronTransferPlan: V1DepositPlanWire = {
  kind: 'TRANSFER',
  depositAddress: 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8',
  amount: '50000000',
  token: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
  chainId: 728126428,
  expiresAt: 1_800_000_600,
  orderId: '0123456789abcdef0123456789abcdef',
  submitTxHashRequested: true,
}

export const evmTransferPlan: V1DepositPlanWire = {
  kind: 'TRANSFER',
  depositAddress: depositContract,
  amount: '100000000',
  token: usdcBase,
  chainId: 8453,
  expiresAt: 1_800_000_600,
  memo: 'ferry-1',
  orderId: 'fedcba9876543210fedcba9876543210',
}

/** A wallet order of Base USDC to Arbitrum USDC, published unless `overrides` say otherwise. */
export function v1Order(overrides: Partial<V1OrderWire> = {}): V1OrderWire {
  const at = (second: number) => `2027-01-15T08:00:${String(second).padStart(2, '0')}.000Z`
  const deposit = { timestamp: at(10), txHash: evmTxHash, chainId: 8453, amount: '100000000' }
  return {
    id: walletOrderId,
    type: 'native-filler',
    quoteId,
    routeId: 'Native',
    fromChainId: 8453,
    toChainId: 42161,
    fromToken: usdcBase,
    toToken: usdcArbitrum,
    srcAmount: '100000000',
    destAmount: '99850000',
    status: 'published',
    author: wallet,
    recipient: null,
    refundTo: wallet,
    fillerAddress: null,
    depositTxHash: evmTxHash,
    externalOrderId: null,
    createdAt: at(0),
    updatedAt: at(30),
    tradeType: 'EXACT_INPUT',
    stepsCompleted: ['created', 'deposited', 'published'],
    transactions: { deposit },
    timestamps: { createdAt: at(0), publishedAt: at(30) },
    fromTokenMeta: { symbol: 'USDC', decimals: 6, logoURI: null },
    toTokenMeta: { symbol: 'USDC', decimals: 6, logoURI: null },
    ...overrides,
  }
}

export const order = v1Order()

export const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', 'x-request-id': 'req-1', ...headers },
  })

/** A fetch that records each request and answers with `handler`. */
export function recordingFetch(handler: (request: Request) => Response | Promise<Response>) {
  const requests: Request[] = []
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init)
    requests.push(request)
    return handler(request)
  })
  return { fetch, requests }
}

let bffCount = 0
/**
 * Stubs `fetch` with `handler` (recorded) and names a BFF URL of its own: the v1 client binds
 * `fetch` when it is made, so each test gets its own BFF. Undo with `vi.unstubAllGlobals()`.
 */
export function stubV1Bff(handler: (request: Request) => Response) {
  const recorded = recordingFetch(handler)
  vi.stubGlobal('fetch', recorded.fetch)
  bffCount += 1
  const bffUrl = `https://bff${bffCount}.example`
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return { ...recorded, bffUrl, queryClient }
}
