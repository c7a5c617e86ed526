import type { OrderApiOperation } from './errors/classifyApiError.js'
import { OrderApiError } from './errors/OrderApiError.js'
import {
  OrderApiNetworkError,
  OrderApiResponseError,
  OrderApiTimeoutError,
} from './errors/transport.js'

export type WithRetryParameters<result> = {
  run: (context: { attempt: number }) => Promise<result>
  operation: OrderApiOperation
  /** Attempts in all, the first included. Default 4. */
  maxAttempts?: number
  baseDelayMs?: number
  maxDelayMs?: number
  /** No retry starts once this much time has passed since the first attempt. Default 15 000. */
  budgetMs?: number
  signal?: AbortSignal
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>
  random?: () => number
  now?: () => number
}

/** Waits `ms`, or rejects with the signal's reason when it aborts first. */
export const defaultSleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason)
    const timer = setTimeout(resolve, ms)
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer)
        reject(signal.reason)
      },
      { once: true },
    )
  })

function carriesOrderId(body: unknown): boolean {
  return typeof (body as { orderId?: unknown } | null)?.orderId === 'string'
}

/**
 * Whether a failed attempt may be tried again, per the spec's status table. A build that returned
 * an orderId is never retried; a build or cancel that got no response is not retried blindly
 * (the outcome is unknown: look the order up first).
 *
 * @example
 * isRetryable(error, 'quote', 1) // true for a 429, false for a 400
 */
export function isRetryable(
  error: unknown,
  operation: OrderApiOperation,
  attempt: number,
): boolean {
  if (OrderApiError.isInstance(error)) {
    if (operation === 'build' && carriesOrderId(error.body)) return false
    if (error.retry === 'backoff') return true
    if (error.retry === 'once') return attempt === 1
    return false
  }
  if (OrderApiTimeoutError.isInstance(error) || OrderApiNetworkError.isInstance(error))
    return operation !== 'build' && operation !== 'cancel'
  if (OrderApiResponseError.isInstance(error)) return false
  return false
}

/**
 * Runs `run` until it succeeds or the error may not be retried: capped exponential backoff with
 * jitter, at least any Retry-After the service sent, within a total time budget.
 *
 * @example
 * const quote = await withRetry({
 *   run: () => client.getQuote(query, { signal }),
 *   operation: 'quote',
 *   signal,
 * })
 */
export async function withRetry<result>(parameters: WithRetryParameters<result>): Promise<result> {
  const {
    run,
    operation,
    maxAttempts = 4,
    baseDelayMs = 300,
    maxDelayMs = 5_000,
    budgetMs = 15_000,
    signal,
    sleep = defaultSleep,
    random = Math.random,
    now = Date.now,
  } = parameters
  const started = now()
  for (let attempt = 1; ; attempt++) {
    try {
      return await run({ attempt })
    } catch (error) {
      if (attempt >= maxAttempts || !isRetryable(error, operation, attempt)) throw error
      const backoff = Math.min(maxDelayMs, baseDelayMs * 2 ** (attempt - 1))
      let delay = Math.round(backoff * (0.5 + random() / 2))
      const retryAfter = OrderApiError.isInstance(error) ? error.retryAfterSeconds : undefined
      if (retryAfter !== undefined) delay = Math.max(delay, retryAfter * 1000)
      if (now() - started + delay > budgetMs) throw error
      await sleep(delay, signal)
    }
  }
}
