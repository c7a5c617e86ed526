import { afterEach, expect, test } from 'vitest'
import { useBffHarness } from '../../test/bffHarness.js'

const h = useBffHarness()
const { makeApp, call, dev, clearFaults, upstreamCalls } = h

afterEach(() => clearFaults())

test('fifty readiness and health requests cost one upstream health call', async () => {
  const app = makeApp()
  upstreamCalls.length = 0
  const answers = await Promise.all(
    Array.from({ length: 50 }, (_, index) =>
      call(index % 2 ? '/api/readyz' : '/api/v2/health', {}, app),
    ),
  )
  expect(upstreamCalls.filter((path) => path === '/v2/health')).toHaveLength(1)
  const health = answers.filter((_, index) => index % 2 === 0)
  expect(health.filter((answer) => answer.status === 200).length).toBeGreaterThan(0)
  // One client gets a share of the health budget, like every other route.
  expect(health.filter((answer) => answer.status === 429).length).toBeGreaterThan(0)
  app.close()
})

test('an upstream blip is reported as a field; readiness stays with the database', async () => {
  const app = makeApp()
  await dev('faults', { route: 'health', status: 503, body: { status: 'degraded' } })
  const ready = await call('/api/readyz', {}, app)
  expect(ready).toMatchObject({
    status: 200,
    body: { status: 'ready', database: 'ok', upstream: 'degraded' },
  })
  const health = await call('/api/v2/health', {}, app)
  expect(health.status).toBe(503)
  expect(health.body).toEqual({
    status: 'degraded',
    counts: null,
    lastBuildAt: null,
    lastWithdrawnAt: null,
  })
  app.close()
})

test('a failing journal database makes the instance not ready', async () => {
  const app = makeApp(
    {},
    {
      checkDatabase: async () => {
        throw new Error('connection terminated')
      },
    },
  )
  const ready = await call('/api/readyz', {}, app)
  expect(ready).toMatchObject({
    status: 503,
    body: { status: 'not ready', database: 'failing', upstream: 'ok' },
  })
  app.close()
})
