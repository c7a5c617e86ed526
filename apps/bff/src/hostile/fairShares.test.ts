import { randomBytes, randomUUID } from 'node:crypto'
import { beforeAll, expect, test } from 'vitest'
import { useBffHarness } from '../../test/bffHarness.js'
import type { LimitedRoute } from '../upstream/limits.js'

// Each client could spend a quarter of a route's upstream minute, so four clients (four IPv6
// /64s) took a whole route from everyone. Now a client's share shrinks as more are active and
// the route keeps room for a client not seen yet: for each budgeted route, twelve busy clients
// asking until they are refused cannot lock out a thirteenth.
const h = useBffHarness()
const { call, makeApp, quotePath, quote, usdc } = h

const hex = (bytes: number) => randomBytes(bytes).toString('hex')
const json = (method: string, body: unknown): RequestInit => ({
  method,
  body: JSON.stringify(body),
  headers: { 'content-type': 'application/json' },
})

let buildBody: object
beforeAll(async () => {
  buildBody = (await quote()).build
})

/** One request of each budgeted route, new each time (no answer is reused from a cache). */
const requests: [LimitedRoute, () => [string, RequestInit?]][] = [
  ['quote', () => [quotePath(String(50_000_000 + Math.floor(Math.random() * 1_000_000)))]],
  ['build', () => ['/api/v2/build', json('POST', { ...buildBody, depositor: `0x${hex(20)}` })]],
  [
    'cancel',
    () => [
      `/api/v2/orders/0x${hex(32)}/cancel`,
      json('POST', {
        payload: { nonce: '1', rootIntentId: `0x${hex(32)}` },
        signature: `0x${hex(65)}`,
      }),
    ],
  ],
  ['order', () => [`/api/v2/orders/0x${hex(32)}`]],
  ['health', () => ['/api/v2/health']],
  [
    'v1quote',
    () => [
      '/api/v1/quotes',
      json('POST', {
        tradeType: 'EXACT_INPUT',
        fromChainId: 1,
        fromToken: usdc(1),
        toChainId: 8453,
        toToken: usdc(8453),
        amount: String(1_000_000 + Math.floor(Math.random() * 1_000_000)),
      }),
    ],
  ],
  [
    'v1build',
    () => [
      '/api/v1/deposit/build',
      json('POST', {
        quoteId: randomUUID(),
        routeId: 'Native',
        depositMethod: 'CONTRACT_CALL',
        from: `0x${hex(20)}`,
      }),
    ],
  ],
  [
    'v1submit',
    () => [
      '/api/v1/deposit/submit',
      json('PUT', { quoteId: randomUUID(), routeId: 'Native', txHash: `0x${hex(32)}` }),
    ],
  ],
  ['v1orders', () => [`/api/v1/orders/0x${hex(20)}`]],
  ['v1order', () => [`/api/v1/orders/by-id/c${hex(12)}`]],
  ['v1catalog', () => [`/api/v1/tokens/search?q=us${hex(2)}`]],
]

test.each(requests)('%s: twelve busy clients cannot lock out a thirteenth', async (route, next) => {
  const app = makeApp({
    limits: { [route]: 20 } as Record<LimitedRoute, number>,
    trustedProxyHops: 1,
  })
  const ask = (client: string) => {
    const [path, init = {}] = next()
    const headers = { ...(init.headers as object), 'x-forwarded-for': client }
    return call(path, { ...init, headers }, app)
  }
  const busy = Array.from({ length: 12 }, (_, i) => `2001:db8:${i}::1`)
  let admittedInRound = true
  let refusals = 0
  while (admittedInRound) {
    admittedInRound = false
    for (const client of busy) {
      const answer = await ask(client)
      if (answer.status === 429 && answer.body.errorCode === 'RATE_LIMITED') refusals++
      else admittedInRound = true
    }
  }
  expect(refusals).toBeGreaterThanOrEqual(busy.length)
  const newcomer = await ask('2001:db8:ffff::1')
  expect(newcomer.status, JSON.stringify(newcomer.body)).not.toBe(429)
  app.close()
})

test('answers kept in memory (chains, top tokens, icons) cost no budget: a client over its share still gets them', async () => {
  const app = makeApp({
    limits: { v1catalog: 20 } as Record<LimitedRoute, number>,
    trustedProxyHops: 1,
  })
  const as = (client: string) => ({ headers: { 'x-forwarded-for': client } })
  const kept = ['/api/v1/chains', '/api/v1/tokens', '/api/v1/chain/1/icon']
  for (const path of kept) expect((await call(path, as('192.0.2.1'), app)).status).toBe(200)
  const greedy = as('192.0.2.2')
  while ((await call(`/api/v1/tokens/search?q=us${hex(2)}`, greedy, app)).status !== 429);
  const sentBefore = h.upstreamCalls.length
  for (const path of kept) expect((await call(path, greedy, app)).status).toBe(200)
  expect(h.upstreamCalls.length).toBe(sentBefore)
  app.close()
})

test('a chain the service does not list gets no icon read and no cache entry', async () => {
  const app = makeApp()
  expect((await call('/api/v1/chain/1/icon', {}, app)).status).toBe(200)
  const sentBefore = h.upstreamCalls.length
  for (const chainId of [999_999, 31_337, 424_242]) {
    const answer = await call(`/api/v1/chain/${chainId}/icon`, {}, app)
    expect(answer.status).toBe(404)
  }
  expect(h.upstreamCalls.slice(sentBefore)).toEqual([])
  app.close()
})
