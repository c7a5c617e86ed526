import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { useBffHarness } from '../../test/bffHarness.js'
import { useJournalStores } from '../../test/journalStores.js'
import type { BffApp } from '../createApp.js'
import { createJournal, type Journal } from '../journal/journal.js'
import { createLogger } from '../telemetry/logger.js'
import { createReconciler } from './createReconciler.js'

// Every fault the service or the network can throw at one build, on both journal stores: the
// user gets the spec's answer, and the service ends up with at most one order per user intent.
const h = useBffHarness()
const { call, dev, clearFaults, quote, ordersOf, devnet } = h

const timings = {
  answerDeadlineMs: 1_500,
  outcomeTimeoutMs: 4_000,
  lookupWindowMs: 3_000,
  lookupIntervalMs: 250,
  reconcileIntervalMs: 60_000,
  retryAfterSeconds: 1,
}

const stores = useJournalStores()

/** A depositor no other test uses, so its orders upstream are this test's alone. */
const newDepositor = () => `0x${randomBytes(20).toString('hex')}`

describe.each(stores)('builds under faults, journal on %s', (_name, open) => {
  let journal: Journal
  let bff: BffApp
  beforeAll(async () => {
    const sql = await open()
    await sql.query('drop table if exists build_attempts, journal_migrations')
    journal = await createJournal(sql)
    // A 429 cools the build route down for later attempts; here the next case follows at once.
    bff = h.makeApp({}, { journal, buildTimings: timings, upstreamCooldownMs: 1 })
  })
  afterAll(async () => {
    await clearFaults()
    bff.close()
    await journal.close()
  })

  const build = async (depositor: string, q?: { build: object }) =>
    call('/api/v2/build', { json: { ...(q ?? (await quote())).build, depositor } }, bff)
  const attemptOf = (id: string) => call(`/api/v2/builds/${id}`, {}, bff)
  const buildCalls = () => h.upstreamCalls.filter((path) => path === '/v2/build').length
  const settled = () => expect.poll(() => bff.builds.inFlight.size, { timeout: 15_000 }).toBe(0)
  /** A build whose outcome stays unknown: 503, and its attempt pending once nothing is in flight. */
  const buildLeftPending = async (depositor: string, q: { build: object }) => {
    const response = await build(depositor, q)
    expect(response.status).toBe(503)
    const id = response.body.buildAttemptId
    await settled()
    expect((await attemptOf(id)).body).toEqual({ status: 'pending' })
    return id
  }

  test('429: answered as it came, not retried, no order', async () => {
    const depositor = newDepositor()
    await dev('faults', {
      route: 'build',
      status: 429,
      body: { errorCode: 'RATE_LIMITED', message: 'Too many requests' },
    })
    const before = buildCalls()
    const response = await build(depositor)
    expect(response.status).toBe(429)
    expect(buildCalls() - before).toBe(1)
    expect(await ordersOf(depositor)).toHaveLength(0)
  })

  test.each([500, 502])('%i once: retried once, exactly one order', async (status) => {
    const depositor = newDepositor()
    await dev('faults', {
      route: 'build',
      status,
      body: { error: 'Failed to persist pending order' },
    })
    const response = await build(depositor)
    expect(response.status).toBe(200)
    expect(await ordersOf(depositor)).toEqual([
      expect.objectContaining({ orderId: response.body.orderId }),
    ])
  })

  test('503 maintenance: answered with its Retry-After, not retried, no order', async () => {
    const depositor = newDepositor()
    await dev('faults', {
      route: 'build',
      status: 503,
      headers: { 'retry-after': '300' },
      body: { name: 'MaintenanceException', message: 'SystemMaintenance' },
    })
    const before = buildCalls()
    const response = await build(depositor)
    expect(response.status).toBe(503)
    expect(response.headers.get('retry-after')).toBe('300')
    expect(buildCalls() - before).toBe(1)
    expect(await ordersOf(depositor)).toHaveLength(0)
  })

  test('slower than the answer deadline: 503 outcome-unknown, a retry is 409, and the late answer makes it fundable', async () => {
    const depositor = newDepositor()
    const q = await quote()
    await dev('faults', { route: 'build', latencyMs: 2_500 })
    const response = await build(depositor, q)
    expect(response.status).toBe(503)
    expect(response.body.name).toBe('BuildOutcomeUnknownException')
    const id = response.body.buildAttemptId
    expect((await attemptOf(id)).body).toEqual({ status: 'pending' })
    const retry = await build(depositor, q)
    expect(retry.status).toBe(409)
    expect(retry.body).toMatchObject({ name: 'BuildOutcomePendingException', buildAttemptId: id })
    await settled()
    const orders = await ordersOf(depositor)
    expect(orders).toHaveLength(1)
    const attempt = (await attemptOf(id)).body
    expect(attempt.status).toBe('created')
    expect(attempt.build).toMatchObject({
      orderId: orders[0].orderId,
      depositTx: expect.any(Object),
    })
    expect(attempt.build.deadline - attempt.build.builtAt).toBe(3600)
  })

  test.each([
    ['slower than the outcome timeout', { latencyMs: 5_000 }],
    ['a dropped response', { drop: true }],
  ])('%s: the order is found by lookup, unfundable, never built again', async (_case, fault) => {
    const depositor = newDepositor()
    await dev('faults', { route: 'build', ...fault })
    const before = buildCalls()
    const response = await build(depositor)
    expect(response.status).toBe(503)
    await settled()
    const orders = await ordersOf(depositor)
    expect(orders).toHaveLength(1)
    expect(buildCalls() - before).toBe(1)
    expect((await attemptOf(response.body.buildAttemptId)).body).toEqual({
      status: 'created_unfundable',
      orderId: orders[0].orderId,
    })
  })

  test('garbage JSON in a 200: outcome unknown until the order TTL passes, then not created', async () => {
    const depositor = newDepositor()
    const q = await quote()
    await dev('faults', { route: 'build', status: 200, body: '<html>upstream proxy</html>' })
    const id = await buildLeftPending(depositor, q)
    expect((await build(depositor, q)).status).toBe(409)
    const row = (await journal.findByAttemptId(id))!
    const afterTtl = createReconciler({
      journal,
      upstream: bff.services.upstream,
      logger: createLogger({ write: () => {} } as never),
      inFlight: bff.builds.inFlight,
      lostHere: bff.builds.lostHere,
      orderTtl: async () => 3600,
      intervalMs: 60_000,
      graceSeconds: 5,
      now: () => row.startedAt + 3601,
    })
    await afterTtl.runOnce()
    expect((await attemptOf(id)).body).toEqual({ status: 'not_created' })
    expect(await ordersOf(depositor)).toHaveLength(0)
    // Settled: building the trade again is safe now, and makes its one order.
    expect((await build(depositor)).status).toBe(200)
    expect(await ordersOf(depositor)).toHaveLength(1)
  })

  test('a dropped response and dropped lookups: pending, retries refused, the reconciler settles it', async () => {
    const depositor = newDepositor()
    const q = await quote()
    // The first list (before the build) goes through; every lookup after the build is cut.
    await dev('faults', { route: 'orders' })
    await dev('faults', { route: 'orders', drop: true, times: 100 })
    await dev('faults', { route: 'build', drop: true })
    const id = await buildLeftPending(depositor, q)
    expect((await build(depositor, q)).body).toMatchObject({ buildAttemptId: id })
    expect((await bff.builds.reconciler.runOnce()).found).toBe(0)
    await clearFaults()
    expect((await bff.builds.reconciler.runOnce()).found).toBe(1)
    const orders = await ordersOf(depositor)
    expect(orders).toHaveLength(1)
    expect((await attemptOf(id)).body).toEqual({
      status: 'created_unfundable',
      orderId: orders[0].orderId,
    })
    const row = (await journal.findByAttemptId(id))!
    expect(row.builtAt).toBe(row.startedAt)
    expect(row.deadline).toBe(row.startedAt + 3600)
  })

  test('an attempt journaled but never sent (a crash before its pre-build list) is settled as not created', async () => {
    const attemptId = crypto.randomUUID()
    const q = await quote()
    await journal.begin({
      attemptId,
      depositor: newDepositor(),
      request: q.build,
      startedAt: Math.floor(Date.now() / 1000) - 600,
      clientId: 'someone',
    })
    await bff.builds.reconciler.runOnce()
    expect((await attemptOf(attemptId)).body).toEqual({ status: 'not_created' })
  })

  test('an older order of the same trade from another frontend is never adopted', async () => {
    const depositor = newDepositor()
    const q = await quote()
    const elsewhere = await fetch(`${devnet.serviceUrl}/v2/build`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': 'devnet-key-ferry-demo' },
      body: JSON.stringify({ ...q.build, depositor }),
    })
    const older = (await elsewhere.json()).orderId
    await dev('faults', { route: 'build', drop: true })
    const response = await build(depositor, q)
    expect(response.status).toBe(503)
    await settled()
    const orders = await ordersOf(depositor)
    expect(orders).toHaveLength(2)
    const adopted = (await attemptOf(response.body.buildAttemptId)).body
    expect(adopted.status).toBe('created_unfundable')
    expect(adopted.orderId).not.toBe(older)
    expect(orders.map((order: { orderId: string }) => order.orderId)).toContain(adopted.orderId)
  })
})
