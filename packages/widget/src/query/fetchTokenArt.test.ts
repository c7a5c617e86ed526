import { afterEach, expect, test, vi } from 'vitest'
import { fetchTokenArt } from './fetchTokenArt.js'

afterEach(() => vi.unstubAllGlobals())

test('reads logos and prices of the order’s chains, skipping entries it cannot use', async () => {
  const urls: string[] = []
  vi.stubGlobal('fetch', async (url: string) => {
    urls.push(url)
    return Response.json([
      {
        chainId: 8453,
        address: '0xb',
        symbol: 'USDC',
        logoURI: 'https://x.test/v1/token-logos/USDC.svg',
        extensions: { price: { usd: '1.0001', provider: 'p' } },
      },
      { chainId: 1, address: '0xa', symbol: 'ODD', extensions: { price: { usd: '1e3' } } },
      { chainId: '1', address: '0xc', symbol: 'BAD' },
      null,
    ])
  })
  expect(await fetchTokenArt({ bffUrl: 'http://bff.test/', chainIds: [8453, 1, 8453] })).toEqual([
    {
      chainId: 8453,
      address: '0xb',
      symbol: 'USDC',
      logoURI: 'https://x.test/v1/token-logos/USDC.svg',
      priceUsd: '1.0001',
    },
    { chainId: 1, address: '0xa', symbol: 'ODD', logoURI: undefined, priceUsd: undefined },
  ])
  expect(urls).toEqual(['http://bff.test/api/v1/tokens?chainIds=1%2C8453'])
})

test('a refused read is an error the tracker can drop', async () => {
  vi.stubGlobal('fetch', async () => Response.json({ message: 'busy' }, { status: 503 }))
  await expect(fetchTokenArt({ bffUrl: 'http://bff.test', chainIds: [1] })).rejects.toThrow(
    'tokens answered 503',
  )
})
