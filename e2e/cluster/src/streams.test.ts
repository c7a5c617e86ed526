import { expect, test } from 'vitest'
import { clusterPollIntervalMs, followOrderStream, isFinal } from './orderStream.js'
import { buildTronOrder, fundTronOrder, orderReadPath } from './tronOrders.js'
import { useCluster } from './useCluster.js'

const c = useCluster()
const withoutRepeats = (states: string[]) =>
  states.filter((state, index) => index === 0 || states[index - 1] !== state)

test('50 streams over 5 orders through three instances: one upstream read per order per interval, and every stream sees every state to the end', async () => {
  const orders = []
  for (let index = 0; index < 5; index++)
    orders.push(await buildTronOrder(c, { client: `10.5.${index}.1`, account: index % 3 }))
  const streams = orders.map((order, o) =>
    Array.from({ length: 10 }, (_, s) =>
      followOrderStream({ url: c.url, orderId: order.orderId, client: `10.6.${o}.${s}`, isFinal }),
    ),
  )
  try {
    await expect
      .poll(() => streams.flat().every((stream) => stream.events.length > 0), { timeout: 20_000 })
      .toBe(true)
    // Streams are open on every instance.
    for (const url of c.instanceUrls) {
      const metrics = await (await fetch(`${url}/metrics`)).text()
      expect(Number(/^ferry_bff_open_streams (\d+)/m.exec(metrics)?.[1])).toBeGreaterThan(0)
    }
    const since = Date.now()
    for (const order of orders) await fundTronOrder(c, order)
    await expect
      .poll(() => streams.flat().every((stream) => stream.events.some((e) => isFinal(e.state))), {
        timeout: 60_000,
      })
      .toBe(true)
    const until = Date.now()

    for (const [o, order] of orders.entries()) {
      const seen = streams[o]!.map((stream) => withoutRepeats(stream.states()))
      // Every stream of the order saw the same updates, more than one, ending final.
      for (const states of seen) expect(states).toEqual(seen[0])
      expect(seen[0]!.length).toBeGreaterThan(1)
      expect(seen[0]!.at(-1)).toBe('delivered')

      // One poller in the whole cluster: at most one read of the order per interval over the
      // time it moved (ten streams on three instances, one read a tick), however the lease moves
      // (a stalled holder may hand it over; the read schedule follows the order, not the holder).
      const reads = await c.upstreamCalls({
        method: 'GET',
        path: orderReadPath(order.orderId),
        since,
      })
      expect(reads.length).toBeLessThanOrEqual(
        Math.ceil((until - since) / clusterPollIntervalMs) + 1,
      )
    }
  } finally {
    for (const stream of streams.flat()) stream.close()
  }
}, 120_000)
