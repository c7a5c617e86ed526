import { createHash, randomUUID } from 'node:crypto'
import { BaseError } from '@ferry/order-api'
import type { SharedState } from './createSharedState.js'
import { redisLease } from './redisLease.js'

const lockWaitMarker = Symbol.for('ferry.error.LockWaitError')

/** A lock another instance held for longer than it may (its expiry) could not be taken. */
export class LockWaitError extends BaseError {
  override name = 'LockWaitError'
  readonly [lockWaitMarker] = true
  constructor(parameters: { waitedMs: number }) {
    super(`A lock was still held by another instance after ${parameters.waitedMs} ms`)
  }
  static override isInstance(value: unknown): value is LockWaitError {
    return typeof value === 'object' && value !== null && lockWaitMarker in value
  }
}

export type RunLocked = <result>(key: string, work: () => Promise<result>) => Promise<result>

/**
 * Runs work alone per key: in this process (a promise chain), and with `shared` also across
 * instances, as a Redis lock (a lease under a token of this call, released when the work ends,
 * expiring after `ttlMs` if its holder dies). Chosen over a PostgreSQL advisory lock because the
 * locked work includes upstream calls (up to the 15 s upstream timeout) that would pin a pooled
 * database connection per waiting build, and because it works whichever journal store is used.
 * While Redis cannot be asked the work runs under the process lock only (`onFallback`): the
 * journal still refuses a second unresolved attempt once the first is written.
 */
export function createLocks(parameters: {
  shared?: SharedState
  onFallback?: () => void
  ttlMs?: number
  retryMs?: number
}) {
  const { shared } = parameters
  const ttlMs = parameters.ttlMs ?? 30_000
  const retryMs = parameters.retryMs ?? 50
  const chains = new Map<string, Promise<void>>()

  async function inProcess<result>(key: string, work: () => Promise<result>): Promise<result> {
    const previous = chains.get(key) ?? Promise.resolve()
    let release!: () => void
    const current = new Promise<void>((resolve) => {
      release = resolve
    })
    const chained = previous.then(() => current)
    chains.set(key, chained)
    await previous
    try {
      return await work()
    } finally {
      release()
      if (chains.get(key) === chained) chains.delete(key)
    }
  }

  async function acrossInstances<result>(
    key: string,
    work: () => Promise<result>,
  ): Promise<result> {
    if (!shared) return work()
    const digest = createHash('sha256').update(key).digest('hex').slice(0, 40)
    const lease = redisLease(shared, `${shared.prefix}lock:${digest}`)
    const token = randomUUID()
    const started = Date.now()
    for (;;) {
      let held: boolean
      try {
        held = await lease.acquire(token, ttlMs)
      } catch {
        parameters.onFallback?.()
        return work()
      }
      if (held) break
      // Past the lock's own expiry the holder is gone, or something is wrong: do not wait on.
      if (Date.now() - started > ttlMs + retryMs)
        throw new LockWaitError({ waitedMs: Date.now() - started })
      await new Promise((resolve) => setTimeout(resolve, retryMs))
    }
    try {
      return await work()
    } finally {
      await lease.release(token).catch(() => {})
    }
  }

  const run: RunLocked = (key, work) => inProcess(key, () => acrossInstances(key, work))
  return { run }
}
export type Locks = ReturnType<typeof createLocks>
