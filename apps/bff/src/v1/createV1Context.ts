import { createV1Client } from '@ferry/order-api/v1'
import type { Context } from 'hono'
import type { Services } from '../services/createServices.js'
import type { LimitedRoute } from '../upstream/limits.js'
import { createAnswerCache } from './createAnswerCache.js'
import { createV1SubmitDesk } from './createV1SubmitDesk.js'
import { forwardV1, type V1Call } from './forwardV1.js'
import { createV1BuildWallets } from './v1BuildWallets.js'
import { createMemoryV1SubmitJournal, type V1SubmitJournal } from './v1SubmitJournal.js'

/** Icons and logos change with a release of the service, not by the minute. */
export const IMAGE_MAX_AGE_SECONDS = 86_400
/** An SVG from this origin must not be able to run script if opened as a page. */
const imageHeaders = {
  'cache-control': `public, max-age=${IMAGE_MAX_AGE_SECONDS}`,
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  'x-content-type-options': 'nosniff',
}
const svg = /^image\/svg\+xml\b/

/** A success answer's `Cache-Control` (errors keep none). */
export function withCache(response: Response, cacheControl: string): Response {
  if (response.status === 200) response.headers.set('cache-control', cacheControl)
  return response
}

/**
 * What the v1 routes share, one per BFF: the v1 client and its submit desk, the per-wallet build
 * limit, the forwarder, and the catalog answers kept in memory (images a day, top tokens a minute).
 */
export function createV1Context(services: Services, journal?: V1SubmitJournal) {
  const { limits } = services
  const client = createV1Client({
    baseUrl: services.config.upstreamUrl.replace(/\/+$/, ''),
    fetch: services.upstreamFetch,
    timeoutMs: 15_000,
  })
  const forward = (c: Context, call: V1Call) => forwardV1(services, c, call)
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
  return {
    client,
    desk: createV1SubmitDesk({
      journal: journal ?? createMemoryV1SubmitJournal(),
      client,
      lock: services.locks.run,
    }),
    wallets: createV1BuildWallets(),
    forward,
    /**
     * A v1 call answered as the service answers it: the route's budget is spent first (a refusal
     * answers instead), and a success carries `cacheControl`.
     */
    async read(
      c: Context,
      parameters: { budget: LimitedRoute; call: V1Call; cacheControl: string },
    ) {
      const refused = await limits.refuse(c, parameters.budget)
      if (refused) return refused
      return withCache(await forward(c, parameters.call), parameters.cacheControl)
    },
    /** A chain or route icon or a token logo, kept a day, never able to run script. */
    image: (c: Context, upstreamPath: string) =>
      shared(c, images, { method: 'GET', path: upstreamPath, accept: svg }, imageHeaders),
    /** The top-token list (no `q`): the same for everyone, kept. */
    topTokens: (c: Context, call: V1Call & { method: 'GET' }, cacheControl: string) =>
      shared(c, topTokens, call, { 'cache-control': cacheControl }),
  }
}
export type V1Context = ReturnType<typeof createV1Context>
