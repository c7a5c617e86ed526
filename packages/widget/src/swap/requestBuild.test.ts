import type { BuildRequest, EvmBuildResponse } from '@ferry/order-api'
import { afterEach, expect, test, vi } from 'vitest'
import { usdc, usdcBuild } from '../../test/usdcBuild.js'
import {
  BuildAttemptUnknownError,
  BuildNotCreatedError,
  BuildOutcomeUnresolvedError,
  BuildUnfundableError,
} from './buildOutcomeErrors.js'
import { BUILD_CHECK_WINDOW_SECONDS, requestBuild } from './requestBuild.js'

const request: BuildRequest = {
  ...usdcBuild,
  depositor: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
}
const orderId = `0x${'1f'.repeat(32)}`
const build: EvmBuildResponse & { builtAt: number; deadline: number } = {
  orderId,
  nonce: '1',
  depositTx: {
    to: usdc,
    from: request.depositor,
    data: '0xdeadbeef',
    value: '0x1',
    chainId: 1,
    gasLimit: '0x493e0',
  },
  builtAt: 1_795_000_000,
  deadline: 1_795_003_600,
}

type Answer = { status: number; body: unknown; retryAfter?: string }
let testIndex = 0
afterEach(() => vi.unstubAllGlobals())

/**
 * A fake BFF: `POST /build` answers `buildAnswer`, each `GET /builds/:id` the next of `checks`
 * (the last one repeats). The clock moves only when the swap sleeps.
 */
function fakeBff(buildAnswer: Answer, checks: Answer[]) {
  const bffUrl = `http://bff-outcome-${++testIndex}.test`
  const calls: string[] = []
  const waits: number[] = []
  let clock = 1_795_000_000
  let checked = 0
  vi.stubGlobal('fetch', async (url: string | URL, init?: RequestInit) => {
    const path = new URL(String(url)).pathname
    calls.push(`${init?.method ?? 'GET'} ${path}`)
    const answer =
      path === '/api/v2/build' ? buildAnswer : checks[Math.min(checked++, checks.length - 1)]!
    return Response.json(answer.body, {
      status: answer.status,
      headers: answer.retryAfter ? { 'retry-after': answer.retryAfter } : {},
    })
  })
  const run = (extra: { buildAttemptId?: string } = {}) => {
    const checking: string[] = []
    return {
      checking,
      promise: requestBuild({
        bffUrl,
        request,
        ...extra,
        onChecking: (id) => checking.push(id),
        now: () => clock,
        sleep: async (ms) => {
          waits.push(ms)
          clock += ms / 1000
        },
      }),
    }
  }
  return { run, calls, waits }
}

const unknown = (retryAfter = '5'): Answer => ({
  status: 503,
  retryAfter,
  body: { name: 'BuildOutcomeUnknownException', message: 'lost', buildAttemptId: 'attempt-1' },
})
const pending = (retryAfter?: string): Answer => ({
  status: 200,
  body: { status: 'pending' },
  ...(retryAfter ? { retryAfter } : {}),
})

test('an unknown outcome is checked at the pace the BFF asks, never built again, and a created order is used', async () => {
  const bff = fakeBff(unknown('5'), [
    pending('7'),
    pending(),
    { status: 200, body: { status: 'created', build } },
  ])
  const { promise, checking } = bff.run()
  expect(await promise).toEqual(build)
  expect(checking).toEqual(['attempt-1'])
  expect(bff.calls).toEqual([
    'POST /api/v2/build',
    'GET /api/v2/builds/attempt-1',
    'GET /api/v2/builds/attempt-1',
    'GET /api/v2/builds/attempt-1',
  ])
  // First the 503's Retry-After, then each check's own, kept when a check names none.
  expect(bff.waits).toEqual([5000, 7000, 7000])
})

test('an earlier unresolved build of the same trade (409) is checked at once', async () => {
  const bff = fakeBff(
    {
      status: 409,
      body: { name: 'BuildOutcomePendingException', message: 'wait', buildAttemptId: 'attempt-9' },
    },
    [{ status: 200, body: { status: 'created_unfundable', orderId } }],
  )
  const failure = await bff.run().promise.catch((error: unknown) => error)
  expect(failure).toBeInstanceOf(BuildUnfundableError)
  expect((failure as BuildUnfundableError).orderId).toBe(orderId)
  expect(bff.waits).toEqual([])
  expect(bff.calls.filter((call) => call.startsWith('POST'))).toHaveLength(1)
})

test('no order created: building again is offered, not done', async () => {
  const bff = fakeBff(unknown(), [{ status: 200, body: { status: 'not_created' } }])
  await expect(bff.run().promise).rejects.toBeInstanceOf(BuildNotCreatedError)
  expect(bff.calls).toEqual(['POST /api/v2/build', 'GET /api/v2/builds/attempt-1'])
})

test('checking stops after the window with the attempt to resume, even through failed looks', async () => {
  const bff = fakeBff(unknown('10'), [
    pending('10'),
    { status: 502, body: { error: 'down' } },
    { status: 200, body: { status: 'maybe' } },
    pending('10'),
  ])
  const failure = await bff.run().promise.catch((error: unknown) => error)
  expect(failure).toBeInstanceOf(BuildOutcomeUnresolvedError)
  expect((failure as BuildOutcomeUnresolvedError).buildAttemptId).toBe('attempt-1')
  const waited = bff.waits.reduce((sum, ms) => sum + ms, 0) / 1000
  expect(waited).toBeLessThanOrEqual(BUILD_CHECK_WINDOW_SECONDS + 10)
  expect(waited).toBeGreaterThanOrEqual(BUILD_CHECK_WINDOW_SECONDS - 10)
  expect(bff.calls.filter((call) => call.startsWith('POST'))).toHaveLength(1)
})

test('a hostile pace is clamped: no hammering at 0 s, no hour-long silence', async () => {
  const bff = fakeBff(unknown('0'), [
    pending('3600'),
    { status: 200, body: { status: 'not_created' } },
  ])
  await expect(bff.run().promise).rejects.toBeInstanceOf(BuildNotCreatedError)
  expect(bff.waits).toEqual([1000, 30_000])
})

test('resuming an attempt checks it without building', async () => {
  const bff = fakeBff(unknown(), [{ status: 200, body: { status: 'created', build } }])
  expect(await bff.run({ buildAttemptId: 'attempt-1' }).promise).toEqual(build)
  expect(bff.calls).toEqual(['GET /api/v2/builds/attempt-1'])
})

test('an attempt the BFF does not know is reported, neither rebuilt nor waited on', async () => {
  const bff = fakeBff(unknown(), [{ status: 404, body: { message: 'no such attempt' } }])
  await expect(bff.run({ buildAttemptId: '../../orders?x=1' }).promise).rejects.toBeInstanceOf(
    BuildAttemptUnknownError,
  )
  // The id is one path segment, however it is spelled.
  expect(bff.calls).toEqual(['GET /api/v2/builds/..%2F..%2Forders%3Fx%3D1'])
})

test('other build errors are thrown as they are', async () => {
  const bff = fakeBff({ status: 503, body: { message: 'maintenance', errorCode: 'MAINTENANCE' } }, [
    pending(),
  ])
  await expect(bff.run().promise).rejects.toMatchObject({ name: 'OrderApiError', status: 503 })
  expect(bff.calls).toEqual(['POST /api/v2/build'])
})

test('a created answer without a usable build, or an unfundable one without an orderId, is no answer yet', async () => {
  const bff = fakeBff(unknown('1'), [
    { status: 200, body: { status: 'created', build: { orderId } } },
    { status: 200, body: { status: 'created', build: { ...build, builtAt: 'yesterday' } } },
    { status: 200, body: { status: 'created_unfundable', orderId: 'nope' } },
    { status: 200, body: { status: 'created', build } },
  ])
  expect(await bff.run().promise).toEqual(build)
  expect(bff.calls.filter((call) => call.startsWith('GET'))).toHaveLength(4)
})
