import { randomBytes } from 'node:crypto'
import { orderStreamErrorSchema } from '@ferry/order-api/bff'
import { afterEach, expect, onTestFinished, test, vi } from 'vitest'
import { useBffHarness } from '../../test/bffHarness.js'

const h = useBffHarness()
const { makeApp, dev, clearFaults, upstreamCalls } = h
const randomOrderId = () => `0x${randomBytes(32).toString('hex')}`

afterEach(() => clearFaults())

/** Reads a stream's text until `until` matches (or the stream ends). */
async function readUntil(response: Response, until: RegExp) {
  const reader = response.body!.getReader()
  const decoder = new TextDecoder()
  let text = ''
  while (!until.test(text)) {
    const chunk = await reader.read()
    if (chunk.done) return { text, ended: true }
    text += decoder.decode(chunk.value)
  }
  await reader.cancel()
  return { text, ended: false }
}

test('streams of unknown orders get one poll each, an error event, and are closed', async () => {
  // Timers that still move with real time, so the end can skip ahead instead of sleeping.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true })
  onTestFinished(() => {
    vi.useRealTimers()
  })
  const app = makeApp({ pollIntervalMs: 50, streams: { perClient: 20 } })
  upstreamCalls.length = 0
  const ids = Array.from({ length: 20 }, randomOrderId)
  const texts = await Promise.all(
    ids.map(async (id) => (await app.app.request(`/api/v2/orders/${id}/events`)).text()),
  )
  for (const text of texts) {
    expect(text).toContain('retry: 5000')
    const data = /event: error\ndata: (.*)\n/.exec(text)?.[1]
    expect(orderStreamErrorSchema.parse(JSON.parse(data!)).name).toBe('OrderNotFoundException')
  }
  expect(app.watcher.activePollers).toBe(0)
  // Ten intervals later no poller is left behind.
  await vi.advanceTimersByTimeAsync(500)
  expect(upstreamCalls.filter((path) => path.startsWith('/v2/orders/')).length).toBe(20)
  app.close()
})

test('an open stream sends heartbeat comments at the configured interval', async () => {
  const app = makeApp({ streams: { heartbeatMs: 50 } })
  await dev('faults', { route: 'order', latencyMs: 3_000 })
  const response = await app.app.request(`/api/v2/orders/${randomOrderId()}/events`)
  const { text, ended } = await readUntil(response, /: heartbeat\n\n[\s\S]*: heartbeat\n\n/)
  expect(ended).toBe(false)
  expect(text.startsWith('retry: 5000\n\n')).toBe(true)
  app.close()
})

test('streams are capped per client (429) and pollers in all (503)', async () => {
  const app = makeApp({
    trustedProxyHops: 1,
    streams: { perClient: 2, maxPollers: 3, heartbeatMs: 15_000 },
  })
  await dev('faults', { route: 'order', latencyMs: 5_000, times: 10 })
  const open = (client: string, id = randomOrderId()) =>
    app.app.request(`/api/v2/orders/${id}/events`, { headers: { 'x-forwarded-for': client } })
  const a = [await open('198.51.100.1'), await open('198.51.100.1')]
  const third = await open('198.51.100.1')
  expect(third.status).toBe(429)
  expect(await third.json()).toMatchObject({ errorCode: 'RATE_LIMITED' })
  const b = await open('198.51.100.2')
  expect(b.status).toBe(200)
  expect(app.watcher.activePollers).toBe(3)
  const full = await open('198.51.100.3')
  expect(full.status).toBe(503)
  expect(full.headers.get('retry-after')).toBeTruthy()
  expect(await full.json()).toMatchObject({ name: 'StreamUnavailableException' })
  // A client that closes a stream gets its slot back.
  await a[0]!.body!.cancel()
  await expect.poll(async () => (await open('198.51.100.1', randomOrderId())).status).toBe(200)
  app.close()
})

test('pollers spend the same order budget as order reads', async () => {
  const app = makeApp({ pollIntervalMs: 50, limits: { order: 3 } })
  upstreamCalls.length = 0
  const streams = await Promise.all(
    Array.from({ length: 5 }, () => app.app.request(`/api/v2/orders/${randomOrderId()}/events`)),
  )
  await expect.poll(() => app.watcher.activePollers).toBe(2)
  const read = await app.app.request(`/api/v2/orders/${randomOrderId()}`)
  expect(read.status).toBe(429)
  expect(upstreamCalls.filter((path) => path.startsWith('/v2/orders/')).length).toBe(3)
  for (const stream of streams) await stream.body?.cancel()
  app.close()
})
