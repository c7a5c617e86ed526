import type { ParamsResponse, QuoteResponse } from '@ferry/order-api'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup } from '@testing-library/react'
import type { ReactNode } from 'react'
import { custom } from 'viem'
import { base, mainnet } from 'viem/chains'
import { afterEach, beforeEach, expect, vi } from 'vitest'
import { createConfig, WagmiProvider } from 'wagmi'
import { mock } from 'wagmi/connectors'
import type { FerryConfig } from '../ferryConfig.js'

// Shared by the SwapCard tests: two USDC tokens, the BFF's config, quotes, and providers with
// an optional mock wallet.
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

export function Providers({
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

/**
 * A fake BFF that answers only quotes: each test sets `answer`, and `amounts` records every
 * source amount asked for. Installs itself around each test of the calling file.
 */
export function fakeQuoteBff() {
  const quotes = {
    answer: (_srcAmount: bigint): Response =>
      Response.json({ error: 'no answer set' }, { status: 500 }),
    amounts: [] as string[],
  }
  beforeEach(() => {
    quotes.amounts = []
    vi.stubGlobal('fetch', async (url: string | URL) => {
      const parsed = new URL(String(url))
      expect(parsed.pathname).toBe('/api/v2/quote')
      const srcAmount = parsed.searchParams.get('srcAmount') ?? '0'
      quotes.amounts.push(srcAmount)
      return quotes.answer(BigInt(srcAmount))
    })
  })
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
  })
  return quotes
}
