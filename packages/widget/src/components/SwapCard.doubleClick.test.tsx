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
import { runSwap } from '../swap/runSwap.js'
import { SwapCard } from './SwapCard.js'

// The swap itself is another file's concern (runSwap.test.ts); here only how often it starts.
vi.mock('../swap/runSwap.js', () => ({ runSwap: vi.fn(() => new Promise(() => {})) }))

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

test('a double click on Swap starts one swap, so one quote never builds two orders', async () => {
  const account = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
  localStorage.clear()
  quoteAnswer = (srcAmount) => Response.json(quoteFor(String(srcAmount)))
  render(
    <SwapCard
      bffUrl={`http://bff-double-${++testIndex}.test`}
      config={config}
      params={params}
      defaults={{ from: `1:${usdcEth}`, to: `8453:${usdcBase}`, amount: '10' }}
    />,
    { wrapper: (props) => <Providers {...props} accounts={[account]} /> },
  )
  fireEvent.click(await screen.findByRole('button', { name: en.connect }))
  const swap = await screen.findByRole('button', { name: en.swap })
  await waitFor(() => expect((swap as HTMLButtonElement).disabled).toBe(false))
  fireEvent.click(swap)
  fireEvent.click(swap)
  fireEvent.click(swap)
  expect(vi.mocked(runSwap)).toHaveBeenCalledTimes(1)
})
