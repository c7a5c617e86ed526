import {
  v1AutocompleteKeywordSchema,
  v1AutocompleteQuerySchema,
  v1BalancesAddressSchema,
  v1BalancesQuerySchema,
  v1ChainIconIdSchema,
  v1RouteIdSchema,
  v1TokenSearchQuerySchema,
  v1TokensQuerySchema,
} from '@ferry/order-api/v1'
import { type Context, Hono } from 'hono'
import * as z from 'zod/mini'
import type { Services } from '../../services.js'
import { createAnswerCache } from '../../v1/createAnswerCache.js'
import { forwardV1, type V1Call } from '../../v1/forwardV1.js'
import { parseV1 } from '../../v1/parseV1.js'
import { sanitizeV1Error } from '../../v1/sanitizeV1Error.js'

/** Icons and logos change with a release of the service, not by the minute. */
const IMAGE_MAX_AGE_SECONDS = 86_400
const IMAGE_CACHE = `public, max-age=${IMAGE_MAX_AGE_SECONDS}`
/** The top-token list: prices inside move, the list itself rarely. */
const TOP_TOKENS_CACHE = 'public, max-age=600, stale-while-revalidate=3600'

/** An SVG from this origin must not be able to run script if opened as a page. */
const imageHeaders = {
  'cache-control': IMAGE_CACHE,
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  'x-content-type-options': 'nosniff',
}
const svg = /^image\/svg\+xml\b/

const logoFileSchema = z.object({
  file: z.string().check(z.regex(/^[A-Za-z0-9._-]{1,64}\.svg$/, 'must be a logo file name')),
})

/** A success answer's `Cache-Control` (errors keep none). */
export function withCache(response: Response, cacheControl: string): Response {
  if (response.status === 200) response.headers.set('cache-control', cacheControl)
  return response
}

/**
 * The v1 catalog under `/api/v1`: chains (kept five minutes, one upstream read at a time), chain
 * and route icons and token logos (cached a day, never able to run script), top tokens (cached), search,
 * autocomplete and balances; each validated before it goes upstream.
 */
export function v1CatalogRoutes(services: Services) {
  const { limits } = services
  // One kept list for the catalog and the widget's configuration (services.ts).
  const chains = services.serviceChains
  const forward = (c: Context, call: Parameters<typeof forwardV1>[2]) =>
    forwardV1(services, c, call)
  const images = createAnswerCache({
    ttlMs: IMAGE_MAX_AGE_SECONDS * 1000,
    maxEntries: 512,
    maxBytes: 128 * 1024,
  })
  // The list's prices move, so it is kept a minute (the browser's own cache may keep it longer).
  const topTokens = createAnswerCache({ ttlMs: 60_000, maxEntries: 64, maxBytes: 1024 * 1024 })
  /**
   * A catalog answer that is the same for everyone: from memory when kept (no budget spent, no
   * upstream call), otherwise read once through the catalog budget and kept.
   */
  const shared = async (
    c: Context,
    cache: ReturnType<typeof createAnswerCache>,
    call: V1Call & { method: 'GET' },
    headers: Record<string, string>,
  ) => {
    const key = `${call.path}?${new URLSearchParams(
      Object.entries(call.query ?? {}).flatMap(([k, v]) => (v === undefined ? [] : [[k, v]])),
    )}`
    const kept = cache.get(key)
    if (!kept) {
      const refused = await limits.refuse(c, 'v1catalog')
      if (refused) return refused
    }
    const answer = kept ?? (await cache.load(key, () => forward(c, call)))
    if ('status' in answer)
      return new Response(answer.body as Uint8Array<ArrayBuffer>, {
        status: answer.status,
        headers: answer.headers,
      })
    return c.body(answer.body as Uint8Array<ArrayBuffer>, 200, {
      ...headers,
      'content-type': answer.contentType,
    })
  }
  /** A chain or route icon or a token logo, never able to run script. */
  const image = (c: Context, upstreamPath: string) =>
    shared(c, images, { method: 'GET', path: upstreamPath, accept: svg }, imageHeaders)
  const app = new Hono()

  app.get('/chains', async (c) => {
    // A kept list costs no budget; only a read from the service is governed.
    let answer = chains.fresh()
    if (!answer) {
      const refused = await limits.refuse(c, 'v1catalog')
      if (refused) return refused
      answer = await chains.get().catch(() => undefined)
    }
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
    // Only chains the service lists: any other id would be a new upstream read and cache entry.
    const listed = await chains.lists(path.data.chainId)
    if (listed === undefined)
      return c.json({ error: 'The Order Service could not be reached' }, 502)
    if (!listed) return c.text('404 Not Found', 404, { 'cache-control': 'public, max-age=300' })
    return image(c, `/v1/chain/${path.data.chainId}/icon`)
  })

  app.get('/route/:routeId/icon', async (c) => {
    const path = parseV1(c, z.object({ routeId: v1RouteIdSchema }), c.req.param())
    if (!path.ok) return path.response
    return image(c, `/v1/route/${path.data.routeId}/icon`)
  })

  app.get('/token-logos/:file', async (c) => {
    const path = parseV1(c, logoFileSchema, c.req.param())
    if (!path.ok) return path.response
    return image(c, `/v1/token-logos/${encodeURIComponent(path.data.file)}`)
  })

  app.get('/tokens', async (c) => {
    const query = parseV1(c, v1TokensQuerySchema, c.req.query())
    if (!query.ok) return query.response
    const { q, chainIds } = query.data
    const call = {
      method: 'GET' as const,
      path: '/v1/tokens',
      query: { q: q || undefined, chainIds: chainIds?.join(',') },
    }
    // Without q it is the top-token list: the same for everyone, kept (with q, a search).
    if (!q?.trim()) return shared(c, topTokens, call, { 'cache-control': TOP_TOKENS_CACHE })
    const refused = await limits.refuse(c, 'v1catalog')
    if (refused) return refused
    return withCache(await forward(c, call), 'public, max-age=60')
  })

  app.get('/tokens/search', async (c) => {
    const query = parseV1(c, v1TokenSearchQuerySchema, c.req.query())
    if (!query.ok) return query.response
    const refused = await limits.refuse(c, 'v1catalog')
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
    const refused = await limits.refuse(c, 'v1catalog')
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
    const refused = await limits.refuse(c, 'v1catalog')
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

  return app
}
