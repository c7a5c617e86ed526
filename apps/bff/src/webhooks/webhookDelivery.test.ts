import { randomBytes } from 'node:crypto'
import { Webhook } from 'standardwebhooks'
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest'
import { openMemorySqlClient } from '../../test/memorySqlClient.js'
import { type ReceivedWebhook, startWebhookReceiver } from '../../test/startWebhookReceiver.js'
import { migrateJournal } from '../journal/journalMigrate.js'
import type { SqlClient } from '../journal/sqlClient.js'
import { createWebhookSender } from './createWebhookSender.js'
import { createdWebhookEvent } from './webhookEvents.js'
import { createWebhookOutbox } from './webhookOutbox.js'

const secret = `whsec_${randomBytes(32).toString('base64')}`
const backoff = { baseMs: 1_000, maxMs: 8_000, maxAttempts: 6 }
const cleanups: (() => Promise<unknown>)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

// One database for the file (opening PGlite is the slow part); each test starts it empty.
let sql: SqlClient
beforeAll(async () => {
  sql = await openMemorySqlClient()
  await migrateJournal({ sql })
})
afterAll(() => sql.close())
async function openOutbox() {
  await sql.query('delete from webhook_outbox')
  return createWebhookOutbox({ sql })
}

type Received = ReceivedWebhook
/** A receiver that answers each POST with the next status of `statuses` (then 200). */
async function startReceiver(statuses: number[] = []) {
  const receiver = await startWebhookReceiver(statuses)
  cleanups.push(() => receiver.stop())
  return receiver
}

const event = createdWebhookEvent({
  version: 'v2',
  orderId: '0xABC',
  order: { orderId: '0xABC', state: 'pending_deposit' },
})

test('a receiver verifies the delivery with the standardwebhooks library', async () => {
  const outbox = await openOutbox()
  const receiver = await startReceiver()
  const now = Date.now()
  await outbox.add(event, [receiver.url], now)
  const sender = createWebhookSender({ outbox, secret, backoff, now: () => now })

  expect(await sender.deliverDue()).toEqual({ delivered: 1, failed: 0 })

  const [delivery] = receiver.received
  if (!delivery) throw new Error('nothing was received')
  const verified = new Webhook(secret).verify(
    delivery.body,
    delivery.headers as Record<string, string>,
  )
  expect(verified).toMatchObject({
    type: 'order.created',
    data: { eventId: 'v2:0xabc:order.created', version: 'v2', orderId: '0xABC' },
  })
  expect(delivery.headers['webhook-id']).toBe('v2:0xabc:order.created')
  const forged = `whsec_${randomBytes(32).toString('base64')}`
  expect(() =>
    new Webhook(forged).verify(delivery.body, delivery.headers as Record<string, string>),
  ).toThrow(/signature/i)
  expect(await outbox.status(event.eventId)).toMatchObject([{ attempts: 1, deliveredAt: now }])
  expect(await sender.deliverDue()).toEqual({ delivered: 0, failed: 0 })
})

test('a receiver that fails three times gets the event on the fourth attempt, after backoff', async () => {
  const outbox = await openOutbox()
  const receiver = await startReceiver([500, 503, 404])
  let now = Date.now()
  await outbox.add(event, [receiver.url], now)
  const sender = createWebhookSender({ outbox, secret, backoff, now: () => now })

  const pauses: number[] = []
  for (const expectedPause of [1_000, 2_000, 4_000]) {
    expect(await sender.deliverDue()).toEqual({ delivered: 0, failed: 1 })
    // Not due again before the pause has passed.
    now += expectedPause - 1
    expect(await sender.deliverDue()).toEqual({ delivered: 0, failed: 0 })
    now += 1
    pauses.push(expectedPause)
  }
  expect(await sender.deliverDue()).toEqual({ delivered: 1, failed: 0 })

  expect(receiver.received).toHaveLength(4)
  expect(new Set(receiver.received.map((delivery) => delivery.headers['webhook-id']))).toEqual(
    new Set([event.eventId]),
  )
  const last = receiver.received[3] as Received
  expect(() =>
    new Webhook(secret).verify(last.body, last.headers as Record<string, string>),
  ).not.toThrow()
  expect(await outbox.status(event.eventId)).toMatchObject([
    { attempts: 4, deliveredAt: now, failedAt: null, lastError: null },
  ])
})

test('the backoff is capped, and a delivery is given up after the last attempt until replayed', async () => {
  const outbox = await openOutbox()
  const receiver = await startReceiver([500, 500, 500, 500, 500, 500])
  let now = Date.now()
  await outbox.add(event, [receiver.url], now)
  const sender = createWebhookSender({ outbox, secret, backoff, now: () => now })
  for (let attempt = 1; attempt <= backoff.maxAttempts; attempt++) {
    expect(await sender.deliverDue()).toEqual({ delivered: 0, failed: 1 })
    now += backoff.maxMs
  }
  expect(await outbox.status(event.eventId)).toMatchObject([
    {
      attempts: 6,
      deliveredAt: null,
      failedAt: now - backoff.maxMs,
      lastError: 'receiver answered 500',
    },
  ])
  now += 1_000_000
  expect(await sender.deliverDue()).toEqual({ delivered: 0, failed: 0 })

  expect(await outbox.replay(event.eventId, now)).toBe(1)
  expect(await outbox.replay('v2:0xunknown:order.created', now)).toBe(0)
  expect(await sender.deliverDue()).toEqual({ delivered: 1, failed: 0 })
  expect(receiver.received).toHaveLength(7)
})

test('an event written twice is sent once per receiver', async () => {
  const outbox = await openOutbox()
  const first = await startReceiver()
  const second = await startReceiver()
  const now = Date.now()
  expect(await outbox.add(event, [first.url, second.url], now)).toBe(2)
  expect(await outbox.add(event, [first.url, second.url], now)).toBe(0)
  const senders = [1, 2, 3].map(() =>
    createWebhookSender({ outbox, secret, backoff, now: () => now }),
  )
  await Promise.all(senders.map((sender) => sender.deliverDue()))
  expect(first.received).toHaveLength(1)
  expect(second.received).toHaveLength(1)
})

test('a delivery claimed by a sender that died is sent by another once the lease runs out', async () => {
  const outbox = await openOutbox()
  const receiver = await startReceiver()
  let now = Date.now()
  await outbox.add(event, [receiver.url], now)
  // The dead sender took the row and never answered for it.
  expect(await outbox.claimDue({ owner: 'dead', now, leaseMs: 60_000, limit: 10 })).toHaveLength(1)
  const sender = createWebhookSender({ outbox, secret, backoff, leaseMs: 60_000, now: () => now })
  expect(await sender.deliverDue()).toEqual({ delivered: 0, failed: 0 })
  now += 60_000
  expect(await sender.deliverDue()).toEqual({ delivered: 1, failed: 0 })
  expect(receiver.received).toHaveLength(1)
  // The dead sender's late answer changes nothing.
  await outbox.attemptFailed({
    ...event,
    url: receiver.url,
    owner: 'dead',
    now,
    retryAt: now,
    error: 'late',
  })
  expect(await outbox.status(event.eventId)).toMatchObject([{ attempts: 1, deliveredAt: now }])
})
