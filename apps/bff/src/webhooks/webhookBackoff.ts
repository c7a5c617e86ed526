export type WebhookBackoff = {
  /** Pause after the first failure; doubled after each further one. */
  baseMs: number
  /** No pause is longer. */
  maxMs: number
  /** Attempts in all before the delivery is given up (an operator may replay it). */
  maxAttempts: number
}

/**
 * When a delivery that has now failed `attempts` times is tried again: `baseMs · 2^(attempts-1)`
 * capped at `maxMs`, or null once `maxAttempts` have been spent.
 */
export function nextWebhookAttemptAt(parameters: {
  backoff: WebhookBackoff
  attempts: number
  now: number
}): number | null {
  const { backoff, attempts, now } = parameters
  if (attempts >= backoff.maxAttempts) return null
  const pause = Math.min(backoff.maxMs, backoff.baseMs * 2 ** Math.max(0, attempts - 1))
  return now + pause
}
