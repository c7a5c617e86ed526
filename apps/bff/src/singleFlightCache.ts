export type Settled<value> = { ok: true; value: value } | { ok: false; error: unknown }

/**
 * The outcome of `load` (success or failure) kept for `ttlMs`, with one load at a time however
 * many callers ask: N health probes in a few seconds cost one upstream call.
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
      if (cached && now() - cached.at < parameters.ttlMs) return Promise.resolve(cached.outcome)
      loading ??= parameters
        .load()
        .then(
          (value): Settled<value> => ({ ok: true, value }),
          (error: unknown): Settled<value> => ({ ok: false, error }),
        )
        .then((outcome) => {
          cached = { outcome, at: now() }
          loading = undefined
          return outcome
        })
      return loading
    },
  }
}
