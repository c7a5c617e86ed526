/** A success kept in memory: its bytes and content type, as the service answered them. */
export type CachedAnswer = { body: Uint8Array; contentType: string; at: number }

/** Any other answer, read whole so that every request that shared the read can pass it on. */
export type AnswerRefusal = { status: number; headers: [string, string][]; body: Uint8Array }

export type CreateAnswerCacheParameters = {
  /** How long an answer is served from memory before the service is asked again. */
  ttlMs: number
  /** Most answers kept; the least recently used goes first. */
  maxEntries: number
  /** An answer larger than this is passed on but not kept. */
  maxBytes: number
  now?: () => number
}

/**
 * Catalog answers that are the same for every visitor (chain icons, token logos, the top-token
 * list), kept in the BFF's memory: every browser's first visit asks for them, and all of them
 * reach the service from the BFF's one address, so without this each new visitor would spend the
 * shared catalog budget on answers already fetched. Concurrent misses for one key share one
 * upstream read; failures are not kept.
 */
export function createAnswerCache(parameters: CreateAnswerCacheParameters) {
  const now = parameters.now ?? Date.now
  const answers = new Map<string, CachedAnswer>()
  const loading = new Map<string, Promise<CachedAnswer | AnswerRefusal>>()
  const fresh = (key: string) => {
    const kept = answers.get(key)
    if (!kept) return undefined
    if (now() - kept.at >= parameters.ttlMs) {
      answers.delete(key)
      return undefined
    }
    // Map order is insertion order: re-inserting marks it most recently used.
    answers.delete(key)
    answers.set(key, kept)
    return kept
  }
  const keep = (key: string, kept: CachedAnswer) => {
    answers.set(key, kept)
    while (answers.size > parameters.maxEntries) answers.delete(answers.keys().next().value!)
  }
  return {
    /** The answer when it is in memory and fresh. */
    get: fresh,
    /**
     * The answer from memory, or from `load` (one load per key at a time): a 200 answer is
     * kept; any other answer comes back read whole (and is not kept), for each caller to
     * pass on.
     */
    async load(key: string, load: () => Promise<Response>): Promise<CachedAnswer | AnswerRefusal> {
      const hit = fresh(key)
      if (hit) return hit
      const pending = loading.get(key)
      if (pending) return pending
      const started = (async () => {
        const response = await load()
        const body = new Uint8Array(await response.arrayBuffer())
        if (response.status !== 200)
          return { status: response.status, headers: [...response.headers], body }
        const answer = {
          body,
          contentType: response.headers.get('content-type') ?? 'application/octet-stream',
          at: now(),
        }
        if (body.byteLength <= parameters.maxBytes) keep(key, answer)
        return answer
      })().finally(() => loading.delete(key))
      loading.set(key, started)
      return started
    },
    size: () => answers.size,
  }
}
