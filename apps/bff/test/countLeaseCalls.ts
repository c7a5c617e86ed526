import type { SharedState } from '../src/cluster/createSharedState.js'

/**
 * Counts the lease calls (take, renew or release: one `EVAL` each, see redisLease.ts) that an
 * instance sends to Redis on keys containing `keyPart`, by wrapping its command connection.
 * Tests wait on these (another instance asked for a lock) or count them (a follower's tries).
 */
export function countLeaseCalls(parameters: {
  shared: SharedState
  keyPart: string
  onCall: () => void
}) {
  const { redis } = parameters.shared
  const evaluate = redis.eval.bind(redis) as (...args: unknown[]) => unknown
  redis.eval = ((...args: unknown[]) => {
    if (String(args[2]).includes(parameters.keyPart)) parameters.onCall()
    return evaluate(...args)
  }) as typeof redis.eval
}
