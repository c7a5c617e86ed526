import { Hono } from 'hono'
import pino from 'pino'
import { RateLimiterRedis, type RateLimiterRes } from 'rate-limiter-flexible'
import { expect, test } from 'vitest'
import { useSharedRedis } from '../../test/useSharedRedis.js'
import { createMetrics } from '../telemetry/metrics.js'
import { createBudgetedFetch } from '../upstream/budgetedFetch.js'
import { createLimits } from '../upstream/limits.js'
import { slidingWindowScript } from './createSharedGovernor.js'

const redis = useSharedRedis()

/** One BFF instance's limits on the shared Redis, over an upstream that counts what it is sent. */
async function instance(parameters: {
  prefix: string
  sent: string[]
  lines?: string[]
  /** What the upstream answers (default 200); a 429 comes with `Retry-After: 5`. */
  status?: number
}) {
  const logger = pino(
    { level: 'info' },
    { write: (line: string) => parameters.lines?.push(JSON.parse(line).msg) },
  )
  const shared = await redis.open({ prefix: parameters.prefix, logger })
  const metrics = createMetrics()
  metrics.observe({ sharedStateFallback: () => (shared.available ? 0 : 1) })
  const limits = createLimits({ perMinute: { quote: 10 }, trustedHops: 1, metrics, shared })
  const budgeted = createBudgetedFetch({
    limits,
    fetch: async (input) => {
      parameters.sent.push(String(input))
      const status = parameters.status ?? 200
      return new Response('{}', { status, headers: status === 429 ? { 'retry-after': '5' } : {} })
    },
  })
  const app = new Hono().get(
    '/quote',
    async (c) => (await limits.refuse(c, 'quote')) ?? c.text('admitted'),
  )
  return {
    shared,
    metrics,
    limits,
    quote: async () => (await budgeted('http://up.example/v2/quote')).status,
    ask: async (client: string) =>
      (await app.request('/quote', { headers: { 'x-forwarded-for': client } })).status,
  }
}

const statusesOf = (count: number, run: () => Promise<number>) =>
  Promise.all(Array.from({ length: count }, run))

test('two instances on one Redis together send upstream no more than the route limit', async () => {
  const sent: string[] = []
  const prefix = redis.freshPrefix()
  const [a, b] = [await instance({ prefix, sent }), await instance({ prefix, sent })]
  const statuses = [...(await statusesOf(15, a.quote)), ...(await statusesOf(15, b.quote))]
  expect(sent).toHaveLength(10)
  expect(statuses.filter((status) => status === 200)).toHaveLength(10)
  expect(statuses.filter((status) => status === 429)).toHaveLength(20)
})

test("a client's share (a quarter of the route) holds across instances", async () => {
  const prefix = redis.freshPrefix()
  const [a, b] = [await instance({ prefix, sent: [] }), await instance({ prefix, sent: [] })]
  const mine = [await a.ask('203.0.113.7'), await b.ask('203.0.113.7'), await a.ask('203.0.113.7')]
  // floor(10 / 4) = 2 requests a minute for one client, wherever it lands.
  expect(mine).toEqual([200, 200, 429])
  expect(await b.ask('203.0.113.8')).toBe(200)
})

test('busy clients spread over the instances cannot lock out a client not seen yet', async () => {
  const prefix = redis.freshPrefix()
  const sent: string[] = []
  const [a, b] = [await instance({ prefix, sent }), await instance({ prefix, sent })]
  const busy = Array.from({ length: 9 }, (_, i) => `198.51.100.${i}`)
  // Each busy client asks until none gets in any more; each admitted request goes upstream.
  let admittedInRound = true
  for (let round = 0; admittedInRound; round++) {
    admittedInRound = false
    for (const [i, client] of busy.entries()) {
      const on = (i + round) % 2 ? a : b
      if ((await on.ask(client)) === 200) {
        expect(await on.quote()).toBe(200)
        admittedInRound = true
      }
    }
  }
  expect(sent.length).toBeLessThan(10)
  expect(await a.ask('203.0.113.99')).toBe(200)
  expect(await a.quote()).toBe(200)
})

test('with Redis gone each instance keeps 1/N of the limit, serves, and says so', async () => {
  const sent: string[] = []
  const lines: string[] = []
  const prefix = redis.freshPrefix()
  const [a, b] = [await instance({ prefix, sent, lines }), await instance({ prefix, sent })]
  await redis.server.stop({ kill: true })
  try {
    await expect.poll(() => a.shared.available).toBe(false)
    await expect.poll(() => b.shared.available).toBe(false)
    const statuses = [...(await statusesOf(8, a.quote)), ...(await statusesOf(8, b.quote))]
    // 10 a minute shared by 2 instances: 5 each, 10 in all.
    expect(sent).toHaveLength(10)
    expect(statuses.filter((status) => status === 200)).toHaveLength(10)
    const scrape = await a.metrics.registry.metrics()
    expect(scrape).toMatch(/^ferry_bff_shared_state_fallback 1$/m)
    expect(scrape).toMatch(/^ferry_bff_shared_state_fallbacks_total\{use="limit"\} 8$/m)
    expect(lines.filter((line) => line?.startsWith('Redis unreachable'))).toHaveLength(1)
  } finally {
    await redis.restart()
  }
  await expect.poll(() => a.shared.available, { timeout: 10_000 }).toBe(true)
  expect(await a.metrics.registry.metrics()).toMatch(/^ferry_bff_shared_state_fallback 0$/m)
  expect(lines).toContain('Redis reachable again: limits, order leases and locks are shared')
  // What the two instances let through alone joins the shared minute once Redis is back: the
  // service has seen ten this minute, so an eleventh attempt is refused here, not sent.
  await expect
    .poll(() => a.shared.redis.zcard(`${prefix}limit:quote:all:all`), { timeout: 5_000 })
    .toBe(10)
  expect([await a.quote(), await b.quote()]).toEqual([429, 429])
  expect(sent).toHaveLength(10)
})

test('the Redis store counts a sliding window: slots free one by one as they age', async () => {
  const shared = await redis.open({ prefix: redis.freshPrefix() })
  const limiter = new RateLimiterRedis({
    storeClient: shared.redis,
    points: 3,
    duration: 1,
    keyPrefix: `${shared.prefix}sliding`,
    customIncrTtlLuaScript: slidingWindowScript,
  })
  const take = () =>
    limiter.consume('all').then(
      () => 'ok',
      (refusal: RateLimiterRes) => refusal.msBeforeNext,
    )
  expect(await take()).toBe('ok')
  // The first slot is aged half a window in the store itself (the script reads Redis's own clock,
  // so neither a sleep nor fake timers are needed to make it older than the next two).
  const key = `${shared.prefix}sliding:all`
  const [first] = await shared.redis.zrange(key, '0', '0')
  expect(first).toBeDefined()
  await shared.redis.zincrby(key, '-500', first!)
  expect([await take(), await take()]).toEqual(['ok', 'ok'])
  const wait = await take()
  expect(wait).toBeGreaterThan(0)
  expect(wait).toBeLessThanOrEqual(500)
  // The first slot frees a second after it was taken; the two later ones are still counted
  // (a fixed window would have freed all three at once).
  await expect.poll(take, { timeout: 2_000, interval: 20 }).toBe('ok')
  expect(typeof (await take())).toBe('number')
  expect((await limiter.consume('all', 0)).consumedPoints).toBe(3)
})

test("the service's 429 to one instance holds the route back on every instance", async () => {
  const prefix = redis.freshPrefix()
  const toldOff: string[] = []
  const a = await instance({ prefix, sent: toldOff, status: 429 })
  const b = await instance({ prefix, sent: [] })
  const channel = `${prefix}cooldowns`
  await expect.poll(async () => (await a.shared.redis.pubsub('NUMSUB', channel))[1]).toBe(2)
  expect(await a.quote()).toBe(429)
  expect(toldOff).toHaveLength(1)
  // b never spoke to the service, yet waits for the Retry-After it gave a.
  await expect.poll(() => b.limits.spend('quote')).toMatchObject({ ok: false })
  const verdict = await b.limits.spend('quote')
  expect(verdict.ok ? 0 : verdict.retryAfterSeconds).toBeGreaterThanOrEqual(4)
})
