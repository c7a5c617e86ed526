import { createHash } from 'node:crypto'
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible'
import { slidingWindowScript } from '../cluster/createSharedGovernor.js'
import type { SharedState } from '../cluster/createSharedState.js'
import type { GovernorVerdict } from '../upstream/rateGovernor.js'

export type SignInLimitsParameters = {
  /** Redis of the instances (REDIS_URL): the counts are then shared; else per process. */
  shared?: SharedState
  /** Told each decision taken in this process because Redis could not be asked. */
  onFallback?: () => void
  /** Sign-in attempts one client may make a minute. Default 10. */
  attemptsPerClient?: number
  /** Contract-wallet checks (ERC-1271 calls on a chain RPC) one client may cause a minute. Default 5. */
  contractChecksPerClient?: number
  /** Contract-wallet checks all clients together may cause a minute. Default 60. */
  contractChecks?: number
}

type Counter = { take(key: string): Promise<GovernorVerdict> }

/** Client identities are caller-chosen text (a forwarded address): keys carry a digest. */
const keyOf = (client: string) => createHash('sha256').update(client).digest('hex').slice(0, 32)

const refusedFor = (ms: number): GovernorVerdict => ({
  ok: false,
  retryAfterSeconds: Math.max(1, Math.ceil(ms / 1000)),
})

/**
 * Counts per minute with rate-limiter-flexible, as the upstream limits do: in Redis over a
 * sliding minute (the shared limiter's counting script) for every instance, or in memory. While
 * Redis cannot be asked each instance counts alone with `1/instances` of the points.
 */
function counter(parameters: {
  shared: SharedState | undefined
  name: string
  points: number
  onFallback: () => void
}): Counter {
  const { shared, points } = parameters
  const local = new RateLimiterMemory({
    points: shared ? Math.max(1, Math.floor(points / shared.instances)) : points,
    duration: 60,
  })
  const remote = shared
    ? new RateLimiterRedis({
        storeClient: shared.redis,
        points,
        duration: 60,
        keyPrefix: `${shared.prefix}signin:${parameters.name}`,
        rejectIfRedisNotReady: true,
        customIncrTtlLuaScript: slidingWindowScript,
      })
    : undefined
  const verdict = (error: unknown): GovernorVerdict => {
    if (error instanceof RateLimiterRes) return refusedFor(error.msBeforeNext)
    throw error
  }
  return {
    async take(key) {
      if (remote)
        try {
          return await remote.consume(key).then(() => ({ ok: true }) as const, verdict)
        } catch {
          parameters.onFallback()
        }
      return local.consume(key).then(() => ({ ok: true }) as const, verdict)
    },
  }
}

/**
 * How much sign-in one client may cost: attempts per minute (each is a signature recovery and a
 * nonce check), and, within them, contract-wallet checks, which are calls on the integrator's
 * chain RPC and so also capped for all clients together.
 */
export function createSignInLimits(parameters: SignInLimitsParameters = {}) {
  const { shared } = parameters
  const onFallback = parameters.onFallback ?? (() => {})
  const attempts = counter({
    shared,
    name: 'attempt',
    points: parameters.attemptsPerClient ?? 10,
    onFallback,
  })
  const checksPerClient = counter({
    shared,
    name: 'contract',
    points: parameters.contractChecksPerClient ?? 5,
    onFallback,
  })
  const checks = counter({
    shared,
    name: 'contract-all',
    points: parameters.contractChecks ?? 60,
    onFallback,
  })
  return {
    /** Takes one of the client's sign-in attempts this minute, or says when to come back. */
    admitAttempt: (client: string) => attempts.take(keyOf(client)),
    /** Takes one contract-wallet check for the client: false when its or everyone's are spent. */
    async admitContractCheck(client: string): Promise<boolean> {
      if (!(await checksPerClient.take(keyOf(client))).ok) return false
      return (await checks.take('all')).ok
    },
  }
}
export type SignInLimits = ReturnType<typeof createSignInLimits>
