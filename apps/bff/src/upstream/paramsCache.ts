import type { ParamsResponse } from '@ferry/order-api'

const FRESH_MS = 15_000
const STALE_MS = 30_000

export type ParamsCache = ReturnType<typeof createParamsCache>

/**
 * The service's params, shared by every request: at most 15 s old, and up to 30 s old while a
 * refresh runs in the background (stale-while-revalidate). One refresh at a time.
 */
export function createParamsCache(parameters: {
  fetchParams: () => Promise<ParamsResponse>
  now?: () => number
}) {
  const now = parameters.now ?? Date.now
  let cached: { value: ParamsResponse; at: number } | undefined
  let refreshing: Promise<ParamsResponse> | undefined

  function refresh(): Promise<ParamsResponse> {
    refreshing ??= parameters
      .fetchParams()
      .then((value) => {
        cached = { value, at: now() }
        return value
      })
      .finally(() => {
        refreshing = undefined
      })
    return refreshing
  }

  return {
    refresh,
    async current(): Promise<ParamsResponse> {
      const age = cached ? now() - cached.at : Number.POSITIVE_INFINITY
      if (cached && age <= FRESH_MS) return cached.value
      if (cached && age <= STALE_MS) {
        void refresh().catch(() => {})
        return cached.value
      }
      return refresh()
    },
  }
}
