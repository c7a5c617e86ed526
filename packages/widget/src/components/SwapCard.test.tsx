import type { ParamsResponse, QuoteResponse } from '@ferry/order-api'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { custom } from 'viem'
import { base, mainnet } from 'viem/chains'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { createConfig, WagmiProvider } from 'wagmi'
import { mock } from 'wagmi/connectors'
import type { FerryConfig } from '../ferryConfig.js'
import { en } from '../i18n/en.js'
import { createOrderStorage } from '../storage/orderStorage.js'
import { SwapCard } from './SwapCard.js'

const usdcEth = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
const usdcBase = '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913'
const params: ParamsResponse = {
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
const config: FerryConfig = {
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
const quoteFor = (amount: string): QuoteResponse => ({
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

let quoteAnswer: (srcAmount: bigint) => Response
let quoteAmounts: string[]

beforeEach(() => {
  quoteAmounts = []
  vi.stubGlobal('fetch', async (url: string | URL) => {
    const parsed = new URL(String(url))
    expect(parsed.pathname).toBe('/api/v2/quote')
    const srcAmount = parsed.searchParams.get('srcAmount') ?? '0'
    quoteAmounts.push(srcAmount)
    return quoteAnswer(BigInt(srcAmount))
  })
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

function Providers({
  children,
  accounts,
}: {
  children: ReactNode
  accounts?: [`0x${string}`, ...`0x${string}`[]]
}) {
  const wagmiConfig = createConfig({
    chains: [mainnet, base],
    connectors: accounts ? [mock({ accounts })] : [],
    transports: {
      [mainnet.id]: custom({ request: async () => null }),
      [base.id]: custom({ request: async () => null }),
    },
  })
  return (
    <WagmiProvider config={wagmiConfig}>
      <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>
    </WagmiProvider>
  )
}

let testIndex = 0
const renderCard = (amount: string) =>
  render(
    <SwapCard
      bffUrl={`http://bff-card-${++testIndex}.test`}
      config={config}
      params={params}
      defaults={{ from: `1:${usdcEth}`, to: `8453:${usdcBase}`, amount }}
    />,
    { wrapper: Providers },
  )

test('below the minimum: the minimum is shown and applied with one click, then quoted', async () => {
  quoteAnswer = (srcAmount) =>
    srcAmount < 5_000_000n
      ? Response.json(
          {
            error: 'Requested amount is below what the solver will fill',
            detail: { minSrcAmount: '5000000' },
          },
          { status: 400 },
        )
      : Response.json(quoteFor(String(srcAmount)))
  renderCard('1')
  const alert = await screen.findByRole('alert')
  expect(alert.textContent).toContain(en.minimum('5 USDC'))
  fireEvent.click(screen.getByRole('button', { name: en.useAmount }))
  expect((screen.getByLabelText(en.amount) as HTMLInputElement).value).toBe('5')
  await waitFor(() => expect(quoteAmounts).toContain('5000000'), { timeout: 3000 })
  await waitFor(() => expect(screen.queryByRole('alert')).toBeNull())
})

test('too large: the maximum is shown and can be applied', async () => {
  quoteAnswer = () =>
    Response.json(
      {
        error: 'Requested amount exceeds what the solver can fill',
        detail: { maxSrcAmount: '2500000000' },
      },
      { status: 409 },
    )
  renderCard('5000')
  const alert = await screen.findByRole('alert')
  expect(alert.textContent).toContain(en.maximum('2500 USDC'))
  fireEvent.click(screen.getByRole('button', { name: en.useAmount }))
  expect((screen.getByLabelText(en.amount) as HTMLInputElement).value).toBe('2500')
})

test('maintenance is shown as maintenance', async () => {
  quoteAnswer = () =>
    Response.json(
      { message: 'SystemMaintenance', name: 'MaintenanceException' },
      { status: 503, headers: { 'retry-after': '300' } },
    )
  renderCard('10')
  expect((await screen.findByRole('alert')).textContent).toBe(en.maintenance)
})

test('rate limiting is shown as such', async () => {
  quoteAnswer = () =>
    Response.json({ errorCode: 'RATE_LIMITED', message: 'Too many requests' }, { status: 429 })
  renderCard('10')
  expect((await screen.findByRole('alert')).textContent).toBe(en.rateLimited)
})

test('no solver capacity is shown as such', async () => {
  quoteAnswer = () =>
    Response.json({ error: 'The solver cannot serve this direction right now' }, { status: 503 })
  renderCard('10')
  expect((await screen.findByRole('alert')).textContent).toBe(en.solverUnavailable)
})

test('an account problem is not blamed on the user', async () => {
  quoteAnswer = () => Response.json({ error: 'Unknown or inactive integrator' }, { status: 403 })
  renderCard('10')
  expect((await screen.findByRole('alert')).textContent).toBe(en.accountProblem)
})

test('the quote shows a countdown and is replaced when it lapses', async () => {
  let served = 0
  quoteAnswer = (srcAmount) => {
    const quote = quoteFor(String(srcAmount))
    // The first quote lapses within seconds; the next one lasts.
    const ttl = served++ === 0 ? 2 : 120
    quote.build.terms.expiresAt = String(Math.floor(Date.now() / 1000) + ttl)
    return Response.json(quote)
  }
  renderCard('10')
  await screen.findByText(/^Price valid for [12]s$/)
  await waitFor(() => expect(quoteAmounts).toHaveLength(2), { timeout: 6000 })
  await screen.findByText(/^Price valid for 1[12]\ds$/)
  expect(quoteAmounts).toEqual(['10000000', '10000000'])
}, 10_000)

test('after a reload, an order whose deposit was sent is tracked again', async () => {
  const orderId = `0x${'3c'.repeat(32)}`
  const account = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
  localStorage.clear()
  const storage = createOrderStorage()
  storage.remember(account, {
    orderId,
    createdAt: 1,
    srcChainId: 1,
    dstChainId: 8453,
    summary: 'USDC → USDC',
    decimals: { src: 6, dst: 6 },
  })
  storage.claimDeposit(orderId)
  vi.stubGlobal('EventSource', undefined)
  vi.stubGlobal('fetch', async (url: string | URL) => {
    const path = new URL(String(url)).pathname
    if (path === `/api/v2/orders/${orderId}`)
      return Response.json({
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
        state: 'published',
        deposit: { tx: `0x${'aa'.repeat(32)}`, at: 1 },
        deliver: null,
        deliveryFailed: null,
        traces: { rootIntentId: null, publish: null, withdraw: null, chainObservations: [] },
      })
    return Response.json({ error: 'Requested amount is below' }, { status: 400 })
  })
  render(
    <SwapCard
      bffUrl={`http://bff-card-${++testIndex}.test`}
      config={config}
      params={params}
      defaults={{ from: `1:${usdcEth}`, to: `8453:${usdcBase}`, amount: '' }}
    />,
    { wrapper: (props) => <Providers {...props} accounts={[account]} /> },
  )
  fireEvent.click(await screen.findByRole('button', { name: en.connect }))
  const progress = await screen.findByRole('region', { name: 'Order progress' })
  await waitFor(() =>
    expect(progress.querySelector('[role="status"]')?.getAttribute('data-state')).toBe('published'),
  )
  fireEvent.click(screen.getByRole('button', { name: en.newSwap }))
  expect(screen.getByLabelText(en.amount)).toBeTruthy()
})
