import {
  createV1Client,
  v1AutocompleteKeywordSchema,
  v1AutocompleteQuerySchema,
  v1BalancesAddressSchema,
  v1BalancesQuerySchema,
  v1BuildRequestSchema,
  v1ChainIconIdSchema,
  v1OrdersAddressSchema,
  v1OrdersQuerySchema,
  v1QuoteQuerySchema,
  v1QuoteRequestSchema,
  v1SubmitRequestSchema,
  v1TokenSearchQuerySchema,
  v1TokensQuerySchema,
  v1WalletOrderIdSchema,
} from '@ferry/order-api/v1'
import { type Context, Hono } from 'hono'
import * as z from 'zod/mini'
import type { Services } from '../services.js'
import { createV1SubmitDesk } from './createV1SubmitDesk.js'
import { forwardV1 } from './forwardV1.js'
import { parseV1, parseV1Body } from './parseV1.js'
import { sanitizeV1Error } from './sanitizeV1Error.js'
import { createV1BuildWallets } from './v1BuildWallets.js'
import { createV1ChainsCache } from './v1ChainsCache.js'
import { v1ErrorResponse } from './v1ErrorResponse.js'
import { v1OrderEventsRoute } from './v1OrderEvents.js'
import { createMemoryV1SubmitJournal, type V1SubmitJournal } from './v1SubmitJournal.js'

/** Icons and logos change with a release of the service, not by the minute. */
const IMAGE_CACHE = 'public, max-age=86400'
/** The top-token list: prices inside move, the list itself rarely. */
const TOP_TOKENS_CACHE = 'public, max-age=600, stale-while-revalidate=3600'
/** An SVG from this origin must not be able to run script if opened as a page. */
const imageHeaders = {
  'cache-control': IMAGE_CACHE,
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  'x-content-type-options': 'nosniff',
}
const svg = /^image\/svg\+xml\b/

/** Body fields the integrator's configuration sets; a browser may not send them (spec v1: quotes). */
const serverOwnedQuoteFields = ['integratorId', 'referrer', 'referrerFeeBps'] as const

const logoFileSchema = z.object({
  file: z.string().check(z.regex(/^[A-Za-z0-9._-]{1,64}\.svg$/, 'must be a logo file name')),
})

export type V1RoutesParameters = {
  /** Where submits are journaled; in memory when not given. */
  journal?: V1SubmitJournal | undefined
}

/**
 * `/api/v1/*`: only the documented v1 routes, each validated with the v1 schemas before anything
 * goes upstream, governed per client out of the BFF's one per-IP share upstream, with the
 * integrator's v1 settings added here, cached where the spec allows, and submits journaled.
 */
export function v1Routes(services: Services, parameters: V1RoutesParameters = {}) {
  const { config, limits } = services
  const settings = config.v1 ?? {}
  const upstreamUrl = config.upstreamUrl.replace(/\/+$/, '')
  const client = createV1Client({
    baseUrl: upstreamUrl,
    fetch: services.upstreamFetch,
    timeoutMs: 15_000,
  })
  const desk = createV1SubmitDesk({
    journal: parameters.journal ?? createMemoryV1SubmitJournal(),
    client,
  })
  const chains = createV1ChainsCache({
    load: () =>
      services.upstreamFetch(`${upstreamUrl}/v1/chains`, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(15_000),
      }),
  })
  const wallets = createV1BuildWallets()
  const forward = (c: Context, call: Parameters<typeof forwardV1>[2]) =>
    forwardV1(services, c, call)
  const withCache = async (response: Response, cacheControl: string) => {
    if (response.status === 200) response.headers.set('cache-control', cacheControl)
    return response
  }

  const app = new Hono()

  app.get('/chains', async (c) => {
    const refused = limits.refuse(c, 'v1catalog')
    if (refused) return refused
    const answer = await chains.get().catch(() => undefined)
    if (!answer) return c.json({ error: 'The Order Service could not be reached' }, 502)
    if (!answer.ok) {
      if (answer.retryAfter && /^\d{1,6}$/.test(answer.retryAfter))
        c.header('Retry-After', answer.retryAfter)
      const error = sanitizeV1Error(answer.status, answer.text)
      return error.kind === 'text'
        ? c.text(error.text, answer.status as 400)
        : c.json(error.body, answer.status as 400)
    }
    return c.body(answer.text, 200, {
      'content-type': 'application/json',
      'cache-control': `public, max-age=${chains.freshForSeconds()}`,
    })
  })

  app.get('/chain/:chainId/icon', async (c) => {
    const path = parseV1(c, z.object({ chainId: v1ChainIconIdSchema }), c.req.param())
    if (!path.ok) return path.response
    const refused = limits.refuse(c, 'v1catalog')
    if (refused) return refused
    const response = await forward(c, {
      method: 'GET',
      path: `/v1/chain/${path.data.chainId}/icon`,
      accept: svg,
    })
    if (response.status === 200)
      for (const [k, v] of Object.entries(imageHeaders)) response.headers.set(k, v)
    return response
  })

  app.get('/token-logos/:file', async (c) => {
    const path = parseV1(c, logoFileSchema, c.req.param())
    if (!path.ok) return path.response
    const refused = limits.refuse(c, 'v1catalog')
    if (refused) return refused
    const response = await forward(c, {
      method: 'GET',
      path: `/v1/token-logos/${encodeURIComponent(path.data.file)}`,
      accept: svg,
    })
    if (response.status === 200)
      for (const [k, v] of Object.entries(imageHeaders)) response.headers.set(k, v)
    return response
  })

  app.get('/tokens', async (c) => {
    const query = parseV1(c, v1TokensQuerySchema, c.req.query())
    if (!query.ok) return query.response
    const refused = limits.refuse(c, 'v1catalog')
    if (refused) return refused
    const { q, chainIds } = query.data
    const response = await forward(c, {
      method: 'GET',
      path: '/v1/tokens',
      query: { q: q || undefined, chainIds: chainIds?.join(',') },
    })
    // Without q it is the top-token list: the same for everyone, cacheable (with q, a search).
    return withCache(response, q?.trim() ? 'public, max-age=60' : TOP_TOKENS_CACHE)
  })

  app.get('/tokens/search', async (c) => {
    const query = parseV1(c, v1TokenSearchQuerySchema, c.req.query())
    if (!query.ok) return query.response
    const refused = limits.refuse(c, 'v1catalog')
    if (refused) return refused
    const response = await forward(c, {
      method: 'GET',
      path: '/v1/tokens/search',
      query: { q: query.data.q, chainIds: query.data.chainIds?.join(',') },
    })
    return withCache(response, 'public, max-age=60')
  })

  app.get('/tokens/balances/:address', async (c) => {
    const path = parseV1(c, z.object({ address: v1BalancesAddressSchema }), c.req.param())
    if (!path.ok) return path.response
    const query = parseV1(c, v1BalancesQuerySchema, c.req.query())
    if (!query.ok) return query.response
    const refused = limits.refuse(c, 'v1catalog')
    if (refused) return refused
    const response = await forward(c, {
      method: 'GET',
      path: `/v1/tokens/balances/${encodeURIComponent(path.data.address)}`,
      query: { chainIds: query.data.chainIds?.join(',') },
    })
    return withCache(response, 'no-store')
  })

  app.get('/tokens/autocomplete/:keyword', async (c) => {
    const path = parseV1(c, z.object({ keyword: v1AutocompleteKeywordSchema }), c.req.param())
    if (!path.ok) return path.response
    const query = parseV1(c, v1AutocompleteQuerySchema, c.req.query())
    if (!query.ok) return query.response
    const refused = limits.refuse(c, 'v1catalog')
    if (refused) return refused
    const response = await forward(c, {
      method: 'GET',
      path: `/v1/tokens/autocomplete/${encodeURIComponent(path.data.keyword)}`,
      query: {
        chainIds: query.data.chainIds?.join(','),
        limit: query.data.limit === undefined ? undefined : String(query.data.limit),
      },
    })
    return withCache(response, 'public, max-age=60')
  })

  app.post('/quotes', async (c) => {
    const query = parseV1(c, v1QuoteQuerySchema, c.req.query())
    if (!query.ok) return query.response
    const body = await parseV1Body(c, v1QuoteRequestSchema)
    if (!body.ok) return body.response
    const raw = body.raw as Record<string, unknown>
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
    const refused = limits.refuse(c, 'v1quote')
    if (refused) return refused
    const wire = {
      ...z.encode(v1QuoteRequestSchema, body.data),
      ...(settings.referrer ? { referrer: settings.referrer } : {}),
      ...(settings.referrerFeeBps !== undefined ? { referrerFeeBps: settings.referrerFeeBps } : {}),
    }
    const response = await forward(c, {
      method: 'POST',
      path: '/v1/quotes',
      query: { mode: query.data.mode, routes: query.data.routes?.join(',') },
      body: wire,
      headers: settings.integratorId ? { 'x-integrator-id': settings.integratorId } : {},
      stream: query.data.mode === 'stream',
    })
    return withCache(response, 'no-store')
  })

  app.post('/deposit/build', async (c) => {
    const body = await parseV1Body(c, v1BuildRequestSchema)
    if (!body.ok) return body.response
    const refused = limits.refuse(c, 'v1build') ?? wallets.refuse(c, body.data.from)
    if (refused) return refused
    const response = await forward(c, {
      method: 'POST',
      path: '/v1/deposit/build',
      body: z.encode(v1BuildRequestSchema, body.data),
    })
    if (response.status === 200)
      await desk.recordBuild({
        quoteId: body.data.quoteId,
        routeId: body.data.routeId,
        address: body.data.from ?? body.data.refundTo ?? null,
      })
    return withCache(response, 'no-store')
  })

  app.put('/deposit/submit', async (c) => {
    const body = await parseV1Body(c, v1SubmitRequestSchema)
    if (!body.ok) return body.response
    const refused = limits.refuse(c, 'v1submit')
    if (refused) return refused
    const outcome = await desk.submit(body.data)
    c.header('cache-control', 'no-store')
    return outcome.ok ? c.json(outcome.answer) : v1ErrorResponse(c, outcome.error, services.logger)
  })

  app.get('/orders/by-id/:orderId', async (c) => {
    const path = parseV1(c, z.object({ orderId: v1WalletOrderIdSchema }), c.req.param())
    if (!path.ok) return path.response
    const refused = limits.refuse(c, 'v1order')
    if (refused) return refused
    const response = await forward(c, {
      method: 'GET',
      path: `/v1/orders/by-id/${path.data.orderId}`,
    })
    return withCache(response, 'no-store')
  })

  app.route('/', v1OrderEventsRoute(services, client))

  app.get('/orders/:address', async (c) => {
    const path = parseV1(c, z.object({ address: v1OrdersAddressSchema }), c.req.param())
    if (!path.ok) return path.response
    const orderIds = c.req.queries('orderIds')
    const query = parseV1(c, v1OrdersQuerySchema, {
      ...c.req.query(),
      ...(orderIds && orderIds.length > 1 ? { orderIds } : {}),
    })
    if (!query.ok) return query.response
    const refused = limits.refuse(c, 'v1orders')
    if (refused) return refused
    const { fromChainId, toChainId, limit, cursor, txHashSearch } = query.data
    const text = (value: number | undefined) => (value === undefined ? undefined : String(value))
    const response = await forward(c, {
      method: 'GET',
      path: `/v1/orders/${encodeURIComponent(path.data.address)}`,
      query: {
        fromChainId: text(fromChainId),
        toChainId: text(toChainId),
        limit: text(limit),
        cursor: text(cursor),
        orderIds: query.data.orderIds?.join(','),
        txHashSearch,
      },
    })
    return withCache(response, 'no-store')
  })

  return app
}
