import type { SharedState } from './createSharedState.js'

// Takes the key when free, or extends it when this holder already has it (one round trip).
const acquireOrRenew = `
local holder = redis.call('get', KEYS[1])
if holder == ARGV[1] then redis.call('pexpire', KEYS[1], ARGV[2]) return 1 end
if holder then return 0 end
redis.call('set', KEYS[1], ARGV[1], 'PX', ARGV[2])
return 1`

// Deletes the key only if this holder still has it (never another holder's, after an expiry).
const releaseIfHeld = `
if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) end
return 0`

/**
 * A lease in Redis: `SET NX PX` taken by one holder, extended by that holder, and free for
 * anyone once it expires (its holder died or stopped renewing). Throws when Redis cannot be
 * reached; callers decide their fallback.
 */
export function redisLease(shared: Pick<SharedState, 'redis'>, key: string) {
  return {
    /** Takes or renews the lease for `holder`; false when another holds it. */
    async acquire(holder: string, ttlMs: number): Promise<boolean> {
      const result = await shared.redis.eval(acquireOrRenew, 1, key, holder, String(ttlMs))
      return result === 1
    },
    async release(holder: string): Promise<void> {
      await shared.redis.eval(releaseIfHeld, 1, key, holder)
    },
    /** Who holds it now (tests and diagnostics). */
    holder(): Promise<string | null> {
      return shared.redis.get(key)
    },
  }
}
