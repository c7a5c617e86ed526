import { expect, test } from 'vitest'
import { createMetrics } from '../telemetry/metrics.js'
import { createBudgetedFetch, localRefusalHeader, upstreamRoute } from './budgetedFetch.js'
import { createLimits } from './limits.js'

/** A budgeted fetch over a fake upstream that answers `status` and records what it was sent. */
function setUp(options: { quote?: number; status?: number; headers?: Record<string, string> }) {
  const clock = { at: 1_000_000 }
  const sent: string[] = []
  const limits = createLimits({
    perMinute: { quote: options.quote ?? 120 },
    trustedHops: 0,
    metrics: createMetrics(),
    now: () => clock.at,
  })
  const budgeted = createBudgetedFetch({
    limits,
    now: () => clock.at,
    fetch: async (input) => {
      sent.push(String(input))
      return new Response('{}', { status: options.status ?? 200, headers: options.headers ?? {} })
    },
  })
  return { clock, sent, quote: () => budgeted('http://up.example/v2/quote?x=1') }
}

test('each attempt spends a global slot; a refused attempt is not sent and answers 429', async () => {
  const { sent, quote } = setUp({ quote: 3 })
  const statuses = []
  for (let i = 0; i < 5; i++) statuses.push((await quote()).status)
  expect(statuses).toEqual([200, 200, 200, 429, 429])
  expect(sent).toHaveLength(3)
  const refused = await quote()
  expect(refused.headers.get(localRefusalHeader)).toBe('1')
  expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
  expect(await refused.json()).toMatchObject({ errorCode: 'RATE_LIMITED' })
})

test("after an upstream 429 nothing is sent before the service's Retry-After", async () => {
  const { clock, sent, quote } = setUp({ status: 429, headers: { 'retry-after': '4' } })
  await quote()
  expect((await quote()).headers.get('retry-after')).toBe('4')
  clock.at += 3_999
  await quote()
  expect(sent).toHaveLength(1)
  clock.at += 1
  await quote()
  expect(sent).toHaveLength(2)
})

test('without Retry-After, the pause after a 429 doubles with each 429 in a row', async () => {
  const { clock, sent, quote } = setUp({ status: 429 })
  await quote()
  clock.at += 999
  await quote()
  expect(sent).toHaveLength(1)
  clock.at += 1
  await quote()
  clock.at += 1_999
  await quote()
  expect(sent).toHaveLength(2)
  clock.at += 1
  await quote()
  expect(sent).toHaveLength(3)
})

test('every upstream path of the order client maps to its limited route', () => {
  const id = `0x${'a'.repeat(64)}`
  expect(
    [
      ['GET', '/v2/params'],
      ['GET', '/v2/quote'],
      ['POST', '/v2/build'],
      ['GET', '/v2/orders'],
      ['GET', `/v2/orders/${id}`],
      ['POST', `/v2/orders/${id}/cancel`],
      ['GET', '/v2/health'],
      ['GET', '/v2/other'],
    ].map(([method, path]) => upstreamRoute(method!, `/base${path}`)),
  ).toEqual(['params', 'quote', 'build', 'orders', 'order', 'cancel', 'health', undefined])
})
