import type { SharedState } from '../cluster/createSharedState.js'

/**
 * What makes sign-in state single-use and revocable: spent nonces and signed-out sessions,
 * each remembered until its own expiry (Unix seconds), after which the token or nonce is
 * refused for its age anyway.
 */
export type SessionLedger = {
  /** Whether the nonce was spent already (here, or with Redis on any instance). */
  isNonceSpent(nonce: string): Promise<boolean>
  /** Spends a nonce: false when it was spent already, so exactly one sign-in gets it. */
  spendNonce(nonce: string, expiresAt: number): Promise<boolean>
  /** Whether a session id was signed out. */
  isRevoked(sessionId: string): Promise<boolean>
  revoke(sessionId: string, expiresAt: number): Promise<void>
}

/** A set of keys, each forgotten after its expiry (Unix seconds). */
function expiringSet(now: () => number) {
  const entries = new Map<string, number>()
  const prune = () => {
    const time = now()
    for (const [key, expiresAt] of entries) if (expiresAt < time) entries.delete(key)
  }
  return {
    has(key: string) {
      prune()
      return entries.has(key)
    },
    /** Adds the key unless present: false when it was. */
    add(key: string, expiresAt: number) {
      prune()
      if (entries.has(key)) return false
      entries.set(key, expiresAt)
      return true
    },
  }
}

/** The ledger of one process: enough for one instance, not shared with others. */
export function memorySessionLedger(parameters: { now: () => number }): SessionLedger {
  const nonces = expiringSet(parameters.now)
  const revoked = expiringSet(parameters.now)
  return {
    isNonceSpent: async (nonce) => nonces.has(nonce),
    spendNonce: async (nonce, expiresAt) => nonces.add(nonce, expiresAt),
    isRevoked: async (id) => revoked.has(id),
    revoke: async (id, expiresAt) => {
      revoked.add(id, expiresAt)
    },
  }
}

/**
 * The ledger in Redis for every instance (`SET NX` with the entry's own expiry): a nonce spent
 * on one instance is spent on all, a sign-out on one is refused by all. While Redis cannot be
 * asked, each decision falls back to this process's ledger (`onFallback`), which also keeps
 * every sign-out made here, so an outage never revives a token on the instance that revoked it.
 */
export function redisSessionLedger(parameters: {
  shared: SharedState
  now: () => number
  onFallback: () => void
}): SessionLedger {
  const { shared, onFallback } = parameters
  const local = memorySessionLedger({ now: parameters.now })
  const nonceKey = (nonce: string) => `${shared.prefix}session:nonce:${nonce}`
  const revokedKey = (id: string) => `${shared.prefix}session:revoked:${id}`
  // Expiry at the entry's own second, at least one second ahead (Redis refuses a past EXAT).
  const until = (expiresAt: number) => String(Math.max(expiresAt, parameters.now() + 1))
  const orLocal = async <value>(remote: () => Promise<value>, fallback: () => Promise<value>) => {
    try {
      return await remote()
    } catch {
      onFallback()
      return fallback()
    }
  }
  return {
    isNonceSpent: (nonce) =>
      orLocal(
        async () => (await shared.redis.exists(nonceKey(nonce))) === 1,
        () => local.isNonceSpent(nonce),
      ),
    spendNonce: (nonce, expiresAt) =>
      orLocal(
        async () =>
          (await shared.redis.set(nonceKey(nonce), '1', 'EXAT', until(expiresAt), 'NX')) === 'OK',
        () => local.spendNonce(nonce, expiresAt),
      ),
    isRevoked: async (id) =>
      (await local.isRevoked(id)) ||
      orLocal(
        async () => (await shared.redis.exists(revokedKey(id))) === 1,
        async () => false,
      ),
    revoke: async (id, expiresAt) => {
      await local.revoke(id, expiresAt)
      await orLocal(
        async () => {
          await shared.redis.set(revokedKey(id), '1', 'EXAT', until(expiresAt))
        },
        async () => undefined,
      )
    },
  }
}
