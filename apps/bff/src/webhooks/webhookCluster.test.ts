import { randomBytes } from 'node:crypto'
import type { OrderRecord } from '@ferry/order-api'
import pino from 'pino'
import { expect, test } from 'vitest'
import { usePostgresInstances } from '../../test/journalStores.js'
import { startWebhookReceiver } from '../../test/startWebhookReceiver.js'
import { useSharedRedis } from '../../test/useSharedRedis.js'
import { createWatcher } from '../cluster/createWatcher.js'
import { createMetrics } from '../telemetry/metrics.js'
import { createWebhooks, type Webhooks } from './createWebhooks.js'

// Three BFF instances on one Redis and one PostgreSQL, each with its webhooks on the shared
// order watcher, all following the same order (as after a restart of all three): the cluster
// reads the order on one poller, and the integrator gets each event once.
const redis = useSharedRedis()
const clients = usePostgresInstances(3)

const orderId = `0x${'cd'.repeat(32)}`
const payout = { tx: '0x01', amount: '1' } as never
/** The order's states, one per upstream read in the whole cluster, then delivered for good. */
const script: OrderRecord['state'][] = ['pending_deposit', 'published', 'partially_filled']

test('three instances on Redis send each event once, from one poller in the cluster', async () => {
  // The first attempt of each event is refused: the retries must not duplicate either.
  const receiver = await startWebhookReceiver([500, 500, 500])
  const prefix = redis.freshPrefix()
  let reads = 0
  const fetchOrder = async (): Promise<OrderRecord> => {
    const state = script[reads++] ?? 'delivered'
    return {
      orderId,
      state,
      deliver: state === 'delivered' ? { payout, refund: null, at: 1 } : null,
    } as OrderRecord
  }
  const secret = `whsec_${randomBytes(32).toString('base64')}`
  const instances: Webhooks[] = []
  for (const sql of clients) {
    const metrics = createMetrics()
    const watcher = createWatcher<OrderRecord>({
      shared: await redis.open({ prefix, instances: 3 }),
      metrics,
      namespace: 'v2',
      fetchOrder,
      intervalMs: 200,
    })
    instances.push(
      createWebhooks({
        settings: {
          urls: [receiver.url],
          secret,
          backoff: { baseMs: 20, maxMs: 50, maxAttempts: 10 },
        },
        sql,
        watchers: { v2: watcher },
        metrics,
        logger: pino({ level: 'silent' }),
        sendIntervalMs: 20,
      }),
    )
  }
  try {
    await Promise.all(instances.map((webhooks) => webhooks.start()))
    await Promise.all(
      instances.map((webhooks) =>
        webhooks.feed.orderCreated({ version: 'v2', orderId, order: { orderId } }),
      ),
    )
    const ids = ['order.created', 'order.partially_filled', 'order.delivered'].map(
      (type) => `v2:${orderId}:${type}`,
    )
    await expect
      .poll(() => receiver.acknowledged().sort(), { timeout: 20_000 })
      .toEqual([...ids].sort())
    for (const webhooks of instances) webhooks.stop()
    // Every row is marked sent: nothing is left for any instance to send again.
    for (const id of ids)
      expect(await instances[0]!.outbox.status(id)).toMatchObject([
        { deliveredAt: expect.any(Number) },
      ])
    expect(receiver.acknowledged()).toHaveLength(3)
    // One poller in the cluster: each state read once, the last read is the delivered order.
    expect(reads).toBe(script.length + 1)
  } finally {
    for (const webhooks of instances) webhooks.stop()
    await receiver.stop()
  }
})
