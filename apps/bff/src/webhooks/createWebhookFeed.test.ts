import type { OrderRecord } from '@ferry/order-api'
import { isFinalV1OrderStatus, type V1Order } from '@ferry/order-api/v1'
import pino from 'pino'
import { afterAll, beforeAll, expect, test, vi } from 'vitest'
import { openMemorySqlClient } from '../../test/memorySqlClient.js'
import { migrateJournal } from '../journal/journalMigrate.js'
import type { SqlClient } from '../journal/sqlClient.js'
import { createOrderWatcher } from '../streams/orderWatcher.js'
import { createWebhookFeed } from './createWebhookFeed.js'
import { createWebhookOutbox } from './webhookOutbox.js'

let sql: SqlClient
beforeAll(async () => {
  sql = await openMemorySqlClient()
  await migrateJournal({ sql })
})
afterAll(() => sql.close())

const url = 'http://127.0.0.1:9/hooks'
const orderId = `0x${'ab'.repeat(32)}`
const orderIn = (state: OrderRecord['state'], deliver: OrderRecord['deliver'] = null) =>
  ({ orderId, state, deliver }) as OrderRecord

/** A watcher over a service whose order goes through `states`, one per read, then stays. */
function scriptedWatcher(states: OrderRecord[]) {
  const last = states.at(-1) as OrderRecord
  return createOrderWatcher<OrderRecord>({
    intervalMs: 1,
    fetchOrder: async () => states.shift() ?? last,
  })
}

/** An empty outbox fed by a watcher over `states`. */
async function feedOver(states: OrderRecord[]) {
  await sql.query('delete from webhook_outbox')
  const outbox = createWebhookOutbox({ sql })
  const watcher = scriptedWatcher(states)
  const feed = createWebhookFeed({
    outbox,
    urls: [url],
    watchers: { v2: watcher },
    logger: pino({ level: 'silent' }),
  })
  return { outbox, watcher, feed }
}

const typesIn = async () =>
  (
    await sql.query<{ type: string }>('select type from webhook_outbox order by created_at, type')
  ).rows.map((row) => row.type)

test('a built order gives order.created, then each change the watcher reports, once each', async () => {
  const payout = { tx: '0x01', amount: '1' } as never
  const { outbox, watcher, feed } = await feedOver([
    orderIn('pending_deposit'),
    orderIn('published'),
    orderIn('partially_filled'),
    orderIn('partially_filled'),
    orderIn('delivered', { payout, refund: null, at: 1 }),
  ])

  await feed.orderCreated({ version: 'v2', orderId, order: { orderId } })
  await vi.waitFor(async () => expect(await typesIn()).toContain('order.delivered'))
  expect((await typesIn()).sort()).toEqual([
    'order.created',
    'order.delivered',
    'order.partially_filled',
  ])
  // The poller stopped at the terminal state: following again adds nothing.
  expect(watcher.activePollers).toBe(0)
  expect(await outbox.unfinishedOrders(0)).toEqual([])
})

test('a delivered order with a refund and no payout gives order.refunded', async () => {
  const refund = { tx: '0x02', amount: '1' } as never
  const { feed } = await feedOver([orderIn('delivered', { payout: null, refund, at: 1 })])
  await feed.orderCreated({ version: 'v2', orderId, order: { orderId } })
  await vi.waitFor(async () => expect(await typesIn()).toContain('order.refunded'))
  expect(await typesIn()).not.toContain('order.delivered')
})

test('after a restart, orders created but not ended are followed again until their end', async () => {
  // The first process wrote order.created and died before the order ended.
  const { outbox, watcher: before, feed: first } = await feedOver([orderIn('pending_deposit')])
  await first.orderCreated({ version: 'v2', orderId, order: { orderId } })
  before.stopAll()
  expect(await outbox.unfinishedOrders(0)).toEqual([{ version: 'v2', orderId }])

  const second = createWebhookFeed({
    outbox,
    urls: [url],
    watchers: { v2: scriptedWatcher([orderIn('delivery_failed')]) },
    logger: pino({ level: 'silent' }),
  })
  expect(await second.resume()).toBe(1)
  await vi.waitFor(async () => expect(await typesIn()).toContain('order.failed'))
  expect(await outbox.unfinishedOrders(0)).toEqual([])
  expect(await second.resume()).toBe(0)
})

test('an order a stream also watches is read once per state: the feed joins the stream’s poller', async () => {
  const payout = { tx: '0x01', amount: '1' } as never
  const states = [
    orderIn('pending_deposit'),
    orderIn('published'),
    orderIn('delivered', { payout, refund: null, at: 1 }),
  ]
  let reads = 0
  await sql.query('delete from webhook_outbox')
  const last = states.at(-1) as OrderRecord
  const watcher = createOrderWatcher<OrderRecord>({
    intervalMs: 1,
    fetchOrder: async () => {
      reads++
      return states.shift() ?? last
    },
  })
  const seenByStream: string[] = []
  // The stream watches first (as GET /api/v2/orders/{orderId}/events does), then the feed.
  watcher.watch(orderId, { onOrder: (order) => seenByStream.push(order.state), onGone: () => {} })
  const feed = createWebhookFeed({
    outbox: createWebhookOutbox({ sql }),
    urls: [url],
    watchers: { v2: watcher },
    logger: pino({ level: 'silent' }),
  })
  await feed.orderCreated({ version: 'v2', orderId, order: { orderId } })
  expect(watcher.activePollers).toBe(1)
  await vi.waitFor(async () => expect(await typesIn()).toContain('order.delivered'))
  expect(seenByStream).toEqual(['pending_deposit', 'published', 'delivered'])
  // Three states, three reads: two listeners, one poller (stopped at the end).
  expect(reads).toBe(3)
  expect(watcher.activePollers).toBe(0)
})

test('a v1 order gives order.created, then its final status from the v1 watcher, its bigint amounts as decimal strings', async () => {
  const cases: [V1Order['status'], string][] = [
    ['filled', 'order.delivered'],
    ['refunded', 'order.refunded'],
    ['failed', 'order.failed'],
  ]
  for (const [status, type] of cases) {
    await sql.query('delete from webhook_outbox')
    const v1OrderId = `c${status.padEnd(24, '0')}`
    const statuses: V1Order['status'][] = ['deposited', 'published', status]
    const v1 = createOrderWatcher<V1Order>({
      intervalMs: 1,
      // As the v1 client parses it: amounts are bigints (JSON.stringify alone throws on them).
      fetchOrder: async () =>
        ({ id: v1OrderId, srcAmount: 3_000_000n, status: statuses.shift() ?? status }) as V1Order,
      isFinal: (order) => isFinalV1OrderStatus(order.status),
    })
    const outbox = createWebhookOutbox({ sql })
    const feed = createWebhookFeed({
      outbox,
      urls: [url],
      watchers: { v2: scriptedWatcher([]), v1 },
      logger: pino({ level: 'silent' }),
    })
    await feed.orderCreated({ version: 'v1', orderId: v1OrderId, order: { orderId: v1OrderId } })
    await vi.waitFor(async () => expect(await typesIn()).toContain(type))
    expect((await typesIn()).sort()).toEqual(['order.created', type].sort())
    expect(await outbox.status(`v1:${v1OrderId}:${type}`)).toMatchObject([{ url }])
    const [written] = await outbox
      .claimDue({ owner: 'test', now: Date.now(), leaseMs: 1, limit: 2 })
      .then((due) => due.filter((delivery) => delivery.type === type))
    expect(written?.payload.data).toMatchObject({ order: { srcAmount: '3000000', status } })
    expect(await outbox.unfinishedOrders(0)).toEqual([])
    expect(v1.activePollers).toBe(0)
  }
})
