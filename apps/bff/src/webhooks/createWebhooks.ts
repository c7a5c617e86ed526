import type { OrderRecord } from '@ferry/order-api'
import type { V1Order } from '@ferry/order-api/v1'
import type { Logger } from 'pino'
import type { SqlClient } from '../journal/sqlClient.js'
import type { OrderWatcher } from '../streams/orderWatcher.js'
import { redactPath } from '../telemetry/logger.js'
import type { Metrics } from '../telemetry/metrics.js'
import { createWebhookFeed } from './createWebhookFeed.js'
import { createWebhookSender } from './createWebhookSender.js'
import { createWebhookOutbox } from './webhookOutbox.js'
import type { WebhookSettings } from './webhookSettings.js'

export type CreateWebhooksParameters = {
  settings: WebhookSettings
  /** The journal's database: the outbox lives beside the build attempts. */
  sql: SqlClient
  /** The watchers that feed the order streams (services.ts): webhooks add no upstream read. */
  watchers: { v2: OrderWatcher<OrderRecord>; v1?: OrderWatcher<V1Order> }
  metrics?: Metrics
  logger: Logger
  /** How often the sender looks for due deliveries besides each new event. Default 1 000 ms. */
  sendIntervalMs?: number
}

/** An event id for the log: its order id hashed, as every order id in the logs. */
const loggedEventId = (eventId: string) => {
  const [version, orderId = '', type] = eventId.split(':')
  return `${version}:${redactPath(`/${orderId}`).slice(1)}:${type}`
}

/** The BFF's webhooks: the outbox, what fills it (the feed) and what empties it (the sender). */
export function createWebhooks(parameters: CreateWebhooksParameters) {
  const { settings, sql, watchers, metrics, logger } = parameters
  const outbox = createWebhookOutbox({ sql })
  const timeoutMs = settings.timeoutMs ?? 10_000
  const feed = createWebhookFeed({
    outbox,
    urls: settings.urls,
    watchers,
    logger,
    // A new event is sent now rather than at the next pass.
    onWritten: () => sender.wake(),
  })
  const sender = createWebhookSender({
    outbox,
    secret: settings.secret,
    backoff: settings.backoff,
    timeoutMs,
    // A claim outlives one pass: its POSTs (each cut at the timeout) and the writes after them.
    leaseMs: 3 * timeoutMs,
    onAttempt: ({ delivery, ok, error }) => {
      const givenUp = !ok && delivery.attempts + 1 >= settings.backoff.maxAttempts
      metrics?.webhookDeliveries.inc({
        type: delivery.type,
        outcome: ok ? 'delivered' : givenUp ? 'given_up' : 'failed',
      })
      if (ok) return
      const fields = {
        event: loggedEventId(delivery.eventId),
        url: delivery.url,
        attempt: delivery.attempts + 1,
        error,
      }
      if (givenUp)
        logger.error(fields, 'webhook given up after its last attempt (replay to send it again)')
      else logger.warn(fields, 'webhook delivery failed; it will be retried')
    },
  })
  return {
    settings,
    outbox,
    feed,
    sender,
    /** Starts sending, and follows again the orders a previous process was following. */
    async start() {
      sender.start({
        intervalMs: parameters.sendIntervalMs ?? 1_000,
        onError: (error) =>
          logger.warn({ error: (error as Error).message }, 'webhook outbox could not be read'),
      })
      await feed.resume()
    },
    stop() {
      sender.stop()
    },
  }
}
export type Webhooks = ReturnType<typeof createWebhooks>
