import { randomUUID } from 'node:crypto'
import { Webhook } from 'standardwebhooks'
import { nextWebhookAttemptAt, type WebhookBackoff } from './webhookBackoff.js'
import type { WebhookDelivery, WebhookOutbox } from './webhookOutbox.js'

export type CreateWebhookSenderParameters = {
  outbox: WebhookOutbox
  /** The signing secret, `whsec_<base64>` (Standard Webhooks). */
  secret: string
  backoff: WebhookBackoff
  /** How long a claim holds a row: longer than one send may take. Default 60 000 ms. */
  leaseMs?: number
  /** How long one POST may take. Default 10 000 ms. */
  timeoutMs?: number
  /** Rows claimed per pass. Default 20. */
  batch?: number
  fetch?: typeof fetch
  now?: () => number
  onAttempt?: (attempt: { delivery: WebhookDelivery; ok: boolean; error?: string }) => void
}

/**
 * Sends the outbox's due deliveries, signed: `webhook-id` is the event id (the same on every
 * attempt and replay, so a receiver can drop repeats), `webhook-timestamp` the attempt's time.
 * A 2xx answer marks the row sent; anything else, a network error or a timeout schedules the
 * next attempt with capped exponential backoff.
 */
export function createWebhookSender(parameters: CreateWebhookSenderParameters) {
  const { outbox, backoff } = parameters
  const signer = new Webhook(parameters.secret)
  const owner = randomUUID()
  const now = parameters.now ?? Date.now
  const send = parameters.fetch ?? fetch
  const timeoutMs = parameters.timeoutMs ?? 10_000

  async function post(delivery: WebhookDelivery): Promise<string | undefined> {
    const body = JSON.stringify(delivery.payload)
    const at = new Date(now())
    try {
      const response = await send(delivery.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'webhook-id': delivery.eventId,
          'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
          'webhook-signature': signer.sign(delivery.eventId, at, body),
        },
        body,
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      })
      await response.body?.cancel()
      return response.ok ? undefined : `receiver answered ${response.status}`
    } catch (error) {
      return (error as Error).message
    }
  }

  /** One pass: claims what is due and tries each once. */
  async function deliverDue(): Promise<{ delivered: number; failed: number }> {
    const claimed = await outbox.claimDue({
      owner,
      now: now(),
      leaseMs: parameters.leaseMs ?? 60_000,
      limit: parameters.batch ?? 20,
    })
    let delivered = 0
    const results = await Promise.all(
      claimed.map(async (delivery) => {
        const error = await post(delivery)
        parameters.onAttempt?.({ delivery, ok: !error, ...(error ? { error } : {}) })
        if (!error) {
          delivered++
          await outbox.delivered({ ...delivery, owner, now: now() })
          return
        }
        const at = now()
        await outbox.attemptFailed({
          ...delivery,
          owner,
          now: at,
          error,
          retryAt: nextWebhookAttemptAt({ backoff, attempts: delivery.attempts + 1, now: at }),
        })
      }),
    )
    return { delivered, failed: results.length - delivered }
  }

  let timer: ReturnType<typeof setTimeout> | undefined
  let running = false
  /** A pass under way, and whether another was asked for meanwhile. */
  let pass: Promise<void> | undefined
  let again = false
  let loop: () => void = () => undefined
  return {
    deliverDue,
    /** Runs a pass every `intervalMs` (and on `wake`) until `stop`. */
    start(options: { intervalMs: number; onError?: (error: unknown) => void }) {
      running = true
      loop = () => {
        if (pass) {
          again = true
          return
        }
        clearTimeout(timer)
        pass = deliverDue()
          .then(
            () => undefined,
            (error) => options.onError?.(error),
          )
          .finally(() => {
            pass = undefined
            if (!running) return
            if (again) {
              again = false
              loop()
            } else timer = setTimeout(loop, options.intervalMs)
          })
      }
      loop()
    },
    /** Runs a pass now (coalesced with one under way); nothing before `start`. */
    wake() {
      if (running) loop()
    },
    stop() {
      running = false
      clearTimeout(timer)
    },
  }
}
export type WebhookSender = ReturnType<typeof createWebhookSender>
