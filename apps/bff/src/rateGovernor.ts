export type GovernorVerdict = { ok: true } | { ok: false; retryAfterSeconds: number }

/**
 * Keeps the integrator's shared upstream limit for one route over a sliding minute. Two kinds of
 * slot: every upstream attempt (retries and pollers included) spends a global one (`spend`), and
 * every client request spends one of that client's share (`admit`), so that one client cannot
 * starve the others. After the service answers 429, `coolDown` holds every attempt back until the
 * given time, so no caller retries sooner than the service asked.
 */
export function createRateGovernor(parameters: {
  perMinute: number
  clientShare: number
  now?: () => number
}) {
  const now = parameters.now ?? Date.now
  const global: number[] = []
  const byClient = new Map<string, number[]>()
  let coolUntil = 0
  const prune = (times: number[], at: number) => {
    while (times.length && at - times[0]! >= 60_000) times.shift()
  }
  const perClient = Math.max(1, Math.floor(parameters.perMinute * parameters.clientShare))
  const wait = (times: number[], at: number): GovernorVerdict => ({
    ok: false,
    retryAfterSeconds: Math.max(1, Math.ceil((60_000 - (at - times[0]!)) / 1000)),
  })
  const cooling = (at: number): GovernorVerdict | undefined =>
    at < coolUntil
      ? { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((coolUntil - at) / 1000)) }
      : undefined

  return {
    /** Takes one of `client`'s request slots, unless its share or the route is used up. */
    admit(client: string): GovernorVerdict {
      const at = now()
      prune(global, at)
      const mine = byClient.get(client) ?? []
      prune(mine, at)
      if (global.length >= parameters.perMinute) return wait(global, at)
      if (mine.length >= perClient) return wait(mine, at)
      const cool = cooling(at)
      if (cool) return cool
      mine.push(at)
      byClient.set(client, mine)
      // Forget clients whose window emptied, so spoofed identities cannot grow the map for ever.
      if (byClient.size > 10_000)
        for (const [key, times] of byClient) {
          prune(times, at)
          if (times.length === 0) byClient.delete(key)
        }
      return { ok: true }
    },
    /** Takes a global slot for one upstream attempt, or says when one frees up. */
    spend(): GovernorVerdict {
      const at = now()
      const cool = cooling(at)
      if (cool) return cool
      prune(global, at)
      if (global.length >= parameters.perMinute) return wait(global, at)
      global.push(at)
      return { ok: true }
    },
    /** Holds every attempt back until `until` (epoch ms). */
    coolDown(until: number) {
      coolUntil = Math.max(coolUntil, until)
    },
  }
}
export type RateGovernor = ReturnType<typeof createRateGovernor>
