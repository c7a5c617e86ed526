import { expect, test } from 'vitest'
import { origin, useBffHarness } from '../../../test/bffHarness.js'
import { PLAN_REFUSALS_PER_CLIENT } from './telemetry.js'

const h = useBffHarness()
const { call, makeApp, logLines, upstreamCalls } = h

const report = { interface: 'v2', field: 'payout', srcChainId: 1, dstChainId: 8453 }
const send = (body: unknown, app = makeApp({ trustedProxyHops: 1 }), client = '192.0.2.1') =>
  call(
    '/api/telemetry/plan-refusals',
    { json: body, headers: { origin, 'x-forwarded-for': client } },
    app,
  )

test('a plan refusal is logged as a warning and counted by interface and field; nothing goes upstream', async () => {
  const app = makeApp({ trustedProxyHops: 1 })
  upstreamCalls.length = 0
  expect((await send(report, app)).status).toBe(204)
  expect((await send({ ...report, interface: 'v1', field: 'memo' }, app)).status).toBe(204)
  const metrics = await app.metrics.registry.metrics()
  expect(metrics).toContain('ferry_bff_plan_refusals_total{interface="v2",field="payout"} 1\n')
  expect(metrics).toContain('ferry_bff_plan_refusals_total{interface="v1",field="memo"} 1\n')
  const warned = logLines.filter((line) => line.includes('"planRefusal"'))
  expect(warned.map((line) => JSON.parse(line).planRefusal)).toContainEqual(report)
  expect(upstreamCalls).toEqual([])
})

test('a report of anything else, or with more than its four fields, is a 400 and is not counted', async () => {
  const app = makeApp({ trustedProxyHops: 1 })
  const refused = [
    { ...report, field: 'everything' },
    { ...report, interface: 'v3' },
    { ...report, srcChainId: -1 },
    { ...report, payoutAddr: '0x70997970c51812dc3a010c7d01b50e0d17dc79c8' },
    'payout',
  ]
  for (const body of refused) expect([body, (await send(body, app)).status]).toEqual([body, 400])
  const malformed = await app.app.request('/api/telemetry/plan-refusals', {
    method: 'POST',
    body: '{',
    headers: { 'content-type': 'application/json', origin },
  })
  expect(malformed.status).toBe(400)
  expect(await app.metrics.registry.metrics()).not.toContain('ferry_bff_plan_refusals_total{')
})

test('a client is held to its reports a minute (429 with Retry-After); another client is not', async () => {
  const app = makeApp({ trustedProxyHops: 1 })
  for (let i = 0; i < PLAN_REFUSALS_PER_CLIENT; i++)
    expect((await send(report, app)).status).toBe(204)
  const over = await send(report, app)
  expect(over.status).toBe(429)
  expect(Number(over.headers.get('retry-after'))).toBeGreaterThanOrEqual(1)
  expect((await send(report, app, '192.0.2.2')).status).toBe(204)
  expect(await app.metrics.registry.metrics()).toContain(
    `ferry_bff_plan_refusals_total{interface="v2",field="payout"} ${PLAN_REFUSALS_PER_CLIENT + 1}\n`,
  )
})

test('a report from an origin outside ALLOWED_ORIGINS is refused like every state-changing route', async () => {
  const answer = await call('/api/telemetry/plan-refusals', {
    json: report,
    headers: { origin: 'https://evil.example' },
  })
  expect(answer.status).toBe(403)
})
