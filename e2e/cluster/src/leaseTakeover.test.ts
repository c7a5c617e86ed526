import { expect, test } from 'vitest'
import { clusterPollIntervalMs, followOrderStream, isFinal } from './orderStream.js'
import { buildTronOrder, fundTronOrder, orderReadPath } from './tronOrders.js'
import { useCluster } from './useCluster.js'

const c = useCluster()
/**
 * A survivor without streams on the order yet gets them when the dead instance's streams come
 * back through nginx: the client's pause before it reconnects (orderStream.ts) and the request.
 */
const reconnectMs = 500

test('kill -9 of the instance polling an order: another takes over within one interval, streams reconnect through nginx with Last-Event-ID and reach the final state', async () => {
  const order = await buildTronOrder(c, { client: '10.7.0.1', account: 0 })
  const streams = Array.from({ length: 6 }, (_, s) =>
    followOrderStream({ url: c.url, orderId: order.orderId, client: `10.7.1.${s}`, isFinal }),
  )
  const reads = (since = 0) =>
    c.upstreamCalls({ method: 'GET', path: orderReadPath(order.orderId), since })
  let holder: number | undefined
  try {
    await expect
      .poll(() => streams.every((stream) => stream.events.length > 0), { timeout: 20_000 })
      .toBe(true)
    // The holder is the instance whose reads keep coming.
    const watched = Date.now()
    await expect
      .poll(async () => (await reads(watched)).length, { timeout: 10_000 })
      .toBeGreaterThan(1)
    holder = (await reads(watched)).at(-1)!.instance
    expect(new Set((await reads(watched)).map((read) => read.instance))).toEqual(new Set([holder]))

    await c.killInstance(holder)
    const killedAt = Date.now()
    await expect
      .poll(async () => (await reads(killedAt)).length, { timeout: 10_000 })
      .toBeGreaterThan(0)
    const [takeover] = await reads(killedAt)
    expect(takeover!.instance).not.toBe(holder)
    // The lease (half an interval) runs out and a survivor, trying it every quarter interval,
    // reads the order an interval after the dead holder's last read: within one interval.
    expect(takeover!.at - killedAt).toBeLessThanOrEqual(clusterPollIntervalMs + reconnectMs)

    await fundTronOrder(c, order)
    await expect
      .poll(() => streams.every((stream) => stream.events.some((e) => isFinal(e.state))), {
        timeout: 60_000,
      })
      .toBe(true)
    // The streams the dead instance served connected again and still saw the order move.
    expect(streams.some((stream) => stream.connections() > 1)).toBe(true)
    for (const stream of streams) {
      expect(stream.states()).toContain('delivered')
      expect(new Set(stream.states()).size).toBeGreaterThan(1)
    }
  } finally {
    for (const stream of streams) stream.close()
    if (holder !== undefined) await c.startInstance(holder)
  }
}, 120_000)
