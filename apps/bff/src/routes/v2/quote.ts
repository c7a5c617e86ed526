import {
  quoteQuerySchema,
  quoteResponseSchema,
  routeErrorBodySchema,
  withRetry,
} from '@ferry/order-api'
import { declareRoute } from '../../http/routeDeclaration.js'
import { examples, invalid, limited } from '../../openapi/documentedResponses.js'
import type { Services } from '../../services/createServices.js'

/** `GET /api/v2/quote`: validated, only the spec's parameters sent, retried within a budget. */
export const quoteRoute = declareRoute({
  method: 'get',
  path: '/api/v2/quote',
  operationId: 'getQuote',
  summary: 'A quote for a direction and size (retried within a budget on 429 and 503)',
  tags: ['v2'],
  request: { query: quoteQuerySchema },
  responses: {
    '200': { description: 'The quote', schema: quoteResponseSchema },
    '400': invalid,
    '409': { description: 'Outside what the solver can fill', schema: routeErrorBodySchema },
    '429': limited,
  },
  example: {
    query: {
      fromChainId: '1',
      from: examples.address,
      toChainId: '8453',
      to: examples.address,
    },
  },
  handler:
    ({ services }: { services: Services }) =>
    async (c, { query }) => {
      const { limits, timings, upstream } = services
      const refused = await limits.refuse(c, 'quote')
      if (refused) return refused
      const signal = c.req.raw.signal
      const quote = await withRetry({
        operation: 'quote',
        budgetMs: timings.quoteRetryBudgetMs,
        signal,
        run: () => upstream.getQuote(query, { signal }),
      })
      return c.json(quote)
    },
})
