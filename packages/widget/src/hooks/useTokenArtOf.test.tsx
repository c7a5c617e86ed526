import type { TokenEntry } from '@ferry/order-api'
import { cleanup, renderHook, waitFor } from '@testing-library/react'
import { afterEach, expect, test, vi } from 'vitest'
import { json, recordingFetch } from '../../test/v1/v1Fixtures.js'
import type { FormToken } from '../catalog/formToken.js'
import { useTokenArtOf } from './useTokenArtOf.js'

const usdcEthereum: TokenEntry = {
  chainId: 1,
  token: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
  symbol: 'USDC',
  decimals: 6,
  depositFee: '0',
  withdrawFee: '0',
}
const usdcBase: TokenEntry = {
  ...usdcEthereum,
  chainId: 8453,
  token: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913',
}
const catalog = (request: Request) => {
  const url = new URL(request.url)
  if (url.pathname !== '/api/v1/tokens') return json({ message: 'Not found' }, 404)
  const chainId = Number(url.searchParams.get('chainIds'))
  const token = chainId === 1 ? usdcEthereum : usdcBase
  return json([
    {
      chainId,
      // Another case of the same address: one token.
      address: token.token.toLowerCase(),
      symbol: 'USDC',
      name: 'USD Coin',
      decimals: 6,
      logoURI: `https://service.example/v1/token-logos/USDC-${chainId}.svg`,
      // Base's entry has no price.
      ...(chainId === 1 ? { extensions: { price: { usd: '0.9998', provider: 'p' } } } : {}),
    },
  ])
}

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

test("a /v2/params token's logo and price come from the catalog of its chain, read once, not per render", async () => {
  const recorded = recordingFetch(catalog)
  vi.stubGlobal('fetch', recorded.fetch)
  const { result, rerender } = renderHook(
    (token: TokenEntry) => useTokenArtOf({ bffUrl: 'https://bff.example', token }),
    { initialProps: usdcEthereum },
  )
  expect(result.current).toEqual({ logoURI: undefined, priceUsd: undefined, pending: true })
  await waitFor(() => expect(result.current.pending).toBe(false))
  expect(result.current).toEqual({
    logoURI: 'https://service.example/v1/token-logos/USDC-1.svg',
    priceUsd: '0.9998',
    pending: false,
  })
  rerender({ ...usdcEthereum })
  rerender({ ...usdcEthereum })
  expect(recorded.requests.map((request) => request.url)).toEqual([
    'https://bff.example/api/v1/tokens?chainIds=1',
  ])

  // Another chain: pending again (the first chain's answer is not this one's), then no price.
  rerender(usdcBase)
  expect(result.current.pending).toBe(true)
  await waitFor(() => expect(result.current.pending).toBe(false))
  expect(result.current).toEqual({
    logoURI: 'https://service.example/v1/token-logos/USDC-8453.svg',
    priceUsd: undefined,
    pending: false,
  })
  expect(recorded.requests).toHaveLength(2)
})

test('a catalog that cannot be read settles with neither logo nor price', async () => {
  const failing = recordingFetch(() => json({ message: 'down' }, 502))
  vi.stubGlobal('fetch', failing.fetch)
  const { result } = renderHook(() =>
    useTokenArtOf({ bffUrl: 'https://bff.example', token: usdcEthereum }),
  )
  await waitFor(() => expect(result.current.pending).toBe(false))
  expect(result.current).toEqual({ logoURI: undefined, priceUsd: undefined, pending: false })
  expect(failing.requests).toHaveLength(1)
})

test('a v1 catalog token carries its own logo and price: nothing is asked', () => {
  const quiet = recordingFetch(() => json({ message: 'Not found' }, 404))
  vi.stubGlobal('fetch', quiet.fetch)
  const ether: FormToken = {
    chainId: 42161,
    token: '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
    symbol: 'ETH',
    decimals: 18,
    depositFee: '0',
    withdrawFee: '0',
    logoURI: '/api/v1/token-logos/eth.svg',
    priceUsd: '3000.5',
  }
  const { result } = renderHook(() =>
    useTokenArtOf({ bffUrl: 'https://bff.example', token: ether }),
  )
  expect(result.current).toEqual({
    logoURI: '/api/v1/token-logos/eth.svg',
    priceUsd: '3000.5',
    pending: false,
  })
  expect(quiet.requests).toHaveLength(0)
})

test('no token, nothing asked and nothing pending', () => {
  const quiet = recordingFetch(() => json({ message: 'Not found' }, 404))
  vi.stubGlobal('fetch', quiet.fetch)
  const { result } = renderHook(() =>
    useTokenArtOf({ bffUrl: 'https://bff.example', token: undefined }),
  )
  expect(result.current).toEqual({ logoURI: undefined, priceUsd: undefined, pending: false })
  expect(quiet.requests).toHaveLength(0)
})
