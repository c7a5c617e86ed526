import { fairShareOf, fairShareVerdict } from './fairShare.js'

export type GovernorVerdict = { ok: true } | { ok: false; retryAfterSeconds: number }

/**
 * Keeps the integrator's shared upstream limit for one route over a sliding minute. Two kinds of
 * slot: every upstream attempt (retries and pollers included) spends a global one (`spend`), and
 * every client request is admitted under the route's fair share (`admit`, fairShare.ts), so that
 * no handful of clients can take the route from the others. After the service answers 429,
 * `coolDown` holds every attempt back until the given time, so no caller retries sooner than the
 * service asked.
 */
export function createRateGovernor(parameters: {
  perMinute: number
  clientShare: number
  reserveShare?: number
  now?: () => number
}) {
  const now = parameters.now ?? Date.now
  const share = fairShareOf(parameters)
  const global: number[] = []
  /** Admissions in the last minute, oldest first, and the same per client. */
  const admitted: { at: number; client: string }[] = []
  const byClient = new Map<string, number[]>()
  let coolUntil = 0
  const prune = (times: number[], at: number) => {
    while (times.length && at - times[0]! >= 60_000) times.shift()
  }
  const pruneAdmitted = (at: number) => {
    while (admitted.length && at - admitted[0]!.at >= 60_000) {
      const { client } = admitted.shift()!
      const times = byClient.get(client)
      times?.shift()
      if (times?.length === 0) byClient.delete(client)
    }
  }
  const wait = (oldest: number, at: number): GovernorVerdict => ({
    ok: false,
    retryAfterSeconds: Math.max(1, Math.ceil((60_000 - (at - oldest)) / 1000)),
  })
  const cooling = (at: number): GovernorVerdict | undefined =>
    at < coolUntil
      ? { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((coolUntil - at) / 1000)) }
      : undefined

  return {
    /** Admits one request of `client`, unless it is over its fair share or the route is full. */
    admit(client: string): GovernorVerdict {
      const at = now()
      prune(global, at)
      pruneAdmitted(at)
      if (global.length >= share.perMinute) return wait(global[0]!, at)
      const mine = byClient.get(client) ?? []
      const verdict = fairShareVerdict(share, {
        mine: mine.length,
        active: byClient.size,
        admitted: admitted.length,
      })
      if (verdict === 'own') return wait(mine[0]!, at)
      if (verdict === 'route') return wait(admitted[0]!.at, at)
      const cool = cooling(at)
      if (cool) return cool
      mine.push(at)
      byClient.set(client, mine)
      admitted.push({ at, client })
      return { ok: true }
    },
    /** Takes a global slot for one upstream attempt, or says when one frees up. */
    spend(): GovernorVerdict {
      const at = now()
      const cool = cooling(at)
      if (cool) return cool
      prune(global, at)
      if (global.length >= share.perMinute) return wait(global[0]!, at)
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
