import { expect, test } from 'vitest'
import { createV1ChainsCache } from './v1ChainsCache.js'

const chain = {
  type: 'eip155',
  id: 8453,
  name: 'Base',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://base.example'] } },
}

test('a good list is kept five minutes; a failure or a malformed list is not kept', async () => {
  const clock = { at: 0 }
  const answers = [
    new Response('{"name":"MaintenanceException"}', {
      status: 503,
      headers: { 'retry-after': '300' },
    }),
    new Response('[{"id":"x"}]'),
    new Response(JSON.stringify([chain])),
    new Response(JSON.stringify([])),
  ]
  let loads = 0
  const cache = createV1ChainsCache({ load: async () => answers[loads++]!, now: () => clock.at })
  expect(await cache.get()).toMatchObject({ ok: false, status: 503, retryAfter: '300' })
  expect(await cache.get()).toMatchObject({ ok: false, status: 502 })
  const [first, second] = await Promise.all([cache.get(), cache.get()])
  expect(first).toEqual({ ok: true, text: JSON.stringify([chain]) })
  expect(second).toEqual(first)
  expect(loads).toBe(3)
  clock.at = 299_000
  expect(await cache.get()).toEqual(first)
  expect(cache.freshForSeconds()).toBe(1)
  clock.at = 300_000
  expect(await cache.get()).toEqual({ ok: true, text: '[]' })
  expect(loads).toBe(4)
})
