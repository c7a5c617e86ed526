import { once } from 'node:events'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Writable } from 'node:stream'
import { serve } from '@hono/node-server'
import { expect, test } from 'vitest'
import { useBffHarness } from '../../../test/bffHarness.js'
import { createLogger } from '../../telemetry/logger.js'
import { createUpstreamFetch } from '../../upstream/upstreamFetch.js'

const h = useBffHarness()
const { call, dev, clearFaults, quotePath, upstreamCalls, makeApp, usdc } = h

test('params are cached for 15 s', async () => {
  upstreamCalls.length = 0
  const first = await call('/api/v2/params')
  await call('/api/v2/params')
  expect(first.body.tokens.length).toBe(11)
  expect(upstreamCalls.filter((path) => path === '/v2/params').length).toBeLessThanOrEqual(1)
})

test('a bad query is refused with the service body shape and never goes upstream', async () => {
  upstreamCalls.length = 0
  const bad = await call(
    `/api/v2/quote?fromChainId=1&from=${usdc(1)}&toChainId=8453&to=${usdc(8453)}`,
  )
  expect(bad.status).toBe(400)
  expect(bad.body).toMatchObject({
    name: 'ValidationException',
    details: [{ field: 'srcAmount' }],
  })
  expect(upstreamCalls).toEqual([])
})

test('only listed parameters are forwarded', async () => {
  upstreamCalls.length = 0
  const response = await call(`${quotePath()}&debug=1&apiKey=steal`)
  expect(response.status).toBe(200)
  expect(response.body.receive.amount).toMatch(/^\d+$/)
})

test('a quote 429 is retried; a 500 is retried once only', async () => {
  await dev('faults', { route: 'quote', status: 429, headers: { 'retry-after': '0' } })
  expect((await call(quotePath())).status).toBe(200)
  await dev('faults', { route: 'quote', status: 500, body: { error: 'boom' }, times: 3 })
  const before = upstreamCalls.filter((path) => path.endsWith('/quote')).length
  const failed = await call(quotePath())
  const after = upstreamCalls.filter((path) => path.endsWith('/quote')).length
  await clearFaults()
  expect(failed.status).toBe(500)
  expect(after - before).toBe(2)
})

test('an upstream 503 is retried within the budget; an upstream error keeps its body and id', async () => {
  await dev('faults', {
    route: 'quote',
    status: 503,
    body: { error: 'The solver cannot serve this direction right now' },
  })
  expect((await call(quotePath())).status).toBe(200)
  await dev('faults', {
    route: 'quote',
    status: 409,
    body: {
      error: 'Requested amount exceeds what the solver can fill',
      detail: { maxSrcAmount: '5' },
    },
  })
  const refused = await call(quotePath())
  expect(refused.status).toBe(409)
  expect(refused.body.detail.maxSrcAmount).toBe('5')
  expect(refused.headers.get('x-upstream-request-id')).toBeTruthy()
  expect(refused.headers.get('x-request-id')).not.toBe(refused.headers.get('x-upstream-request-id'))
  await dev('faults', {
    route: 'quote',
    status: 500,
    body: { message: 'Internal error', name: 'InternalErrorException' },
    times: 2,
  })
  expect((await call(quotePath())).status).toBe(500)
})

test('malformed JSON upstream on a success status is a clear 502', async () => {
  await dev('faults', { route: 'quote', status: 200, body: '<html>not json</html>' })
  const response = await call(quotePath())
  expect(response).toMatchObject({
    status: 502,
    body: { error: 'The Order Service answered with an unexpected body' },
  })
})

test('a 429 or maintenance upstream is passed on, nothing is retried blindly', async () => {
  await dev('maintenance', { on: true })
  const q = await call(quotePath())
  await dev('maintenance', { on: false })
  expect(q.status).toBe(503)
  expect(q.body.name).toBe('MaintenanceException')
  expect(q.headers.get('retry-after')).toBe('300')
})

test('when the client disconnects, the upstream call is aborted', async () => {
  const lines: string[] = []
  const logger = createLogger(
    new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk))
        done()
      },
    }),
  )
  // The BFF's own upstream fetch, which tells when the quote has left for the service and with
  // which signal: the client aborts only once the upstream call is under way.
  const upstreamFetch = createUpstreamFetch()
  let quoteSent!: (signal: AbortSignal | undefined) => void
  const upstreamSignal = new Promise<AbortSignal | undefined>((resolve) => {
    quoteSent = resolve
  })
  const bff = makeApp(
    {},
    {
      logger,
      fetch: async (input, init) => {
        const url = new URL(String(input instanceof Request ? input.url : input))
        if (url.pathname === '/v2/quote') quoteSent(init?.signal ?? undefined)
        return upstreamFetch(input, init)
      },
    },
  )
  // A real server: only a socket the client closes is a disconnect.
  const server = serve({ fetch: bff.app.fetch, port: 0, hostname: '127.0.0.1' }) as Server
  await once(server, 'listening')
  const { port } = server.address() as AddressInfo
  try {
    await dev('faults', { route: 'quote', latencyMs: 2000 })
    const controller = new AbortController()
    const pending = fetch(`http://127.0.0.1:${port}${quotePath()}`, {
      signal: controller.signal,
    }).catch((error) => error)
    const signal = await upstreamSignal
    expect(signal?.aborted).toBe(false)
    controller.abort()
    expect(await pending).toBeInstanceOf(Error)
    await expect.poll(() => signal?.aborted, { timeout: 1500 }).toBe(true)
    await expect
      .poll(() => lines.find((line) => line.includes('"path":"/api/v2/quote"')), {
        timeout: 1500,
      })
      .toContain('"status":499')
  } finally {
    server.closeAllConnections()
    server.close()
    await clearFaults()
  }
})

test('an upstream that does not answer in time is a 504', async () => {
  const slow = makeApp({}, { upstreamTimeoutMs: 200 })
  try {
    await dev('faults', { route: 'health', latencyMs: 1000 })
    const response = await call('/api/v2/health', {}, slow)
    expect(response.status).toBe(504)
    expect(response.body).toEqual({ error: 'The Order Service did not answer in time' })
  } finally {
    slow.close()
    await clearFaults()
  }
})
