import { createHash } from 'node:crypto'
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible'
import type { GovernorVerdict } from '../rateGovernor.js'
import type { SharedState } from './createSharedState.js'

const window = 60

/** The in-memory limiter taken while Redis is unreachable, counting each decision it takes. */
class InsuranceLimiter extends RateLimiterMemory {
  constructor(
    points: number,
    private readonly onUse: () => void,
  ) {
    super({ points, duration: window })
  }
  override consume(...args: Parameters<RateLimiterMemory['consume']>) {
    this.onUse()
    return super.consume(...args)
  }
}

function refused(error: unknown): GovernorVerdict {
  if (error instanceof RateLimiterRes)
    return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(error.msBeforeNext / 1000)) }
  throw error
}

/** Client identities are caller-chosen text (a forwarded address): keys carry a digest. */
const clientKey = (client: string) =>
  client.length <= 64 && /^[\w.:-]+$/.test(client)
    ? client
    : createHash('sha256').update(client).digest('hex').slice(0, 32)

/**
 * One route's upstream budget and per-client shares kept in Redis for every instance, with
 * rate-limiter-flexible's Redis store (fixed one-minute windows, atomic in Redis). While Redis
 * is unreachable each instance keeps `1/instances` of both on its own (the store's
 * `insuranceLimiter`), so the instances together stay within the limit. Same verdicts as
 * createRateGovernor, as promises.
 */
export function createSharedGovernor(parameters: {
  shared: SharedState
  route: string
  perMinute: number
  clientShare: number
  onFallback: () => void
  now?: () => number
}) {
  const { shared, route, perMinute } = parameters
  const now = parameters.now ?? Date.now
  const perClient = Math.max(1, Math.floor(perMinute * parameters.clientShare))
  const share = (points: number) => Math.max(1, Math.floor(points / shared.instances))
  const store = (points: number, kind: string) =>
    new RateLimiterRedis({
      storeClient: shared.redis,
      points,
      duration: window,
      keyPrefix: `${shared.prefix}limit:${route}:${kind}`,
      rejectIfRedisNotReady: true,
      insuranceLimiter: new InsuranceLimiter(share(points), parameters.onFallback),
    })
  const global = store(perMinute, 'all')
  const clients = store(perClient, 'client')
  let coolUntil = 0
  const cooling = (): GovernorVerdict | undefined => {
    const at = now()
    return at < coolUntil
      ? { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((coolUntil - at) / 1000)) }
      : undefined
  }

  return {
    /** Takes one of `client`'s request slots, unless its share or the route is used up. */
    async admit(client: string): Promise<GovernorVerdict> {
      const [used, own] = await Promise.all([
        global.get('all').catch(() => null),
        clients.consume(clientKey(client)).then(() => ({ ok: true }) as const, refused),
      ])
      if (used && used.consumedPoints >= perMinute)
        return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(used.msBeforeNext / 1000)) }
      if (!own.ok) return own
      return cooling() ?? own
    },
    /** Takes a global slot for one upstream attempt, or says when one frees up. */
    async spend(): Promise<GovernorVerdict> {
      const cool = cooling()
      if (cool) return cool
      return global.consume('all').then(() => ({ ok: true }) as const, refused)
    },
    /** Holds this instance's attempts back until `until` (epoch ms), after an upstream 429. */
    coolDown(until: number) {
      coolUntil = Math.max(coolUntil, until)
    },
  }
}
