import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { expect, test } from 'vitest'
import { useBffHarness } from '../../../test/bffHarness.js'

const h = useBffHarness()
const { call, dev, quote, ordersOf, devnet } = h
const depositorAt = (index: number) => devnet.accounts[index]!.address
// The devnet (and its list of orders) serves every file of the suite, and other files build for
// its accounts: a test that counts a depositor's orders counts those of a depositor of its own.
const newDepositor = () => privateKeyToAccount(generatePrivateKey()).address

test('a build is journaled and answered with its build time and deadline', async () => {
  const q = await quote()
  const response = await call('/api/v2/build', {
    json: { ...q.build, depositor: depositorAt(0) },
  })
  expect(response.status).toBe(200)
  expect(response.body.deadline - response.body.builtAt).toBe(3600)
  const entry = await h.journal.findByOrderId(response.body.orderId)
  expect(entry).toMatchObject({
    status: 'succeeded',
    builtAt: response.body.builtAt,
    deadline: response.body.deadline,
  })
  const order = await call(`/api/v2/orders/${response.body.orderId}`)
  expect(order.body).toMatchObject({ state: 'pending_deposit', deadline: response.body.deadline })
})

test('bad bodies get the service error shapes', async () => {
  const malformed = await call('/api/v2/build', {
    method: 'POST',
    body: '{',
    headers: { 'content-type': 'application/json' },
  })
  expect(malformed.body).toEqual({ message: 'Malformed JSON body', name: 'BadRequestException' })
  const invalid = await call('/api/v2/build', { json: { amount: '-1' } })
  expect(invalid.body.name).toBe('ValidationException')
  const huge = await call('/api/v2/build', { json: { padding: 'x'.repeat(20_000) } })
  expect(huge.status).toBe(413)
})

test('a 502 is retried once and creates exactly one order', async () => {
  const depositor = newDepositor()
  const q = await quote()
  await dev('faults', {
    route: 'build',
    status: 502,
    body: { error: 'Failed to read spoke token allowance' },
  })
  const response = await call('/api/v2/build', { json: { ...q.build, depositor } })
  expect(response.status).toBe(200)
  expect(await ordersOf(depositor)).toHaveLength(1)
  const attempts = (await h.journal.entries()).filter(
    (entry) => entry.depositor === depositor.toLowerCase(),
  )
  expect(attempts.map((entry) => entry.status)).toEqual(['failed', 'succeeded'])
})

test('two 500s: retried once, then the error; no order', async () => {
  const depositor = newDepositor()
  const q = await quote()
  await dev('faults', {
    route: 'build',
    status: 500,
    body: { error: 'Failed to persist pending order' },
    times: 2,
  })
  const response = await call('/api/v2/build', { json: { ...q.build, depositor } })
  expect(response.status).toBe(500)
  expect(await ordersOf(depositor)).toHaveLength(0)
})

test('a lost response: 503 outcome-unknown, the order is found by lookup and never built again', async () => {
  const depositor = newDepositor()
  const q = await quote()
  await dev('faults', { route: 'build', drop: true })
  const response = await call('/api/v2/build', { json: { ...q.build, depositor } })
  expect(response.status).toBe(503)
  expect(response.body).toMatchObject({ name: 'BuildOutcomeUnknownException' })
  expect(response.headers.get('retry-after')).toBe('5')
  const orders = await ordersOf(depositor)
  expect(orders).toHaveLength(1)
  const attempt = await call(`/api/v2/builds/${response.body.buildAttemptId}`)
  expect(attempt.body).toEqual({ status: 'created_unfundable', orderId: orders[0].orderId })
  const attempts = (await h.journal.entries()).filter(
    (entry) => entry.depositor === depositor.toLowerCase(),
  )
  expect(attempts).toHaveLength(1)
  expect(attempts[0]).toMatchObject({ status: 'succeeded', orderId: orders[0].orderId })
  expect(attempts[0]!.builtAt).toBe(attempts[0]!.startedAt)
})

test('an unknown or malformed build attempt id is 404', async () => {
  expect((await call(`/api/v2/builds/${crypto.randomUUID()}`)).status).toBe(404)
  expect((await call('/api/v2/builds/not-an-id')).status).toBe(404)
  expect((await call(`/api/v2/builds/${'a'.repeat(5000)}`)).status).toBe(404)
})

test('two identical builds at once: one is sent, the other is told to wait for it', async () => {
  const depositor = depositorAt(4)
  // The devnet is shared by the BFF's test files: another may have built for this depositor.
  const ordersBefore = (await ordersOf(depositor)).length
  const q = await quote()
  await dev('faults', { route: 'build', latencyMs: 500 })
  const before = h.upstreamCalls.filter((path) => path === '/v2/build').length
  const answers = await Promise.all([
    call('/api/v2/build', { json: { ...q.build, depositor } }),
    call('/api/v2/build', { json: { ...q.build, depositor } }),
  ])
  expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409])
  const waiting = answers.find((answer) => answer.status === 409)!
  expect(waiting.body.name).toBe('BuildOutcomePendingException')
  expect(h.upstreamCalls.filter((path) => path === '/v2/build').length - before).toBe(1)
  const attempt = await call(`/api/v2/builds/${waiting.body.buildAttemptId}`)
  expect(attempt.body).toMatchObject({ status: 'created' })
  expect(await ordersOf(depositor)).toHaveLength(ordersBefore + 1)
})
