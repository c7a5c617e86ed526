import { orderText } from '../cluster/createSharedOrderWatcher.js'
import type { SqlClient } from '../journal/sqlClient.js'
import type { WebhookEvent } from './webhookEvents.js'

/** One event for one receiver URL, as the outbox holds it until sent. */
export type WebhookDelivery = {
  eventId: string
  url: string
  type: string
  /** The signed body: `{ type, timestamp, data }` (Standard Webhooks' payload shape). */
  payload: { type: string; timestamp: string; data: unknown }
  attempts: number
}

type Row = {
  event_id: string
  url: string
  type: string
  payload: WebhookDelivery['payload']
  attempts: number
}

/**
 * The webhook outbox in the journal's database. An event is written once per receiver (a
 * second write of the same event id changes nothing), then claimed by one sender at a time:
 * the claim is a lease in the row, taken with `for update skip locked`, so instances sharing a
 * PostgreSQL database never take the same row, and a sender that dies leaves it to the next
 * claim once the lease has run out.
 */
export function createWebhookOutbox(parameters: { sql: SqlClient }) {
  const { sql } = parameters
  return {
    /** Writes the event for each URL; returns how many rows were new. */
    async add(event: WebhookEvent, urls: readonly string[], now: number): Promise<number> {
      const payload = {
        type: event.type,
        timestamp: new Date(now).toISOString(),
        data: {
          eventId: event.eventId,
          version: event.version,
          orderId: event.orderId,
          order: event.order,
        },
      }
      let added = 0
      for (const url of urls) {
        const result = await sql.query(
          `insert into webhook_outbox (event_id, url, type, payload, created_at, next_attempt_at)
           values ($1, $2, $3, $4, $5, $5)
           on conflict (event_id, url) do nothing
           returning event_id`,
          // A v1 order's amounts are bigints: written as decimal strings, as the wire has them.
          [event.eventId, url, event.type, orderText(payload), now],
        )
        added += result.rows.length
      }
      return added
    },

    /** Claims up to `limit` due deliveries for `owner` until `now + leaseMs`. */
    async claimDue(claim: {
      owner: string
      now: number
      leaseMs: number
      limit: number
    }): Promise<WebhookDelivery[]> {
      const { rows } = await sql.query<Row>(
        `update webhook_outbox set claimed_by = $1, claimed_until = $2
         where (event_id, url) in (
           select event_id, url from webhook_outbox
           where delivered_at is null and failed_at is null and next_attempt_at <= $3
             and (claimed_until is null or claimed_until <= $3)
           order by next_attempt_at
           limit $4
           for update skip locked)
         returning event_id, url, type, payload, attempts`,
        [claim.owner, claim.now + claim.leaseMs, claim.now, claim.limit],
      )
      return rows.map((row) => ({
        eventId: row.event_id,
        url: row.url,
        type: row.type,
        payload: row.payload,
        attempts: Number(row.attempts),
      }))
    },

    /** Marks a delivery sent (only while `owner` still holds it). */
    async delivered(delivery: { eventId: string; url: string; owner: string; now: number }) {
      await sql.query(
        `update webhook_outbox set delivered_at = $4, attempts = attempts + 1, claimed_by = null,
           claimed_until = null, last_error = null
         where event_id = $1 and url = $2 and claimed_by = $3`,
        [delivery.eventId, delivery.url, delivery.owner, delivery.now],
      )
    },

    /** Records a failed attempt: due again at `retryAt`, or given up when `retryAt` is null. */
    async attemptFailed(failure: {
      eventId: string
      url: string
      owner: string
      now: number
      retryAt: number | null
      error: string
    }) {
      await sql.query(
        `update webhook_outbox set attempts = attempts + 1, claimed_by = null, claimed_until = null,
           last_error = $4,
           next_attempt_at = coalesce($5, next_attempt_at),
           failed_at = case when $5::bigint is null then $6::bigint else null end
         where event_id = $1 and url = $2 and claimed_by = $3`,
        [
          failure.eventId,
          failure.url,
          failure.owner,
          failure.error.slice(0, 500),
          failure.retryAt,
          failure.now,
        ],
      )
    },

    /**
     * Sends an event again to every receiver (the operator's replay): due now, attempts from
     * zero. Returns how many rows were queued; 0 when the event id is unknown.
     */
    async replay(eventId: string, now: number): Promise<number> {
      const { rows } = await sql.query(
        `update webhook_outbox set delivered_at = null, failed_at = null, attempts = 0,
           next_attempt_at = $2, claimed_by = null, claimed_until = null
         where event_id = $1
         returning event_id`,
        [eventId, now],
      )
      return rows.length
    },

    /**
     * Orders with an `order.created` event since `since` and no final event yet: the ones to
     * follow again after a restart (their watcher died with the process).
     */
    async unfinishedOrders(since: number): Promise<{ version: string; orderId: string }[]> {
      const { rows } = await sql.query<{ version: string; order_id: string }>(
        `select distinct created.payload->'data'->>'version' as version,
           created.payload->'data'->>'orderId' as order_id
         from webhook_outbox created
         where created.type = 'order.created' and created.created_at >= $1
           and not exists (
             select 1 from webhook_outbox final
             where final.type in ('order.delivered', 'order.refunded', 'order.failed')
               and final.payload->'data'->>'version' = created.payload->'data'->>'version'
               and lower(final.payload->'data'->>'orderId') = lower(created.payload->'data'->>'orderId'))`,
        [since],
      )
      return rows.map((row) => ({ version: row.version, orderId: row.order_id }))
    },

    /** The state of an event's deliveries (for the operator and the tests). */
    async status(eventId: string) {
      const { rows } = await sql.query<{
        url: string
        attempts: number
        delivered_at: string | number | null
        failed_at: string | number | null
        last_error: string | null
      }>(
        'select url, attempts, delivered_at, failed_at, last_error from webhook_outbox where event_id = $1 order by url',
        [eventId],
      )
      return rows.map((row) => ({
        url: row.url,
        attempts: Number(row.attempts),
        deliveredAt: row.delivered_at === null ? null : Number(row.delivered_at),
        failedAt: row.failed_at === null ? null : Number(row.failed_at),
        lastError: row.last_error,
      }))
    },
  }
}
export type WebhookOutbox = ReturnType<typeof createWebhookOutbox>
