import { quoteQuerySchema, toValidationErrorBody, withRetry } from '@ferry/order-api'
import { Hono } from 'hono'
import type { Services } from '../services.js'

/** The read-only v2 routes the BFF passes through: params (cached), quote (retried), health. */
export function v2ProxyRoutes({ params, upstream, limits, timings }: Services) {
  return new Hono()
    .get('/params', async (c) => c.json(await params.current()))
    .get('/quote', async (c) => {
      const parsed = quoteQuerySchema.safeParse(c.req.query())
      if (!parsed.success) return c.json(toValidationErrorBody(parsed.error), 400)
      const refused = limits.refuse(c, 'quote')
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
    .get('/health', async (c) => c.json(await upstream.getHealth({ signal: c.req.raw.signal })))
}
