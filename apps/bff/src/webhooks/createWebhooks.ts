import type { OrderRecord } from '@ferry/order-api'
import type { Logger } from 'pino'
import type { SqlClient } from '../journal/sqlClient.js'
import type { OrderWatcher } from '../streams/orderWatcher.js'
import { createWebhookFeed } from './createWebhookFeed.js'
import { createWebhookSender } from './createWebhookSender.js'
import { createWebhookOutbox } from './webhookOutbox.js'
import type { WebhookSettings } from './webhookSettings.js'

export type CreateWebhooksParameters = {
  settings: WebhookSettings
  /** The journal's database: the outbox lives beside the build attempts. */
  sql: SqlClient
  watcher: OrderWatcher<OrderRecord>
  logger: Logger
}

/** How often the sender looks for due deliveries. */
const sendIntervalMs = 1_000

/** The BFF's webhooks: the outbox, what fills it (the feed) and what empties it (the sender). */
export function createWebhooks(parameters: CreateWebhooksParameters) {
  const { settings, sql, watcher, logger } = parameters
  const outbox = createWebhookOutbox({ sql })
  const feed = createWebhookFeed({ outbox, urls: settings.urls, watchers: { v2: watcher }, logger })
  const sender = createWebhookSender({
    outbox,
    secret: settings.secret,
    backoff: settings.backoff,
    onAttempt: ({ delivery, ok, error }) => {
      if (ok) return
      const fields = {
        event: delivery.eventId,
        url: delivery.url,
        attempt: delivery.attempts + 1,
        error,
      }
      if (delivery.attempts + 1 >= settings.backoff.maxAttempts)
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
        intervalMs: sendIntervalMs,
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
