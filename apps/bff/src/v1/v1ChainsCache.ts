import { v1ChainListSchema } from '@ferry/order-api/v1'

/** How long the chain list is reused: the service's own cache time (spec v1: GET /v1/chains). */
export const V1_CHAINS_TTL_MS = 300_000

export type V1ChainsAnswer =
  | { ok: true; text: string }
  | { ok: false; status: number; text: string; retryAfter: string | null }

/**
 * The v1 chain list, kept in memory for five minutes, one upstream read at a time however many
 * browsers ask. Only a list that passed the schema is kept: a failure is answered, not cached.
 */
export function createV1ChainsCache(parameters: {
  load: () => Promise<Response>
  now?: () => number
}) {
  const now = parameters.now ?? Date.now
  let kept: { text: string; at: number } | undefined
  let loading: Promise<V1ChainsAnswer> | undefined

  async function load(): Promise<V1ChainsAnswer> {
    const response = await parameters.load()
    const text = await response.text()
    if (!response.ok)
      return {
        ok: false,
        status: response.status,
        text,
        retryAfter: response.headers.get('retry-after'),
      }
    let body: unknown
    try {
      body = JSON.parse(text)
    } catch {
      body = undefined
    }
    if (!v1ChainListSchema.safeParse(body).success)
      return { ok: false, status: 502, text: '', retryAfter: null }
    kept = { text, at: now() }
    return { ok: true, text }
  }

  let known: { text: string; ids: Set<number> } | undefined
  return {
    /** The kept list while it is fresh, without asking the service. */
    fresh(): V1ChainsAnswer | undefined {
      return kept && now() - kept.at < V1_CHAINS_TTL_MS ? { ok: true, text: kept.text } : undefined
    },
    /**
     * Whether the service lists `chainId` (read through `get`); `undefined` when the list
     * cannot be had.
     */
    async lists(chainId: number): Promise<boolean | undefined> {
      const answer = await this.get().catch(() => undefined)
      if (!answer?.ok) return undefined
      if (known?.text !== answer.text)
        known = {
          text: answer.text,
          ids: new Set((JSON.parse(answer.text) as { id: number }[]).map((chain) => chain.id)),
        }
      return known.ids.has(chainId)
    },
    get(): Promise<V1ChainsAnswer> {
      if (kept && now() - kept.at < V1_CHAINS_TTL_MS)
        return Promise.resolve({ ok: true, text: kept.text })
      loading ??= load().finally(() => {
        loading = undefined
      })
      return loading
    },
    /** Seconds the kept list stays fresh, for the answer's `max-age`. */
    freshForSeconds(): number {
      if (!kept) return V1_CHAINS_TTL_MS / 1000
      return Math.max(0, Math.floor((V1_CHAINS_TTL_MS - (now() - kept.at)) / 1000))
    },
  }
}
export type V1ChainsCache = ReturnType<typeof createV1ChainsCache>
