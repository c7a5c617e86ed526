import { toValidationErrorBody } from '@ferry/order-api'
import { v1QuoteQuerySchema, v1QuoteRequestSchema } from '@ferry/order-api/v1'
import { Hono } from 'hono'
import { stream } from 'hono/streaming'
import { tradeRouteAnswerers } from '../../v1/quote/answerTradeRoutes.js'
import { orderedAnswers } from '../../v1/quote/orderedAnswers.js'
import { readV1Body } from '../../v1/readV1Body.js'
import { v1FeesFor } from '../../v1/v1IntegratorFees.js'
import type { V1StoredQuote } from '../../v1/v1QuoteStore.js'
import type { V1TradingDeps } from '../../v1/v1TradingDeps.js'
import { maintenanceBody, malformedJsonBody } from '../../v1/v1Wire.js'

/** `POST /v1/quotes`: asks the routes, stores the quote, answers JSON or NDJSON (`mode=stream`). */
export function quotesRoutes(deps: V1TradingDeps) {
  const app = new Hono()
  app.post('/quotes', async (c) => {
    if (deps.maintenance.on) {
      c.header('Retry-After', '300')
      return c.json(maintenanceBody, 503)
    }
    const query = v1QuoteQuerySchema.safeParse(c.req.query())
    if (!query.success) return c.json(toValidationErrorBody(query.error), 400)
    const json = await readV1Body(c)
    if (!json) return c.json(malformedJsonBody, 400)
    const parsed = v1QuoteRequestSchema.safeParse(json.body)
    if (!parsed.success) return c.json(toValidationErrorBody(parsed.error), 400)
    const request = parsed.data
    const fees = v1FeesFor({
      header: c.req.header('x-integrator-id'),
      bodyId: request.integratorId,
    })
    const at = deps.clock.now()
    const src = deps.catalog.findV1Token({
      chainId: request.fromChainId,
      address: request.fromToken,
    })
    const dst = deps.catalog.findV1Token({ chainId: request.toChainId, address: request.toToken })
    const sameToken = src && dst && src.chainId === dst.chainId && src.address === dst.address
    // Unsupported tokens, chains and pairs are no error: no route quotes them.
    const answerers =
      src && dst && !sameToken
        ? tradeRouteAnswerers({ deps, request, asked: query.data.routes, fees, src, dst, at })
        : []
    const quote: V1StoredQuote = {
      quoteId: crypto.randomUUID(),
      createdAt: at,
      request,
      src: src!,
      dst: dst!,
      integratorId: fees.integratorId,
      quoteExpiresAt: at + 60,
      validBefore: at + deps.orderWindowSeconds,
      routes: new Map(),
      build: null,
      consumed: false,
      submitting: false,
    }
    if (answerers.length) deps.quotes.put(quote)
    const answers = orderedAnswers({ answerers, holdBack: query.data.routes === undefined })
    if (query.data.mode === 'stream') {
      c.header('Content-Type', 'application/x-ndjson')
      return stream(c, async (output) => {
        for await (const route of answers) {
          quote.routes.set(route.spec.routeId, route)
          await output.write(`${JSON.stringify({ quoteId: quote.quoteId, ...route.entry })}\n`)
        }
      })
    }
    for await (const route of answers) quote.routes.set(route.spec.routeId, route)
    return c.json({
      quoteId: quote.quoteId,
      routes: [...quote.routes.values()].map((route) => route.entry),
    })
  })
  return app
}
