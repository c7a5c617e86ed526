export type Settled<value> = { ok: true; value: value } | { ok: false; error: unknown }

/**
 * The outcome of `load` (success or failure) kept for `ttlMs`, with one load at a time however
 * many callers ask: N health probes in a few seconds cost one upstream call. `ttlMs` 0 turns
 * the cache off: every caller loads.
 */
export function createSingleFlightCache<value>(parameters: {
  load: () => Promise<value>
  ttlMs: number
  now?: () => number
}) {
  const now = parameters.now ?? Date.now
  let cached: { outcome: Settled<value>; at: number } | undefined
  let loading: Promise<Settled<value>> | undefined
  return {
    get(): Promise<Settled<value>> {
      if (parameters.ttlMs <= 0) return settle(parameters.load())
      if (cached && now() - cached.at < parameters.ttlMs) return Promise.resolve(cached.outcome)
      loading ??= settle(parameters.load()).then((outcome) => {
        cached = { outcome, at: now() }
        loading = undefined
        return outcome
      })
      return loading
    },
  }
}

function settle<value>(promise: Promise<value>): Promise<Settled<value>> {
  return promise.then(
    (value): Settled<value> => ({ ok: true, value }),
    (error: unknown): Settled<value> => ({ ok: false, error }),
  )
}
