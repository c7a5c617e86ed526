import { widgetConfigSchema } from '@ferry/order-api/bff'
import { expect, test } from 'vitest'
// The widget's own tracker, as a page runs it (polling: Node has no EventSource).
import { followOrder } from '../../../packages/widget/src/order/followOrder.js'
import { buildTronOrder, fundTronOrder, orderReadPath } from './tronOrders.js'
import { useCluster } from './useCluster.js'

const c = useCluster()
const instances = [0, 1, 2]

test('every BFF instance killed mid-order: the widget follows the order from the public read, goes back to the BFF once it returns, and reaches the final state', async () => {
  const order = await buildTronOrder(c, { client: '10.10.0.1', account: 1 })
  const config = widgetConfigSchema.parse(await (await c.request('/api/config')).json())
  expect(config.publicOrder).toBeDefined()
  const states: string[] = []
  let unknown = false
  const stop = followOrder({
    bffUrl: c.url,
    orderId: order.orderId,
    pollIntervalMs: config.pollIntervalMs,
    publicOrder: config.publicOrder,
    onOrder: (next) => states.push(next.state),
    onUnknown: () => {
      unknown = true
    },
    EventSource: undefined,
  })
  let killed = false
  try {
    await expect.poll(() => states.length, { timeout: 15_000 }).toBeGreaterThan(0)
    for (const index of instances) await c.killInstance(index)
    killed = true
    const down = Date.now()
    // nginx has no instance to send to, yet the order keeps being read: from the service itself.
    const seen = states.length
    await expect.poll(() => states.length, { timeout: 15_000 }).toBeGreaterThan(seen + 1)
    expect(await c.upstreamCalls({ path: orderReadPath(order.orderId), since: down })).toEqual([])

    for (const index of instances) await c.startInstance(index)
    killed = false
    const up = Date.now()
    // The tracker's next tick asks the BFF again, which reads the order upstream.
    await expect
      .poll(
        async () =>
          (await c.upstreamCalls({ path: orderReadPath(order.orderId), since: up })).length,
        {
          timeout: 15_000,
        },
      )
      .toBeGreaterThan(0)
    await fundTronOrder(c, order)
    await expect.poll(() => states.at(-1), { timeout: 30_000 }).toBe('delivered')
    expect(unknown).toBe(false)
  } finally {
    stop()
    if (killed) for (const index of instances) await c.startInstance(index)
  }
}, 120_000)
