import { Hono } from 'hono'
import { expect, test } from 'vitest'
import { countLeaseCalls } from '../../test/countLeaseCalls.js'
import { useSharedRedis } from '../../test/useSharedRedis.js'
import { defaultStreamLimits } from '../config/config.js'
import { orderEventId, streamOrderEvents } from '../streams/streamOrderEvents.js'
import { createStreamSlots } from '../streams/streamSlots.js'
import { createMetrics } from '../telemetry/metrics.js'
import { createLimits } from '../upstream/limits.js'
import { createSharedOrderWatcher } from './createSharedOrderWatcher.js'

type Order = { orderId: string; step: number; state: 'open' | 'delivered' }

const redis = useSharedRedis()

const orderId = `0x${'ab'.repeat(32)}`
const intervalMs = 150

/**
 * An upstream whose order moves one step at every read until `finalAt`, recording which
 * instance read it and when; `freeze(name)` makes that instance's reads hang (a process that
 * stopped).
 */
function upstream(finalAt = 1_000) {
  const reads: string[] = []
  const times: number[] = []
  const frozen = new Set<string>()
  return {
    reads,
    times,
    freeze: (name: string) => frozen.add(name),
    fetchFor: (name: string) => async (id: string) => {
      if (frozen.has(name)) return new Promise<Order>(() => {})
      reads.push(name)
      times.push(Date.now())
      const step = reads.length
      return { orderId: id, step, state: step >= finalAt ? 'delivered' : 'open' } as Order
    },
  }
}

/** Instances a and b of one cluster (one prefix), both watching the order. */
async function twoWatching(up: ReturnType<typeof upstream>) {
  const prefix = redis.freshPrefix()
  const a = await instance('a', up, prefix)
  const b = await instance('b', up, prefix)
  a.watch()
  b.watch()
  return { a, b, prefix }
}

async function instance(name: string, up: ReturnType<typeof upstream>, prefix: string) {
  const shared = await redis.open({ prefix })
  // Every lease call this instance makes (take, renew or release: one EVAL each).
  const lease = { calls: 0, atReads: [] as number[] }
  countLeaseCalls({ shared, keyPart: ':lease', onCall: () => lease.calls++ })
  const fetchOrder = up.fetchFor(name)
  const watcher = createSharedOrderWatcher<Order>({
    shared,
    namespace: 'v2',
    fetchOrder: (id) => {
      lease.atReads.push(lease.calls)
      return fetchOrder(id)
    },
    isFinal: (order) => order.state === 'delivered',
    isGone: () => false,
    intervalMs,
  })
  redis.afterTest(() => watcher.stopAll())
  const seen: number[] = []
  const watch = () =>
    watcher.watch(orderId, { onOrder: (order) => seen.push(order.step), onGone: () => {} })
  return { shared, watcher, seen, watch, lease }
}

/** The gaps between consecutive upstream reads, whichever instance made them. */
const gaps = (times: number[]) => times.slice(1).map((at, index) => at - times[index]!)
/** Timers may fire a millisecond early, and a read is stamped a little after it was sent. */
const clockSlackMs = 5

const steps = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => from + index)

test('two instances watching one order: one upstream read per interval between them, both listeners get every state', async () => {
  const up = upstream(8)
  const { a, b } = await twoWatching(up)
  await expect.poll(() => a.watcher.activePollers + b.watcher.activePollers).toBe(1)
  await expect.poll(() => [a.seen.at(-1), b.seen.at(-1)], { timeout: 10_000 }).toEqual([8, 8])
  expect(up.reads).toHaveLength(8)
  // One read per interval: never two within one, though both instances step four times in it
  // (and even if a stalled event loop let the half-interval lease pass to the other instance).
  for (const gap of gaps(up.times)) expect(gap).toBeGreaterThanOrEqual(intervalMs - clockSlackMs)
  // Every read was a new state; the instance that made the first read saw every one, the other
  // each one from the channel (or, joining late, the latest from Redis first).
  expect(up.reads[0] === 'a' ? a.seen : b.seen).toEqual(steps(1, 8))
  const other = up.reads[0] === 'a' ? b.seen : a.seen
  expect(other).toEqual(steps(other[0]!, 8))
})

/** Instance a polls the order (it watched first), b follows it. */
async function holderAndFollower() {
  const up = upstream()
  const prefix = redis.freshPrefix()
  const a = await instance('a', up, prefix)
  a.watch()
  await expect.poll(() => a.seen.length).toBeGreaterThanOrEqual(2)
  const b = await instance('b', up, prefix)
  b.watch()
  await expect.poll(() => b.seen.length).toBeGreaterThanOrEqual(1)
  return { up, a, b }
}

test('the lease holder dies: the other instance takes the order over within one interval, and reads it no sooner than an interval after the last read', async () => {
  const { up, a, b } = await holderAndFollower()
  expect(new Set(up.reads)).toEqual(new Set(['a']))
  // kill -9: a stops renewing its lease (its Redis connection is gone) and reads nothing more.
  up.freeze('a')
  a.shared.redis.disconnect()
  const callsAtDeath = b.lease.calls
  const frozenAt = up.reads.length
  await expect.poll(() => up.reads.slice(frozenAt), { timeout: 5_000 }).toContain('b')
  // Counted in b's own steps (four an interval), not on the clock: the lease (half an interval)
  // ran out by b's fourth try, and b read the order before its next step, after one more
  // renewal just before the read.
  expect(b.lease.atReads[0]! - callsAtDeath).toBeLessThanOrEqual(4 + 1)
  const takeover = up.reads.indexOf('b')
  expect(up.times[takeover]! - up.times[takeover - 1]!).toBeGreaterThanOrEqual(
    intervalMs - clockSlackMs,
  )
  await expect.poll(() => b.seen.at(-1)).toBeGreaterThan(frozenAt + 1)
  expect(b.seen).toEqual(steps(b.seen[0]!, b.seen.at(-1)!))
  for (const gap of gaps(up.times)) expect(gap).toBeGreaterThanOrEqual(intervalMs - clockSlackMs)
})

test('a read by the lease holder hangs: it lets the lease go after an interval and the other instance reads the order', async () => {
  const { up, b } = await holderAndFollower()
  up.freeze('a')
  const frozenAt = up.reads.length
  const callsAtFreeze = b.lease.calls
  await expect.poll(() => up.reads.slice(frozenAt), { timeout: 5_000 }).toContain('b')
  // a's next read starts within an interval and hangs; a stops renewing an interval later, the
  // lease lapses half an interval after that: within three intervals of b's steps.
  expect(b.lease.atReads[0]! - callsAtFreeze).toBeLessThanOrEqual(3 * 4 + 1)
  await expect.poll(() => b.seen.at(-1)).toBeGreaterThan(frozenAt + 1)
  expect(b.seen).toEqual(steps(b.seen[0]!, b.seen.at(-1)!))
})

test('a final state stops every instance, and the lease is handed back', async () => {
  const up = upstream(4)
  const { a, b, prefix } = await twoWatching(up)
  await expect.poll(() => [a.seen.at(-1), b.seen.at(-1)], { timeout: 10_000 }).toEqual([4, 4])
  expect(up.reads).toHaveLength(4)
  await expect.poll(() => a.shared.redis.exists(`${prefix}order:v2:${orderId}:lease`)).toBe(0)
  expect(a.watcher.activePollers + b.watcher.activePollers).toBe(0)
})

test('a stream resumed on another instance with Last-Event-ID skips the state it already has', async () => {
  const up = upstream()
  const prefix = redis.freshPrefix()
  const app = async (name: string) => {
    const { watcher } = await instance(name, up, prefix)
    const services = {
      limits: createLimits({ trustedHops: 0, metrics: createMetrics() }),
      streams: { ...defaultStreamLimits, slots: createStreamSlots({ perClient: 6 }) },
    }
    return new Hono().get('/events', (c) =>
      streamOrderEvents(c, {
        watcher,
        orderId,
        services,
        isFinal: (order: Order) => order.state === 'delivered',
        toEvent: async (order) => order,
      }),
    )
  }
  const firstEvent = async (response: Response) => {
    const reader = response.body!.getReader()
    let text = ''
    while (!/\ndata: .*\n/.test(text)) text += new TextDecoder().decode((await reader.read()).value)
    await reader.cancel()
    const id = /^id: (.+)$/m.exec(text)![1]!
    return { id, order: JSON.parse(/^data: (.*)$/m.exec(text)![1]!) as Order }
  }
  const a = await app('a')
  const first = await firstEvent(await a.request('/events'))
  expect(first.id).toBe(orderEventId(first.order))
  const b = await app('b')
  const resumed = await firstEvent(
    await b.request('/events', { headers: { 'last-event-id': first.id } }),
  )
  expect(resumed.order.step).toBeGreaterThan(first.order.step)
  expect(resumed.id).toBe(orderEventId(resumed.order))
})

test('after Redis loses its data, a new holder starting afresh is still followed', async () => {
  const up = upstream()
  const prefix = redis.freshPrefix()
  const a = await instance('a', up, prefix)
  const b = await instance('b', up, prefix)
  const watchedByA = a.watch()
  await expect.poll(() => a.seen.length).toBeGreaterThanOrEqual(3)
  b.watch()
  await expect.poll(() => b.seen.at(-1)).toBe(a.seen.at(-1))
  // Redis restarted empty, and the holder went away; a fresh instance takes the order on (b
  // hears of it only through the channel: its own reads hang).
  up.freeze('b')
  await a.shared.redis.flushall()
  if (watchedByA.ok) watchedByA.stop()
  const c = await instance('c', up, prefix)
  c.watch()
  const before = b.seen.at(-1)!
  await expect.poll(() => b.seen.at(-1), { timeout: 5_000 }).toBeGreaterThan(before + 1)
  // Every state the new holder read reached b, none dropped as older than what b had.
  expect(b.seen).toEqual(steps(b.seen[0]!, b.seen.at(-1)!))
})
