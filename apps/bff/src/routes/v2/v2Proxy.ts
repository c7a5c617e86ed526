import { OrderApiError, quoteQuerySchema, toValidationErrorBody, withRetry } from '@ferry/order-api'
import { Hono } from 'hono'
import type { Services } from '../../services.js'

/** The spec's body of a 503 health answer (spec: GET /v2/health). */
const degradedHealth = {
  status: 'degraded',
  counts: null,
  lastBuildAt: null,
  lastWithdrawnAt: null,
}

/**
 * The read-only v2 routes the BFF passes through: params (cached), quote (retried), health
 * (cached a few seconds and limited per client, like every other upstream read).
 */
export function v2ProxyRoutes({ params, upstream, limits, timings, health }: Services) {
  return new Hono()
    .get('/params', async (c) => c.json(await params.current()))
    .get('/quote', async (c) => {
      const parsed = quoteQuerySchema.safeParse(c.req.query())
      if (!parsed.success) return c.json(toValidationErrorBody(parsed.error), 400)
      const refused = await limits.refuse(c, 'quote')
      if (refused) return refused
      const signal = c.req.raw.signal
      const quote = await withRetry({
        operation: 'quote',
        budgetMs: timings.quoteRetryBudgetMs,
        signal,
        run: () => upstream.getQuote(parsed.data, { signal }),
      })
      return c.json(quote)
    })
    .get('/health', async (c) => {
      const refused = await limits.refuse(c, 'health')
      if (refused) return refused
      const outcome = await health.service.get()
      if (outcome.ok) return c.json(outcome.value)
      const error = outcome.error
      if (OrderApiError.isInstance(error) && error.status === 503) {
        if (error.requestId) c.header('x-upstream-request-id', error.requestId)
        if ((error.body as { status?: unknown } | null)?.status === 'degraded')
          return c.json(degradedHealth, 503)
      }
      throw error
    })
}
