import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Writable } from 'node:stream'
import { gunzipSync } from 'node:zlib'
import { type Devnet, startDevnet } from '@ferry/devnet'
import { Hono } from 'hono'
import { type Address, createPublicClient, createWalletClient, type Hex, http } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startPostgres } from '../test/startPostgres.js'
import { ConfigError, parseConfig } from './config.js'
import { type BffApp, createApp } from './createApp.js'
import { bffConfigForDevnet } from './devnetConfig.js'
import { createJournal, type Journal, openSqlClient } from './journal.js'
import { createLogger } from './logger.js'
import { mountWebApp } from './mountWebApp.js'
import { startBff } from './startBff.js'
import { createUpstreamFetch } from './upstreamFetch.js'

let devnet: Devnet
let bff: BffApp
let journal: Journal
const logLines: string[] = []
const seenBodies: string[] = []
const upstreamCalls: string[] = []
const origin = 'https://dapp.example'
const upstreamFetch = createUpstreamFetch()

beforeAll(async () => {
  devnet = await startDevnet({ stepMs: 100 })
  journal = await createJournal(await openSqlClient({}))
  bff = makeApp()
})
afterAll(async () => {
  bff?.close()
  await journal?.close()
  await devnet?.stop()
  // The key must appear in no response and no log line of this whole suite.
  const key = devnet.integrators.find((integrator) => integrator.name === 'ferry-demo')!.apiKey
  expect(seenBodies.join('\n')).not.toContain(key)
  expect(logLines.join('\n')).not.toContain(key)
  expect(logLines.join('\n')).not.toMatch(/0x[0-9a-f]{64}/)
})

function makeApp(
  overrides: Parameters<typeof bffConfigForDevnet>[1] = {},
  extra: { upstreamTimeoutMs?: number } = {},
) {
  const sink = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk))
      done()
    },
  })
  return createApp({
    config: bffConfigForDevnet(devnet, {
      allowedOrigins: [origin],
      pollIntervalMs: 100,
      ...overrides,
    }),
    journal,
    logger: createLogger(sink),
    quoteRetryBudgetMs: 3_000,
    buildRetryDelayMs: 50,
    ...extra,
    // The BFF's own upstream fetch, recorded: every fault test goes through it.
    fetch: async (input, init) => {
      upstreamCalls.push(new URL(String(input instanceof Request ? input.url : input)).pathname)
      return upstreamFetch(input, init)
    },
  })
}

/** Calls the BFF in-process and records every answer for the key-leak check. */
async function call(path: string, init: RequestInit & { json?: unknown } = {}, app: BffApp = bff) {
  const { json, ...rest } = init
  const response = await app.app.request(path, {
    ...rest,
    ...(json !== undefined
      ? {
          method: 'POST',
          body: JSON.stringify(json),
          headers: { 'content-type': 'application/json', ...rest.headers },
        }
      : {}),
  })
  const text = await response.text()
  seenBodies.push(text, JSON.stringify([...response.headers]))
  let body: any = text
  try {
    body = JSON.parse(text)
  } catch {}
  return { status: response.status, headers: response.headers, body }
}

const dev = (path: string, body: unknown) =>
  fetch(`${devnet.serviceUrl}/dev/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })

const usdc = (chainId: number) =>
  devnet.chains.find((chain) => chain.chainId === chainId)!.tokens[0]!.address
const quotePath = (amount = '50000000') =>
  `/api/v2/quote?${new URLSearchParams({ fromChainId: '1', from: usdc(1), toChainId: '8453', to: usdc(8453), srcAmount: amount })}`
const quote = async () => (await call(quotePath())).body
const ordersOf = async (depositor: string) =>
  (
    await (
      await fetch(`${devnet.serviceUrl}/v2/orders?depositor=${depositor}`, {
        headers: { 'x-api-key': 'devnet-key-ferry-demo' },
      })
    ).json()
  ).orders

describe('configuration', () => {
  test('a missing or malformed variable stops start-up with its name', () => {
    expect(() => parseConfig({})).toThrowError(ConfigError)
    expect(() => parseConfig({})).toThrowError(/UPSTREAM_URL/)
    const base = {
      UPSTREAM_URL: 'https://orders.example',
      UPSTREAM_API_KEY: 'k',
      ALLOWED_ORIGINS: 'https://a.example',
      CHAINS: '[]',
      CANCEL_DOMAIN: JSON.stringify({
        name: 'OrderDelegate',
        version: '2',
        chainId: 1,
        verifyingContract: `0x${'1'.repeat(40)}`,
      }),
    }
    expect(parseConfig(base)).toMatchObject({
      port: 8787,
      mode: 'live',
      trustProxy: false,
      allowedOrigins: ['https://a.example'],
    })
    expect(() => parseConfig({ ...base, CHAINS: '[{' })).toThrowError('CHAINS: is not valid JSON')
    expect(() => parseConfig({ ...base, PORT: 'eighty' })).toThrowError(
      /PORT: must be a whole number/,
    )
    expect(() => parseConfig({ ...base, DATABASE_URL: 'mysql://x' })).toThrowError(/DATABASE_URL/)
    expect(() => parseConfig({ ...base, CANCEL_DOMAIN: '{"name":"x"}' })).toThrowError(
      /CANCEL_DOMAIN/,
    )
  })
})

describe('proxy', () => {
  test('liveness, readiness and the widget config', async () => {
    expect((await call('/api/healthz')).body).toEqual({ status: 'ok' })
    expect((await call('/api/readyz')).body).toEqual({ status: 'ready' })
    const config = (await call('/api/config')).body
    expect(config.mode).toBe('devnet')
    expect(config.cancelDomain).toEqual(devnet.cancelDomain)
    expect(config.chains.map((chain: { id: number }) => chain.id)).toEqual([
      1, 42161, 8453, 137, 4663, 728126428,
    ])
    expect(config.devnet.accounts).toHaveLength(6)
  })

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
    await fetch(`${devnet.serviceUrl}/dev/faults`, { method: 'DELETE' })
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
    expect(refused.headers.get('x-request-id')).not.toBe(
      refused.headers.get('x-upstream-request-id'),
    )
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
})

describe('build', () => {
  const depositorAt = (index: number) => devnet.accounts[index]!.address

  test('a build is journaled and answered with its build time and deadline', async () => {
    const q = await quote()
    const response = await call('/api/v2/build', {
      json: { ...q.build, depositor: depositorAt(0) },
    })
    expect(response.status).toBe(200)
    expect(response.body.deadline - response.body.builtAt).toBe(3600)
    const entry = await journal.findByOrderId(response.body.orderId)
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
    const depositor = depositorAt(1)
    const q = await quote()
    await dev('faults', {
      route: 'build',
      status: 502,
      body: { error: 'Failed to read spoke token allowance' },
    })
    const response = await call('/api/v2/build', { json: { ...q.build, depositor } })
    expect(response.status).toBe(200)
    expect(await ordersOf(depositor)).toHaveLength(1)
    const attempts = (await journal.entries()).filter(
      (entry) => entry.depositor === depositor.toLowerCase(),
    )
    expect(attempts.map((entry) => entry.status)).toEqual(['failed', 'succeeded'])
  })

  test('two 500s: retried once, then the error; no order', async () => {
    const depositor = depositorAt(2)
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

  test('a lost response: the order is found by depositor and not built again', async () => {
    const depositor = depositorAt(3)
    const q = await quote()
    await dev('faults', { route: 'build', drop: true })
    const response = await call('/api/v2/build', { json: { ...q.build, depositor } })
    expect(response.status).toBe(502)
    const orders = await ordersOf(depositor)
    expect(orders).toHaveLength(1)
    expect(response.body.orderId).toBe(orders[0].orderId)
    const attempts = (await journal.entries()).filter(
      (entry) => entry.depositor === depositor.toLowerCase(),
    )
    expect(attempts).toHaveLength(1)
    expect(attempts[0]).toMatchObject({ status: 'succeeded', orderId: orders[0].orderId })
  })

  test('a 429 or maintenance upstream is passed on, nothing is retried blindly', async () => {
    await dev('maintenance', { on: true })
    const q = await call(quotePath())
    await dev('maintenance', { on: false })
    expect(q.status).toBe(503)
    expect(q.body.name).toBe('MaintenanceException')
    expect(q.headers.get('retry-after')).toBe('300')
  })
})

describe('orders', () => {
  test('the list needs a depositor', async () => {
    const response = await call('/api/v2/orders')
    expect(response).toMatchObject({
      status: 400,
      body: { details: [{ field: 'depositor', message: 'is required' }] },
    })
    const mine = await call(`/api/v2/orders?depositor=${devnet.accounts[0]!.address}`)
    expect(mine.status).toBe(200)
    expect(mine.body.orders[0].deadline).toBeGreaterThan(0)
  })

  test('a bad orderId is refused; cancel before publication passes the 409 on', async () => {
    expect((await call('/api/v2/orders/0x12')).status).toBe(400)
    const q = await quote()
    const { orderId } = (
      await call('/api/v2/build', { json: { ...q.build, depositor: devnet.accounts[4]!.address } })
    ).body
    const cancel = await call(`/api/v2/orders/${orderId}/cancel`, {
      json: {
        payload: { nonce: '1', rootIntentId: `0x${'cc'.repeat(32)}` },
        signature: `0x${'ab'.repeat(65)}`,
      },
    })
    expect(cancel.status).toBe(409)
  })

  test('the event stream follows an order to delivery, with one poller for many listeners', async () => {
    const account = devnet.accounts[5]!
    const chain = devnet.chains[0]!
    const wallet = createWalletClient({
      account: privateKeyToAccount(account.privateKey),
      transport: http(chain.rpcUrl),
    })
    const client = createPublicClient({ transport: http(chain.rpcUrl), pollingInterval: 20 })
    const q = await quote()
    const build = (
      await call('/api/v2/build', { json: { ...q.build, depositor: account.address } })
    ).body
    const streams = [1, 2].map(() => bff.app.request(`/api/v2/orders/${build.orderId}/events`))
    const [first, second] = await Promise.all(streams)
    expect(first!.headers.get('content-type')).toContain('text/event-stream')
    expect(bff.watcher.activePollers).toBe(1)
    for (const tx of [...(build.approveTxs ?? []), build.depositTx]) {
      const hash = await wallet.sendTransaction({
        to: tx.to as Address,
        data: tx.data as Hex,
        value: BigInt(tx.value),
        chain: null,
      })
      await client.waitForTransactionReceipt({ hash })
    }
    const events = await first!.text()
    await second!.text()
    const states = [...events.matchAll(/"state":"(\w+)"/g)].map((match) => match[1])
    expect(states[0]).toBe('pending_deposit')
    expect(states.at(-1)).toBe('delivered')
    expect(events).toContain('event: order')
    expect(events).toContain(`"deadline":${build.deadline}`)
    expect(bff.watcher.activePollers).toBe(0)
  })
})

describe('traffic and security', () => {
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
    const served = await startBff({
      config: bffConfigForDevnet(devnet, { port: 0 }),
      logger,
    })
    try {
      await dev('faults', { route: 'quote', latencyMs: 2000 })
      const controller = new AbortController()
      const pending = fetch(`${served.url}${quotePath()}`, { signal: controller.signal }).catch(
        (error) => error,
      )
      await new Promise((resolve) => setTimeout(resolve, 300))
      controller.abort()
      expect(await pending).toBeInstanceOf(Error)
      await expect
        .poll(() => lines.find((line) => line.includes('"path":"/api/v2/quote"')), {
          timeout: 1500,
        })
        .toContain('"status":499')
    } finally {
      await served.stop()
      await fetch(`${devnet.serviceUrl}/dev/faults`, { method: 'DELETE' })
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
      await fetch(`${devnet.serviceUrl}/dev/faults`, { method: 'DELETE' })
    }
  })

  test('CORS answers only allowed origins; security headers are set', async () => {
    const allowed = await call('/api/v2/params', { headers: { origin } })
    expect(allowed.headers.get('access-control-allow-origin')).toBe(origin)
    const other = await call('/api/v2/params', { headers: { origin: 'https://evil.example' } })
    expect(other.headers.get('access-control-allow-origin')).toBeNull()
    expect(allowed.headers.get('x-content-type-options')).toBe('nosniff')
    expect(allowed.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
  })

  test('unknown paths are not proxied', async () => {
    upstreamCalls.length = 0
    expect((await call('/api/v1/quote')).status).toBe(404)
    expect((await call('/api/v2/anything')).status).toBe(404)
    expect(upstreamCalls).toEqual([])
  })

  test('metrics count requests, upstream statuses and refusals', async () => {
    const text = (await call('/metrics')).body as string
    expect(text).toContain('ferry_bff_request_duration_seconds_count')
    expect(text).toMatch(/ferry_bff_upstream_responses_total\{operation="quote",status="200"\} \d+/)
  })
})

describe('journal and static page', () => {
  test('the journal keeps every build across a restart', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'ferry-journal-'))
    try {
      const first = await createJournal(await openSqlClient({ dataDir }))
      await first.begin({
        attemptId: 'a1',
        depositor: devnet.accounts[0]!.address,
        request: { amount: '1' },
        startedAt: 100,
      })
      await first.succeed({
        attemptId: 'a1',
        orderId: `0x${'ab'.repeat(32)}`,
        response: { ok: true },
        builtAt: 101,
        deadline: 3701,
      })
      await first.close()
      const second = await createJournal(await openSqlClient({ dataDir }))
      expect(await second.findByOrderId(`0x${'AB'.repeat(32)}`)).toMatchObject({
        status: 'succeeded',
        deadline: 3701,
        request: { amount: '1' },
      })
      await second.close()
    } finally {
      rmSync(dataDir, { recursive: true, force: true })
    }
  })

  test('with DATABASE_URL, a build through the BFF is journaled in PostgreSQL and read back after a restart', async () => {
    const postgres = await startPostgres()
    try {
      const journalOnPostgres = await createJournal(
        await openSqlClient({ databaseUrl: postgres.url }),
      )
      const app = createApp({
        config: bffConfigForDevnet(devnet, { allowedOrigins: [origin], databaseUrl: postgres.url }),
        journal: journalOnPostgres,
        logger: createLogger(new Writable({ write: (_chunk, _encoding, done) => done() })),
      })
      const q = await quote()
      const response = await call(
        '/api/v2/build',
        { json: { ...q.build, depositor: devnet.accounts[3]!.address } },
        app,
      )
      expect(response.status).toBe(200)
      app.close()
      await journalOnPostgres.close()
      const reopened = await createJournal(await openSqlClient({ databaseUrl: postgres.url }))
      expect(await reopened.findByOrderId(response.body.orderId)).toMatchObject({
        status: 'succeeded',
        builtAt: response.body.builtAt,
        deadline: response.body.deadline,
      })
      await reopened.close()
      // A server that drops the pool's idle connections does not take the BFF down.
      const idleErrors: Error[] = []
      const idle = await openSqlClient({
        databaseUrl: postgres.url,
        onIdleError: (error) => idleErrors.push(error),
      })
      await idle.query('select 1')
      await postgres.stop()
      await expect.poll(() => idleErrors.length).toBeGreaterThan(0)
      await expect(idle.query('select 1')).rejects.toThrow()
      await idle.close()
    } finally {
      await postgres.stop()
    }
  }, 60_000)

  test('the built page is served with its routes and cache headers', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'ferry-web-'))
    try {
      mkdirSync(join(dist, 'assets'))
      writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Ferry</title>')
      writeFileSync(join(dist, 'assets', 'app-1234.js'), 'console.log(1)')
      writeFileSync(join(dist, 'embed.html'), '<!doctype html><title>Ferry embed</title>')
      const app = new Hono()
      writeFileSync(join(dist, 'index.html'), '<!doctype html><head><title>Ferry</title></head>')
      mountWebApp(app, dist, {
        frameAncestors: ['https://dex.example'],
        bootstrap: async () => ({ config: { name: '</script><script>alert(1)</script>' } }),
      })
      const page = await app.request('/embed')
      expect(await page.text()).toContain('<title>Ferry embed</title>')
      expect(page.headers.get('cache-control')).toBe('no-cache')
      // The embed page may be framed by the allowed origins only; the others by nobody.
      expect(page.headers.get('content-security-policy')).toBe(
        "frame-ancestors 'self' https://dex.example",
      )
      expect(page.headers.get('x-frame-options')).toBeNull()
      const home = await app.request('/')
      const html = await home.text()
      expect(html).toContain('<title>Ferry</title>')
      // The widget's first answers are inlined, escaped so no string can close the script.
      const inlined = /<script id="ferry-bootstrap" type="application\/json">(.*?)<\/script>/.exec(
        html,
      )
      expect(JSON.parse(inlined![1]!)).toEqual({
        config: { name: '</script><script>alert(1)</script>' },
      })
      expect(html.match(/<script/g)).toHaveLength(1)
      expect(home.headers.get('x-frame-options')).toBe('DENY')
      // No demo.html in this build: the route falls back to the swap page.
      expect(await (await app.request('/demo')).text()).toContain('<title>Ferry</title>')
      const asset = await app.request('/assets/app-1234.js')
      expect(asset.status).toBe(200)
      expect(asset.headers.get('cache-control')).toContain('immutable')
      expect(asset.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
      expect(await asset.text()).toBe('console.log(1)')
      // Compressed once at start, served gzipped to browsers that accept it.
      const gzipped = await app.request('/assets/app-1234.js', {
        headers: { 'accept-encoding': 'gzip, br' },
      })
      expect(gzipped.headers.get('content-encoding')).toBe('gzip')
      expect(gunzipSync(Buffer.from(await gzipped.arrayBuffer())).toString()).toBe('console.log(1)')
      expect((await app.request('/assets/missing.js')).status).toBe(404)
    } finally {
      rmSync(dist, { recursive: true, force: true })
    }
  })
})
