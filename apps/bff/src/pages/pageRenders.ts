import { LRUCache } from 'lru-cache'
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible'
import type { GovernorVerdict } from '../upstream/rateGovernor.js'

export type PageRendersParameters = {
  /** How long a rendered page is served again to every visitor. Default 10 000 ms. */
  cacheTtlMs?: number
  /** Most rendered pages kept; the least recently used goes first. Default 200. */
  cacheEntries?: number
  /** Page requests one client may make a minute (past it: 429). Default 300. */
  pagesPerClient?: number
  /** Server renders (cache misses) one client may cause a minute. Default 20. */
  rendersPerClient?: number
  /** Server renders this process makes a minute, for all clients. Default 600. */
  renders?: number
  /** Renders under way at once; a miss beyond them is served the shell. Default 2. */
  concurrentRenders?: number
}

/** Why a page went out as the client-rendered shell instead of server-rendered markup. */
export type ShellReason = 'client-budget' | 'render-budget' | 'busy'

export type PageMarkup =
  | { outcome: 'cached' | 'rendered' | 'joined'; markup: string }
  | { outcome: 'shell'; reason: ShellReason }

const verdictOf = (promise: Promise<unknown>): Promise<GovernorVerdict> =>
  promise.then(
    () => ({ ok: true }) as const,
    (error: unknown) => {
      if (!(error instanceof RateLimiterRes)) throw error
      return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(error.msBeforeNext / 1000)) }
    },
  )

/**
 * Keeps server rendering (about 10 ms of synchronous work a page, on the event loop that also
 * serves builds and streams) from being queued by any client. A rendered page is kept for
 * everyone for a short while, keyed by its normalized inputs (pageRenderQuery.ts); concurrent
 * requests for one key share one render; a miss renders only within the client's share, the
 * process's budget and a small number of renders at once, and otherwise the page goes out as
 * the client-rendered shell (the browser renders the same form itself) instead of waiting.
 * Budgets are per process: rendering costs this process's CPU, whatever the other instances do.
 */
export function createPageRenders(parameters: PageRendersParameters = {}) {
  const cache = new LRUCache<string, string>({
    max: parameters.cacheEntries ?? 200,
    ttl: parameters.cacheTtlMs ?? 10_000,
  })
  const loading = new Map<string, Promise<PageMarkup>>()
  const pages = new RateLimiterMemory({ points: parameters.pagesPerClient ?? 300, duration: 60 })
  const perClient = new RateLimiterMemory({
    points: parameters.rendersPerClient ?? 20,
    duration: 60,
  })
  const all = new RateLimiterMemory({ points: parameters.renders ?? 600, duration: 60 })
  const concurrent = parameters.concurrentRenders ?? 2
  let rendering = 0
  return {
    /** Takes one of the client's page requests this minute, or says when to come back. */
    admitPage: (client: string) => verdictOf(pages.consume(client)),
    /** The page's markup from the cache, a render under way, or a new render, or the shell. */
    async markup(request: {
      key: string
      client: string
      render: () => Promise<string>
    }): Promise<PageMarkup> {
      const kept = cache.get(request.key)
      if (kept !== undefined) return { outcome: 'cached', markup: kept }
      const pending = loading.get(request.key)
      if (pending) {
        const shared = await pending
        return shared.outcome === 'shell' ? shared : { outcome: 'joined', markup: shared.markup }
      }
      if (rendering >= concurrent) return { outcome: 'shell', reason: 'busy' }
      // Taken before anything is awaited, so that every request for this key arriving meanwhile
      // joins this attempt (and its verdict) instead of spending budgets of its own.
      rendering += 1
      const attempt = (async (): Promise<PageMarkup> => {
        if (!(await verdictOf(perClient.consume(request.client))).ok)
          return { outcome: 'shell', reason: 'client-budget' }
        if (!(await verdictOf(all.consume('all'))).ok)
          return { outcome: 'shell', reason: 'render-budget' }
        const markup = await request.render()
        cache.set(request.key, markup)
        return { outcome: 'rendered', markup }
      })().finally(() => {
        rendering -= 1
        loading.delete(request.key)
      })
      loading.set(request.key, attempt)
      return attempt
    },
  }
}
export type PageRenders = ReturnType<typeof createPageRenders>
