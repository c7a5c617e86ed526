/**
 * Keeps the integrator's shared upstream limit for one route: a global one-minute window, and a
 * per-client share of it so that one client cannot starve the others.
 */
export function createRateGovernor(parameters: {
  perMinute: number
  clientShare: number
  now?: () => number
}) {
  const now = parameters.now ?? Date.now
  const global: number[] = []
  const byClient = new Map<string, number[]>()
  const prune = (times: number[], at: number) => {
    while (times.length && at - times[0]! >= 60_000) times.shift()
  }
  const perClient = Math.max(1, Math.floor(parameters.perMinute * parameters.clientShare))
  return {
    /** Takes a slot for `client`, or tells how many seconds until one frees up. */
    take(client: string): { ok: true } | { ok: false; retryAfterSeconds: number } {
      const at = now()
      prune(global, at)
      const mine = byClient.get(client) ?? []
      prune(mine, at)
      const full =
        global.length >= parameters.perMinute ? global : mine.length >= perClient ? mine : undefined
      if (full)
        return {
          ok: false,
          retryAfterSeconds: Math.max(1, Math.ceil((60_000 - (at - full[0]!)) / 1000)),
        }
      global.push(at)
      mine.push(at)
      byClient.set(client, mine)
      return { ok: true }
    },
  }
}
export type RateGovernor = ReturnType<typeof createRateGovernor>
