import { afterEach, expect, test, vi } from 'vitest'
import { fetchFerryConfig } from './ferryConfig.js'

afterEach(() => {
  vi.unstubAllGlobals()
})

const chain = (id: number, rpcUrl: string | null) => ({
  id,
  name: `Chain ${id}`,
  family: 'evm',
  rpcUrl,
  explorerUrl: null,
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
})

test("a chain served through the BFF's RPC proxy (a path) is read from the BFF's own URL", async () => {
  const asked: string[] = []
  vi.stubGlobal('fetch', async (url: string) => {
    asked.push(url)
    return Response.json({
      mode: 'live',
      chains: [chain(1, '/api/rpc/1'), chain(8453, 'https://base.example/rpc'), chain(10, null)],
      pollIntervalMs: 10_000,
    })
  })
  const config = await fetchFerryConfig('https://bff.example/')
  expect(asked).toEqual(['https://bff.example/api/config'])
  expect(config.chains.map((served) => served.rpcUrl)).toEqual([
    'https://bff.example/api/rpc/1',
    'https://base.example/rpc',
    null,
  ])
})
