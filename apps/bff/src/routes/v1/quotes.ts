import {
  v1QuoteQuerySchema,
  v1QuoteRequestSchema,
  v1QuoteResponseSchema,
} from '@ferry/order-api/v1'
import * as z from 'zod/mini'
import { declareRoute } from '../../http/routeDeclaration.js'
import {
  examples,
  invalid,
  limited,
  notJson,
  serviceError,
} from '../../openapi/documentedResponses.js'
import type { Services } from '../../services/createServices.js'
import type { V1Context } from '../../v1/createV1Context.js'

/** Body fields the integrator's configuration sets; a browser may not send them (spec v1: quotes). */
const serverOwnedQuoteFields = ['integratorId', 'referrer', 'referrerFeeBps'] as const

/**
 * `POST /api/v1/quotes`: every route's price, streamed as NDJSON with mode=stream; the
 * integrator's id, referrer and fee come from this app's configuration, never from the browser.
 */
export const quotesRoute = declareRoute({
  method: 'post',
  path: '/api/v1/quotes',
  operationId: 'v1Quote',
  summary:
    'Every route’s price; with mode=stream NDJSON lines as routes answer. The integrator id, referrer and fee are added by the BFF',
  tags: ['v1'],
  request: { query: v1QuoteQuerySchema, body: v1QuoteRequestSchema },
  responses: {
    '200': {
      description: 'The routes that quoted (possibly none)',
      schema: v1QuoteResponseSchema,
    },
    '400': invalid,
    '415': notJson,
    '429': limited,
    '503': { description: 'Maintenance (Retry-After)', schema: serviceError },
  },
  example: {
    body: {
      tradeType: 'EXACT_INPUT',
      fromChainId: 1,
      fromToken: examples.address,
      toChainId: 8453,
      toToken: examples.address,
      amount: '1000000',
    },
  },
  handler:
    ({ services: { config }, v1 }: { services: Services; v1: V1Context }) =>
    async (c, { query, body, rawBody }) => {
      const settings = config.v1 ?? {}
      const raw = rawBody as Record<string, unknown>
      const owned = serverOwnedQuoteFields.filter((field) => raw[field] !== undefined)
      if (owned.length > 0)
        return c.json(
          {
            message: 'Validation failed',
            name: 'ValidationException',
            details: owned.map((field) => ({
              field,
              message: "is set by this app's configuration, not by the browser",
              code: 'custom',
            })),
          },
          400,
        )
      const wire = {
        ...z.encode(v1QuoteRequestSchema, body),
        ...(settings.referrer ? { referrer: settings.referrer } : {}),
        ...(settings.referrerFeeBps !== undefined
          ? { referrerFeeBps: settings.referrerFeeBps }
          : {}),
      }
      return v1.read(c, {
        budget: 'v1quote',
        call: {
          method: 'POST',
          path: '/v1/quotes',
          query: { mode: query.mode, routes: query.routes?.join(',') },
          body: wire,
          headers: settings.integratorId ? { 'x-integrator-id': settings.integratorId } : {},
          stream: query.mode === 'stream',
        },
        cacheControl: 'no-store',
      })
    },
})
