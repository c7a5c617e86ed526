import { randomBytes } from 'node:crypto'
import { startTestServer } from '@ferry/test-utils'
import { expect, test } from 'vitest'
import { usePostgresInstances } from '../../test/journalStores.js'
import { createWebhookSender } from './createWebhookSender.js'
import { createdWebhookEvent } from './webhookEvents.js'
import { createWebhookOutbox } from './webhookOutbox.js'

// Three instances on one PostgreSQL, each with its own pool: `for update skip locked` must give
// every row to one sender only.
const clients = usePostgresInstances(3)

test('three instances sharing PostgreSQL send each event once, retries included', async () => {
  const received = new Map<string, number>()
  let failuresLeft = 5
  const receiver = await startTestServer({
    handler: (request, response) => {
      request.resume()
      request.on('end', () => {
        if (failuresLeft > 0) {
          failuresLeft--
          response.statusCode = 500
        } else {
          const id = String(request.headers['webhook-id'])
          received.set(id, (received.get(id) ?? 0) + 1)
        }
        response.end()
      })
    },
  })
  try {
    let now = Date.now()
    const secret = `whsec_${randomBytes(32).toString('base64')}`
    const events = Array.from({ length: 30 }, (_, index) =>
      createdWebhookEvent({ version: 'v2', orderId: `0x${index.toString(16)}`, order: {} }),
    )
    // Every instance writes every event (each saw it on its watcher): one row each all the same.
    for (const sql of clients)
      for (const event of events)
        await createWebhookOutbox({ sql }).add(event, [`${receiver.url}/hooks`], now)
    const senders = clients.map((sql) =>
      createWebhookSender({
        outbox: createWebhookOutbox({ sql }),
        secret,
        batch: 4,
        backoff: { baseMs: 1_000, maxMs: 1_000, maxAttempts: 5 },
        now: () => now,
      }),
    )
    for (let pass = 0; pass < 20 && received.size < events.length; pass++) {
      await Promise.all(senders.map((sender) => sender.deliverDue()))
      now += 1_000
    }
    expect(received.size).toBe(events.length)
    expect([...received.values()].every((count) => count === 1)).toBe(true)
    const { rows } = await clients[0]!.query<{ pending: string }>(
      'select count(*) as pending from webhook_outbox where delivered_at is null',
    )
    expect(Number(rows[0]!.pending)).toBe(0)
  } finally {
    await receiver.stop()
  }
})
