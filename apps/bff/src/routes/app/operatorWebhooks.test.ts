import { Hono } from 'hono'
import pino from 'pino'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { openMemorySqlClient } from '../../../test/memorySqlClient.js'
import { mountRoutes } from '../../http/mountRoutes.js'
import { migrateJournal } from '../../journal/journalMigrate.js'
import type { SqlClient } from '../../journal/sqlClient.js'
import { createOrderWatcher } from '../../streams/orderWatcher.js'
import { createWebhooks } from '../../webhooks/createWebhooks.js'
import { createdWebhookEvent } from '../../webhooks/webhookEvents.js'
import { v2ValidationHook } from '../v2/validationHook.js'
import { operatorWebhooksRoute } from './operatorWebhooks.js'

let sql: SqlClient
beforeAll(async () => {
  sql = await openMemorySqlClient()
  await migrateJournal({ sql })
})
afterAll(() => sql.close())

const operatorToken = 'o'.repeat(40)
const webhooksWith = (token?: string) =>
  createWebhooks({
    settings: {
      urls: ['http://127.0.0.1:9/hooks'],
      secret: `whsec_${Buffer.alloc(32, 7).toString('base64')}`,
      ...(token ? { operatorToken: token } : {}),
      backoff: { baseMs: 1_000, maxMs: 1_000, maxAttempts: 1 },
    },
    sql,
    watchers: {
      v2: createOrderWatcher({ intervalMs: 1_000, fetchOrder: async () => ({}) as never }),
    },
    logger: pino({ level: 'silent' }),
  })
/** The replay route alone, served as the BFF serves it. */
const webhookOperatorRoutes = (webhooks: ReturnType<typeof webhooksWith> | undefined) =>
  mountRoutes(new Hono(), [operatorWebhooksRoute], { services: { webhooks } }, v2ValidationHook)
const replay = (routes: Hono, eventId: string, authorization?: string) =>
  routes.request(`/api/operator/webhooks/${encodeURIComponent(eventId)}/replay`, {
    method: 'POST',
    ...(authorization ? { headers: { authorization } } : {}),
  })

test('replay is not served without an operator token, nor without webhooks', async () => {
  expect((await replay(webhookOperatorRoutes(webhooksWith()), 'x', 'Bearer x')).status).toBe(404)
  expect((await replay(webhookOperatorRoutes(undefined), 'x')).status).toBe(404)
})

test('replay needs the operator token, and queues a given-up event again', async () => {
  const webhooks = webhooksWith(operatorToken)
  const routes = webhookOperatorRoutes(webhooks)
  const event = createdWebhookEvent({ version: 'v2', orderId: '0xfeed', order: {} })
  await webhooks.outbox.add(event, webhooks.settings.urls, 0)
  // The only attempt fails (nothing listens on port 9): given up.
  await webhooks.sender.deliverDue()
  expect(await webhooks.outbox.status(event.eventId)).toMatchObject([
    { failedAt: expect.any(Number) },
  ])

  expect((await replay(routes, event.eventId)).status).toBe(401)
  expect((await replay(routes, event.eventId, `Bearer ${'x'.repeat(40)}`)).status).toBe(401)
  const answer = await replay(routes, event.eventId, `Bearer ${operatorToken}`)
  expect(answer.status).toBe(202)
  expect(await answer.json()).toEqual({ eventId: event.eventId, queued: 1 })
  expect(await webhooks.outbox.status(event.eventId)).toMatchObject([
    { attempts: 0, failedAt: null, deliveredAt: null },
  ])
  expect((await replay(routes, 'v2:0xnone:order.created', `Bearer ${operatorToken}`)).status).toBe(
    404,
  )
})
