import { expect, test } from 'vitest'
import { origin, useBffHarness } from '../test/bffHarness.js'

const h = useBffHarness()
const { call, quotePath, upstreamCalls, makeApp } = h

test('the governor refuses past the route limit with a RateLimitError and Retry-After', async () => {
  const limited = makeApp({ limits: { quote: 2 } })
  expect((await call(quotePath(), {}, limited)).status).toBe(200)
  const refusals = []
  for (let i = 0; i < 3; i++) refusals.push(await call(quotePath(), {}, limited))
  const refused = refusals.find((response) => response.status === 429)!
  expect(refused.body).toMatchObject({ errorCode: 'RATE_LIMITED' })
  expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
  limited.close()
})

test('one client cannot take more than its share of the route limit', async () => {
  const shared = makeApp({ limits: { quote: 8 }, trustProxy: true })
  const from = (ip: string) => call(quotePath(), { headers: { 'x-forwarded-for': ip } }, shared)
  const first = [await from('10.0.0.1'), await from('10.0.0.1'), await from('10.0.0.1')]
  expect(first.map((response) => response.status)).toEqual([200, 200, 429])
  expect((await from('10.0.0.2')).status).toBe(200)
  shared.close()
})

test('CORS answers only allowed origins; security headers are set', async () => {
  const allowed = await call('/api/v2/params', { headers: { origin } })
  expect(allowed.headers.get('access-control-allow-origin')).toBe(origin)
  // A refused origin reads only its refusal (crossSiteGuard.test.ts), never an answer.
  const other = await call('/api/v2/params', { headers: { origin: 'https://evil.example' } })
  expect(other.status).toBe(403)
  expect(other.body).toEqual({
    name: 'ForbiddenException',
    message: 'origin https://evil.example is not in ALLOWED_ORIGINS',
  })
  expect(allowed.headers.get('x-content-type-options')).toBe('nosniff')
  expect(allowed.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
})

test('unknown paths are not proxied', async () => {
  upstreamCalls.length = 0
  expect((await call('/api/v1/quote')).status).toBe(404)
  expect((await call('/api/v2/anything')).status).toBe(404)
  expect(upstreamCalls).toEqual([])
})

test('a refused CORS origin is named in one warn line, however often it asks', async () => {
  const before = h.logLines.length
  upstreamCalls.length = 0
  for (let i = 0; i < 3; i++) {
    const refused = await call('/api/v2/params', { headers: { origin: 'http://localhost:5999' } })
    expect(refused.status).toBe(403)
    expect(refused.body.message).toBe('origin http://localhost:5999 is not in ALLOWED_ORIGINS')
  }
  // Refused before any work: the service never heard of those three.
  expect(upstreamCalls).toEqual([])
  await call('/api/v2/params', { headers: { origin } })
  const warnings = h.logLines
    .slice(before)
    .filter((line) => line.includes('is not in ALLOWED_ORIGINS'))
  expect(warnings).toHaveLength(1)
  expect(JSON.parse(warnings[0]!)).toMatchObject({
    level: 40,
    msg: 'origin http://localhost:5999 is not in ALLOWED_ORIGINS',
  })
})
