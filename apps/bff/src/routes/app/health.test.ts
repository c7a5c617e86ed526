import { Writable } from 'node:stream'
import { expect, test, vi } from 'vitest'
import { useBffHarness } from '../../../test/bffHarness.js'
import { bffConfigForDevnet } from '../../devnet/bffConfigForDevnet.js'
import { startBff } from '../../startBff.js'
import { createLogger } from '../../telemetry/logger.js'

const h = useBffHarness()
const { call, quote, devnet } = h

test('liveness, readiness and the widget config', async () => {
  expect((await call('/api/healthz')).body).toEqual({ status: 'ok' })
  expect((await call('/api/readyz')).body).toEqual({
    status: 'ready',
    database: 'ok',
    upstream: 'ok',
  })
  const config = (await call('/api/config')).body
  expect(config.mode).toBe('devnet')
  expect(config.cancelDomain).toEqual(devnet.cancelDomain)
  // The anvils, TRON, and Bitcoin (v1's chain id 0: its Esplora API is the chain's rpcUrl).
  expect(config.chains.map((chain: { id: number }) => chain.id)).toEqual([
    1, 42161, 8453, 137, 4663, 728126428, 0,
  ])
  expect(config.devnet.accounts).toHaveLength(6)
})

test('metrics count requests, upstream statuses and refusals', async () => {
  await quote()
  const text = (await call('/metrics')).body as string
  expect(text).toContain('ferry_bff_request_duration_seconds_count')
  expect(text).toMatch(/ferry_bff_upstream_responses_total\{operation="quote",status="200"\} \d+/)
})

test('metrics carry the process figures and gauges of open streams and pollers', async () => {
  const q = await quote()
  const build = (
    await call('/api/v2/build', { json: { ...q.build, depositor: devnet.accounts[2]!.address } })
  ).body
  const controller = new AbortController()
  const stream = await h.bff.app.request(`/api/v2/orders/${build.orderId}/events`, {
    signal: controller.signal,
  })
  expect(stream.status).toBe(200)
  const text = (await call('/metrics')).body as string
  expect(text).toContain('process_cpu_user_seconds_total')
  expect(text).toContain('nodejs_heap_size_used_bytes')
  expect(text).toMatch(/^ferry_bff_open_streams 1$/m)
  expect(text).toMatch(/^ferry_bff_active_pollers 1$/m)
  controller.abort()
  await stream.body?.cancel().catch(() => {})
  await vi.waitFor(async () => {
    expect((await call('/metrics')).body).toMatch(/^ferry_bff_active_pollers 0$/m)
  })
})

test('with METRICS_PORT the metrics are served on that port only', async () => {
  const served = await startBff({
    config: { ...bffConfigForDevnet(devnet, { port: 0 }), metricsPort: 0 },
    logger: createLogger(new Writable({ write: (_chunk, _encoding, done) => done() })),
  })
  try {
    expect(served.metricsUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/)
    const scraped = await fetch(served.metricsUrl!)
    expect(scraped.status).toBe(200)
    expect(await scraped.text()).toContain('ferry_bff_request_duration_seconds')
    expect((await fetch(`${served.url}/metrics`)).status).toBe(404)
  } finally {
    await served.stop()
  }
})

test("live: /api/config serves the service's chains (GET /v1/chains) with CHAINS on top", async () => {
  const devnetConfig = bffConfigForDevnet(devnet, { port: 0 })
  const extra = {
    ...devnetConfig.chains[0]!,
    id: 31337,
    name: 'Extra',
    rpcUrl: 'https://extra.example',
  }
  const served = await startBff({
    config: { ...devnetConfig, mode: 'live', chains: [extra] },
    logger: createLogger(new Writable({ write: (_chunk, _encoding, done) => done() })),
  })
  try {
    const config = await (await fetch(`${served.url}/api/config`)).json()
    const ids = config.chains.map((chain: { id: number }) => chain.id)
    // Every anvil chain of the devnet, as its /v1/chains lists them (with their local RPCs).
    for (const chain of devnet.chains) {
      expect(ids).toContain(chain.chainId)
      expect(config.chains.find((entry: { id: number }) => entry.id === chain.chainId).rpcUrl).toBe(
        chain.rpcUrl,
      )
    }
    expect(ids.at(-1)).toBe(31337)
    expect(config.chains.map((chain: { family: string }) => chain.family)).not.toContain('solana')
  } finally {
    await served.stop()
  }
})

test('a chain list the widget cannot pay from stops a devnet start and is logged as an error in live mode', async () => {
  const devnetConfig = bffConfigForDevnet(devnet, { port: 0 })
  const tronOnly = devnetConfig.chains.filter((chain) => chain.family === 'tron')
  await expect(
    startBff({ config: { ...devnetConfig, chains: tronOnly }, logger: createLogger(quiet()) }),
  ).rejects.toThrow(/CHAINS: names no EVM chain with an rpcUrl/)
  let logged = ''
  const served = await startBff({
    // A service that cannot be read: the widget is served CHAINS alone, and they are TRON's.
    config: { ...devnetConfig, mode: 'live', upstreamUrl: 'http://127.0.0.1:9', chains: tronOnly },
    logger: createLogger(
      new Writable({
        write: (chunk, _encoding, done) => {
          logged += String(chunk)
          done()
        },
      }),
    ),
  })
  try {
    expect(logged).toMatch(/"level":50[^\n]*no EVM chain with an RPC to serve the widget/)
  } finally {
    await served.stop()
  }
})

function quiet() {
  return new Writable({ write: (_chunk, _encoding, done) => done() })
}
