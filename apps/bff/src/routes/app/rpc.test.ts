import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startTestServer } from '@ferry/test-utils'
import { Hono } from 'hono'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { origin, useBffHarness } from '../../../test/bffHarness.js'
import { mountWebApp } from '../../pages/mountWebApp.js'
import { RPC_CALLS_PER_CLIENT } from './rpc.js'

const h = useBffHarness()
const { call, makeApp, logLines, devnet } = h

const key = 'k3y-0f-the-operator-5ecret'
/** What reached the stub private RPC, body by body. */
const received: unknown[] = []
let stub: Awaited<ReturnType<typeof startTestServer>>
beforeAll(async () => {
  stub = await startTestServer({
    handler: (request, response) => {
      let text = ''
      request.on('data', (chunk) => {
        text += chunk
      })
      request.on('end', () => {
        const body = JSON.parse(text)
        received.push(body)
        const answer = (call: { id: unknown }) => ({ jsonrpc: '2.0', id: call.id, result: '0x1' })
        response.setHeader('content-type', 'application/json')
        response.end(JSON.stringify(Array.isArray(body) ? body.map(answer) : answer(body)))
      })
    },
  })
})
afterAll(() => stub.stop())

const ether = { name: 'Ether', symbol: 'ETH', decimals: 18 }
/** A live BFF over the devnet whose chain 1 is CHAINS' with a keyed RPC (the stub, or anvil). */
const liveApp = (rpcUrl = `${stub.url}/v2/${key}`) =>
  makeApp({
    mode: 'live',
    trustedProxyHops: 1,
    chains: [
      { id: 1, name: 'Ethereum', family: 'evm', rpcUrl, explorerUrl: null, nativeCurrency: ether },
    ],
  })
const rpcCall = (method: string, params: unknown[] = [], id = 1) => ({
  jsonrpc: '2.0',
  id,
  method,
  params,
})
const send = (body: unknown, app = liveApp(), client = '192.0.2.1', chainId = 1) =>
  call(`/api/rpc/${chainId}`, { json: body, headers: { origin, 'x-forwarded-for': client } }, app)

test("the widget's config names the proxy's path for a chain with a private RPC, never its URL", async () => {
  const response = await call('/api/config', {}, liveApp())
  expect(response.status).toBe(200)
  expect(JSON.stringify(response.body)).not.toContain(key)
  const chains = response.body.chains as { id: number; rpcUrl: string | null }[]
  expect(chains.find((chain) => chain.id === 1)?.rpcUrl).toBe('/api/rpc/1')
  // The service's other chains keep their own public RPCs.
  expect(
    chains.filter((chain) => chain.rpcUrl?.startsWith('/api/rpc/')).map((chain) => chain.id),
  ).toEqual([1])
})

test("the pages' CSP lets the widget reach the proxy ('self') and names no private RPC host", async () => {
  const app = liveApp()
  const dist = mkdtempSync(join(tmpdir(), 'ferry-web-'))
  try {
    writeFileSync(join(dist, 'index.html'), '<!doctype html><head><title>Ferry</title></head>')
    const pages = new Hono()
    mountWebApp(pages, dist, { bootstrap: () => app.bootstrap() })
    const response = await pages.request('/')
    expect(response.status).toBe(200)
    const policy = response.headers.get('content-security-policy') ?? ''
    expect(policy).toMatch(/connect-src 'self'[ ;]/)
    expect(policy).not.toContain(stub.url)
    expect(policy).not.toContain(key)
  } finally {
    rmSync(dist, { recursive: true, force: true })
  }
})

test('a read is forwarded to the private RPC and its answer comes back as it was', async () => {
  received.length = 0
  const single = await send(rpcCall('eth_blockNumber', [], 7))
  expect([single.status, single.body]).toEqual([200, { jsonrpc: '2.0', id: 7, result: '0x1' }])
  const batch = await send([
    rpcCall('eth_chainId', [], 1),
    rpcCall('eth_getBalance', [`0x${'1'.repeat(40)}`, 'latest'], 2),
  ])
  expect(batch.body.map((answer: { id: number }) => answer.id)).toEqual([1, 2])
  expect(received).toEqual([
    rpcCall('eth_blockNumber', [], 7),
    [
      rpcCall('eth_chainId', [], 1),
      rpcCall('eth_getBalance', [`0x${'1'.repeat(40)}`, 'latest'], 2),
    ],
  ])
})

test('each refusal is answered before anything reaches the private RPC, in words that name it', async () => {
  const app = liveApp()
  received.length = 0
  const tooMany = Array.from({ length: 11 }, (_, id) => rpcCall('eth_chainId', [], id))
  const refused: [string, unknown, number, number][] = [
    [
      'a transaction (the wallet sends it)',
      rpcCall('eth_sendRawTransaction', ['0x00']),
      400,
      -32601,
    ],
    ['a signature', rpcCall('eth_sign', [`0x${'1'.repeat(40)}`, '0x00']), 400, -32601],
    ['a devnode cheat', rpcCall('anvil_setBalance', [`0x${'1'.repeat(40)}`, '0x1']), 400, -32601],
    ['a method of Object.prototype', rpcCall('constructor'), 400, -32601],
    [
      'a log query without a range',
      rpcCall('eth_getLogs', [{ address: `0x${'1'.repeat(40)}` }]),
      400,
      -32602,
    ],
    [
      'a log query over 1000 blocks',
      rpcCall('eth_getLogs', [{ fromBlock: '0x0', toBlock: '0x3e8' }]),
      400,
      -32602,
    ],
    [
      'a log query from a tag',
      rpcCall('eth_getLogs', [{ fromBlock: 'earliest', toBlock: 'latest' }]),
      400,
      -32602,
    ],
    [
      'a block with its full transactions',
      rpcCall('eth_getBlockByNumber', ['latest', true]),
      400,
      -32602,
    ],
    [
      'a fee history of too many blocks',
      rpcCall('eth_feeHistory', ['0x1000', 'latest', []]),
      400,
      -32602,
    ],
    ['a batch over ten calls', tooMany, 400, -32600],
    ['an empty batch', [], 400, -32600],
    ['a notification (no id)', { jsonrpc: '2.0', method: 'eth_chainId' }, 400, -32600],
    ['not JSON-RPC 2.0', { jsonrpc: '1.0', id: 1, method: 'eth_chainId' }, 400, -32600],
    [
      'params that are not a list',
      { jsonrpc: '2.0', id: 1, method: 'eth_getBalance', params: 'x' },
      400,
      -32600,
    ],
  ]
  for (const [what, body, status, code] of refused) {
    const response = await send(body, app)
    expect([what, response.status, response.body.error?.code]).toEqual([what, status, code])
    expect(response.body.error.message.length).toBeGreaterThan(0)
  }
  const notJsonText = await app.app.request('/api/rpc/1', {
    method: 'POST',
    body: '{"jsonrpc":',
    headers: { 'content-type': 'application/json', origin },
  })
  expect([notJsonText.status, (await notJsonText.json()).error.code]).toEqual([400, -32700])
  expect(received).toEqual([])
  expect(await app.metrics.registry.metrics()).toContain(
    `ferry_bff_rpc_calls_total{chain="1",outcome="refused"} ${refused.length + 1}\n`,
  )
})

test('the API rules hold: JSON only, allowed origins only, 16 KB of body, chains with a private RPC only', async () => {
  const app = liveApp()
  received.length = 0
  const plain = await app.app.request('/api/rpc/1', {
    method: 'POST',
    body: JSON.stringify(rpcCall('eth_chainId')),
    headers: { 'content-type': 'text/plain', origin },
  })
  expect(plain.status).toBe(415)
  const foreign = await send(rpcCall('eth_chainId'), app, '192.0.2.1')
  expect(foreign.status).toBe(200)
  const refusedOrigin = await call(
    '/api/rpc/1',
    { json: rpcCall('eth_chainId'), headers: { origin: 'https://evil.example' } },
    app,
  )
  expect(refusedOrigin.status).toBe(403)
  const large = await send(
    rpcCall('eth_call', [{ data: `0x${'0'.repeat(17_000)}` }, 'latest']),
    app,
  )
  expect(large.status).toBe(413)
  // 8453 is the service's own chain with its public RPC: nothing to proxy. 5 is no chain at all.
  for (const chainId of [8453, 5]) {
    const response = await send(rpcCall('eth_chainId'), app, '192.0.2.1', chainId)
    expect([chainId, response.status]).toEqual([chainId, 404])
  }
  expect(
    (await call('/api/rpc/0x1', { json: rpcCall('eth_chainId'), headers: { origin } }, app)).status,
  ).toBe(400)
  expect(received).toHaveLength(1)
  // Devnet mode publishes its chains as they are: no proxy.
  expect((await send(rpcCall('eth_chainId'), makeApp())).status).toBe(404)
})

test('a client is held to its calls a minute, a batch counting each call (429 with Retry-After); another client is not', async () => {
  const app = liveApp()
  const batch = Array.from({ length: 10 }, (_, id) => rpcCall('eth_chainId', [], id))
  for (let sent = 0; sent < RPC_CALLS_PER_CLIENT; sent += batch.length)
    expect((await send(batch, app)).status).toBe(200)
  const over = await send(rpcCall('eth_chainId'), app)
  expect([over.status, over.body.error.code]).toEqual([429, -32005])
  expect(Number(over.headers.get('retry-after'))).toBeGreaterThanOrEqual(1)
  expect((await send(rpcCall('eth_chainId'), app, '192.0.2.2')).status).toBe(200)
})

test('a private RPC that cannot be reached is a 502 whose answer, log line and metrics never hold its URL', async () => {
  const closed = await startTestServer({ handler: () => {} })
  await closed.stop()
  const app = liveApp(`${closed.url}/v2/${key}`)
  const response = await send(rpcCall('eth_chainId'), app)
  expect([response.status, response.body.error.message]).toEqual([
    502,
    "the chain's RPC could not be reached",
  ])
  expect(JSON.stringify(response.body)).not.toContain(key)
  expect(logLines.join('\n')).not.toContain(key)
  expect(logLines.join('\n')).not.toContain(closed.url)
  const metrics = await app.metrics.registry.metrics()
  expect(metrics).toContain('ferry_bff_rpc_calls_total{chain="1",outcome="unreachable"} 1\n')
  expect(metrics).not.toContain(key)
})

test('on the devnet, a balance read through the proxy is read from anvil with the keyed URL', async () => {
  const anvil = devnet.chains.find((chain) => chain.chainId === 1)!.rpcUrl
  const app = liveApp(`${anvil}?apiKey=${key}`)
  const account = devnet.accounts[0]!.address
  const direct = await (
    await fetch(anvil, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(rpcCall('eth_getBalance', [account, 'latest'])),
    })
  ).json()
  const proxied = await send(rpcCall('eth_getBalance', [account, 'latest']), app)
  expect(proxied.status).toBe(200)
  expect(BigInt(proxied.body.result)).toBeGreaterThan(0n)
  expect(proxied.body.result).toBe(direct.result)
  expect((await send(rpcCall('eth_chainId'), app)).body.result).toBe('0x1')
  const config = await call('/api/config', {}, app)
  expect(JSON.stringify(config.body)).not.toContain(anvil)
})
