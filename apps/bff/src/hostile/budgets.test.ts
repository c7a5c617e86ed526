import { afterEach, expect, test } from 'vitest'
import { useBffHarness } from '../../test/bffHarness.js'
import { createUpstreamFetch } from '../upstream/upstreamFetch.js'

const h = useBffHarness()
const { makeApp, call, dev, clearFaults, quotePath } = h

afterEach(() => clearFaults())

/** An app whose upstream quote attempts are recorded with their times. */
function recordedApp(overrides: Parameters<typeof makeApp>[0] = {}) {
  const quoteTimes: number[] = []
  const upstream = createUpstreamFetch()
  const app = makeApp(overrides, {
    fetch: (input, init) => {
      if (String(input).includes('/v2/quote')) quoteTimes.push(Date.now())
      return upstream(input, init)
    },
  })
  return { app, quoteTimes }
}

test('ten client quotes against a service answering 429 cost at most one upstream call each', async () => {
  const { app, quoteTimes } = recordedApp()
  await dev('faults', {
    route: 'quote',
    status: 429,
    body: { errorCode: 'RATE_LIMITED', message: 'slow down' },
    times: 100,
  })
  const answers = []
  for (let i = 0; i < 10; i++) answers.push(await call(quotePath(), {}, app))
  expect(answers.every((answer) => answer.status === 429)).toBe(true)
  expect(answers.every((answer) => Number(answer.headers.get('retry-after')) >= 1)).toBe(true)
  expect(quoteTimes.length).toBeLessThanOrEqual(10)
  // The metrics count what went upstream, and the attempts held back apart.
  const metrics = await app.metrics.registry.metrics()
  expect(metrics).toContain(
    `ferry_bff_upstream_responses_total{operation="quote",status="429"} ${quoteTimes.length}\n`,
  )
  expect(metrics).toMatch(/ferry_bff_upstream_attempts_refused_total\{route="quote"\} [1-9]/)
  app.close()
})

test('retries spend the route budget: a limit of four is four upstream calls, whatever the retries', async () => {
  const { app, quoteTimes } = recordedApp({ limits: { quote: 4 }, trustedProxyHops: 1 })
  await dev('faults', {
    route: 'quote',
    status: 503,
    body: { error: 'The solver cannot serve this direction right now' },
    times: 100,
  })
  for (let i = 0; i < 8; i++)
    await call(quotePath(), { headers: { 'x-forwarded-for': `192.0.2.${i}` } }, app)
  expect(quoteTimes.length).toBe(4)
  expect(await app.metrics.registry.metrics()).toMatch(
    /ferry_bff_upstream_responses_total\{operation="quote",status="503"\} 4\n/,
  )
  app.close()
})

test("a 429 is not retried sooner than the service's Retry-After", async () => {
  const { app, quoteTimes } = recordedApp()
  await dev('faults', { route: 'quote', status: 429, headers: { 'retry-after': '1' } })
  const answer = await call(quotePath(), {}, app)
  expect(answer.status).toBe(200)
  expect(quoteTimes).toHaveLength(2)
  expect(quoteTimes[1]! - quoteTimes[0]!).toBeGreaterThanOrEqual(1_000)
  app.close()
})
