import { expect, test } from 'vitest'
import { evmBuild } from '../test/fixtures.js'
import {
  OrderApiError,
  OrderApiNetworkError,
  type OrderApiOperation,
  OrderApiResponseError,
  withRetry,
} from './index.js'

const apiError = (
  status: number,
  body: unknown,
  operation: OrderApiOperation = 'quote',
  headers?: Headers,
) => new OrderApiError({ status, body, requestId: 'r', operation, ...(headers ? { headers } : {}) })

/** Runs withRetry over a scripted list of outcomes, with a fake clock and sleep. */
async function script(
  operation: OrderApiOperation,
  outcomes: unknown[],
  options: { budgetMs?: number } = {},
) {
  let clock = 0
  const sleeps: number[] = []
  let calls = 0
  const result = await withRetry({
    operation,
    run: async () => {
      const outcome = outcomes[calls++]
      if (outcome instanceof Error) throw outcome
      return outcome
    },
    sleep: async (ms) => {
      sleeps.push(ms)
      clock += ms
    },
    now: () => clock,
    random: () => 1,
    ...options,
  }).then(
    (value) => ({ value }),
    (error) => ({ error }),
  )
  return { ...result, calls, sleeps }
}

test('429 and 503 are retried with growing, capped delays', async () => {
  const busy = apiError(429, { errorCode: 'RATE_LIMITED', message: 'slow down' })
  const result = await script('quote', [
    busy,
    apiError(503, { error: 'The solver cannot serve this direction right now' }),
    'ok',
  ])
  expect(result).toMatchObject({ value: 'ok', calls: 3, sleeps: [300, 600] })
})

test('Retry-After is honoured when it fits the budget, and ends the retries when it does not', async () => {
  const maintenance = apiError(
    503,
    { message: 'SystemMaintenance', name: 'MaintenanceException' },
    'quote',
    new Headers({ 'retry-after': '2' }),
  )
  expect(await script('quote', [maintenance, 'ok'])).toMatchObject({ value: 'ok', sleeps: [2000] })
  const long = apiError(
    503,
    { message: 'SystemMaintenance', name: 'MaintenanceException' },
    'quote',
    new Headers({ 'retry-after': '300' }),
  )
  expect(await script('quote', [long, 'ok'])).toMatchObject({ error: long, calls: 1 })
})

test('a 500 is retried once only', async () => {
  const failure = apiError(500, { message: 'Internal error', name: 'InternalErrorException' })
  expect(await script('quote', [failure, failure, 'ok'])).toMatchObject({
    error: failure,
    calls: 2,
  })
})

test('a build 502 is retried at most once', async () => {
  const chain = apiError(502, { error: 'Failed to read spoke token allowance' }, 'build')
  expect(await script('build', [chain, chain, evmBuild])).toMatchObject({ error: chain, calls: 2 })
})

test('a build that returned an orderId is never retried', async () => {
  const withOrder = apiError(
    500,
    { error: 'Failed to start order tracking', orderId: evmBuild.orderId },
    'build',
  )
  expect(await script('build', [withOrder, evmBuild])).toMatchObject({ error: withOrder, calls: 1 })
  const malformed = new OrderApiResponseError({
    operation: 'build',
    url: 'u',
    status: 200,
    body: { orderId: evmBuild.orderId },
    requestId: 'r',
    problems: [],
  })
  expect(await script('build', [malformed, evmBuild])).toMatchObject({ error: malformed, calls: 1 })
})

test('a build or cancel without a response is not retried blindly; a read is', async () => {
  const lost = new OrderApiNetworkError({ operation: 'build', url: 'u' })
  expect(await script('build', [lost, evmBuild])).toMatchObject({ error: lost, calls: 1 })
  expect(await script('cancel', [lost, 'ok'])).toMatchObject({ error: lost, calls: 1 })
  expect(await script('order', [lost, 'ok'])).toMatchObject({ value: 'ok', calls: 2 })
})

test('4xx answers are not retried', async () => {
  for (const status of [400, 401, 403, 404, 409]) {
    const error = apiError(status, { error: 'no' })
    expect(await script('quote', [error, 'ok'])).toMatchObject({ error, calls: 1 })
  }
})

test('the total budget bounds the retries', async () => {
  const busy = apiError(429, { errorCode: 'RATE_LIMITED', message: 'slow down' })
  const result = await script('quote', [busy, busy, busy, busy], { budgetMs: 1000 })
  expect(result).toMatchObject({ error: busy, calls: 3, sleeps: [300, 600] })
})
