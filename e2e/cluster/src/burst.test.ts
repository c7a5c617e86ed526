import { randomBytes } from 'node:crypto'
import { expect, test } from 'vitest'
import { usdcQuotePath } from './quotes.js'
import { mostWithin, runPooled } from './slidingWindow.js'
import type { UpstreamCall } from './startUpstreamRecorder.js'
import { useCluster } from './useCluster.js'

const c = useCluster()
// The spec's per-integrator limits (Limits): what the service itself enforces on a sliding minute.
const quotesPerMinute = 120
const buildsPerMinute = 60
const newDepositor = () => `0x${randomBytes(20).toString('hex')}`
// A build body from one of the quote burst's answers (the build burst runs second).
let buildBody: Record<string, unknown> | undefined

/**
 * Waits until the service's sliding minute holds no call of the route, read from the recorder
 * (state, not a timer). The shared limiter counts the same minute as the service, but the Redis
 * that redisDown.test.ts restarts comes back empty (no persistence here): the calls of the minute
 * before the outage are forgotten by the instances, not by the service, so a burst right after
 * could pass the service's minute by that many. Each burst starts from a quiet minute.
 */
async function quietMinute(path: RegExp) {
  await expect
    .poll(
      async () => {
        const last = (await c.upstreamCalls({ path })).at(-1)?.at ?? 0
        return Date.now() - last > 60_500
      },
      { timeout: 75_000, interval: 1_000 },
    )
    .toBe(true)
}

/** 10× a route's limit as requests from `clients` clients spread over the three instances. */
async function burst(parameters: {
  limit: number
  clients: number
  send: (client: string, index: number) => Promise<Response>
}) {
  const count = 10 * parameters.limit
  const answers = await runPooled(
    Array.from({ length: count }, (_, index) => async () => {
      const response = await parameters.send(`10.3.${index % parameters.clients}.7`, index)
      const text = await response.text()
      return { status: response.status, retryAfter: response.headers.get('retry-after'), text }
    }),
    24,
  )
  return answers
}

function expectCleanRefusals(answers: Awaited<ReturnType<typeof burst>>, okStatus: number) {
  const unexpected = answers.filter((answer) => answer.status !== okStatus && answer.status !== 429)
  expect(unexpected.slice(0, 3)).toEqual([])
  expect(answers.some((answer) => answer.status === okStatus)).toBe(true)
  for (const answer of answers.filter((answer) => answer.status === 429)) {
    expect(Number(answer.retryAfter)).toBeGreaterThanOrEqual(1)
    expect(JSON.parse(answer.text)).toMatchObject({ errorCode: 'RATE_LIMITED' })
  }
}

/** The service never refused, and saw at most `limit` calls in any sliding minute. */
function expectServiceWithinLimit(calls: UpstreamCall[], limit: number) {
  expect(calls.filter((call) => call.status === 429)).toEqual([])
  expect(
    mostWithin(
      calls.map((call) => call.at),
      60_000,
    ),
  ).toBeLessThanOrEqual(limit)
}

test('10× the quote limit over three instances: at most the limit reaches the service in any minute, the rest are clean 429s', async () => {
  await quietMinute(/^\/v2\/quote$/)
  const path = usdcQuotePath(c.devnet)
  const answers = await burst({
    limit: quotesPerMinute,
    clients: 60,
    send: (client) => c.request(path, { client }),
  })
  expectCleanRefusals(answers, 200)
  buildBody = JSON.parse(answers.find((answer) => answer.status === 200)!.text).build
  const upstream = await c.upstreamCalls({ path: /^\/v2\/quote$/ })
  expect(new Set(upstream.map((call) => call.instance))).toEqual(new Set([0, 1, 2]))
  expectServiceWithinLimit(upstream, quotesPerMinute)
}, 180_000)

test('10× the build limit over three instances: at most the limit reaches the service in any minute, the rest are clean 429s', async () => {
  await quietMinute(/^\/v2\/build$/)
  expect(buildBody).toBeDefined()
  const answers = await burst({
    limit: buildsPerMinute,
    clients: 60,
    send: (client) =>
      c.request('/api/v2/build', {
        client,
        json: { ...buildBody, depositor: newDepositor() },
      }),
  })
  expectCleanRefusals(answers, 200)
  expectServiceWithinLimit(
    await c.upstreamCalls({ method: 'POST', path: /^\/v2\/build$/ }),
    buildsPerMinute,
  )
}, 180_000)
