import { createHash } from 'node:crypto'
import type { SharedState } from '../cluster/createSharedState.js'
import type { HoldRecord, HoldStore } from './holdStore.js'

/**
 * The take, atomic on the Redis server: KEYS[1] is the hold's record, the rest its scopes (sorted
 * sets of hold ids scored by when each ends); ARGV is now, the id, the end, the record, then each
 * scope's cap. Ended holds are pruned first; a full scope answers its index and its holders
 * (with their ends), and nothing is written.
 */
const takeScript = `
local now = tonumber(ARGV[1])
local id = ARGV[2]
local untilAt = tonumber(ARGV[3])
for i = 2, #KEYS do
  redis.call('zremrangebyscore', KEYS[i], '-inf', now)
  if not redis.call('zscore', KEYS[i], id) and redis.call('zcard', KEYS[i]) >= tonumber(ARGV[3 + i]) then
    return {i - 2, redis.call('zrange', KEYS[i], 0, -1, 'WITHSCORES')}
  end
end
if redis.call('exists', KEYS[1]) == 1 then return {-1, {}} end
redis.call('set', KEYS[1], ARGV[4])
redis.call('pexpireat', KEYS[1], untilAt)
for i = 2, #KEYS do
  redis.call('zadd', KEYS[i], untilAt, id)
  local last = redis.call('zrange', KEYS[i], -1, -1, 'WITHSCORES')
  redis.call('pexpireat', KEYS[i], math.floor(tonumber(last[2])) + 1)
end
return {-2, {}}`

/** Sets a hold's end and record in each of its scopes (KEYS[1] the record; ARGV id, end, record). */
const keepScript = `
local untilAt = tonumber(ARGV[2])
redis.call('set', KEYS[1], ARGV[3])
redis.call('pexpireat', KEYS[1], untilAt)
for i = 2, #KEYS do
  redis.call('zadd', KEYS[i], untilAt, ARGV[1])
  local last = redis.call('zrange', KEYS[i], -1, -1, 'WITHSCORES')
  redis.call('pexpireat', KEYS[i], math.floor(tonumber(last[2])) + 1)
end
return 1`

/** Scope keys carry caller-chosen text (addresses, forwarded identities): long ones as a digest. */
const safe = (text: string) =>
  text.length <= 100 && /^[\w.:-]+$/.test(text)
    ? text
    : createHash('sha256').update(text).digest('hex').slice(0, 40)

/**
 * Holds kept in the Redis every instance shares (REDIS_URL), so the caps count every instance's
 * holds together; each take and keep is one Lua script. Throws while Redis cannot be reached
 * (no offline queue): the caller then decides locally.
 */
export function createRedisHoldStore(shared: SharedState): HoldStore {
  const { redis, prefix } = shared
  const recordKey = (id: string) => `${prefix}hold:${safe(id)}`
  const scopeKey = (key: string) => `${prefix}holds:${safe(key)}`
  return {
    async take({ id, scopes, until, note, now }) {
      const record: HoldRecord = { keys: scopes.map((scope) => scope.key), note }
      const [verdict, holders] = (await redis.eval(
        takeScript,
        1 + scopes.length,
        recordKey(id),
        ...scopes.map((scope) => scopeKey(scope.key)),
        now,
        id,
        Math.floor(until),
        JSON.stringify(record),
        ...scopes.map((scope) => scope.cap),
      )) as [number, string[]]
      if (verdict === -2) return { ok: true, created: true }
      if (verdict === -1) return { ok: true, created: false }
      const pairs: { id: string; until: number }[] = []
      for (let i = 0; i + 1 < holders.length; i += 2)
        pairs.push({ id: holders[i]!, until: Number(holders[i + 1]) })
      return { ok: false, scope: verdict, holders: pairs }
    },
    async keep({ id, keys, until, note }) {
      await redis.eval(
        keepScript,
        1 + keys.length,
        recordKey(id),
        ...keys.map(scopeKey),
        id,
        Math.floor(until),
        JSON.stringify({ keys, note } satisfies HoldRecord),
      )
    },
    async drop({ id, keys }) {
      const batch = redis.multi().del(recordKey(id))
      for (const key of keys) batch.zrem(scopeKey(key), id)
      await batch.exec()
    },
    async records(ids) {
      if (ids.length === 0) return []
      const batch = redis.multi()
      for (const id of ids) batch.get(recordKey(id)).pttl(recordKey(id))
      const replies = (await batch.exec()) ?? []
      const now = Date.now()
      return ids.map((_, index) => {
        const text = replies[2 * index]?.[1] as string | null
        const left = replies[2 * index + 1]?.[1] as number
        return text && left > 0
          ? { ...(JSON.parse(text) as HoldRecord), until: now + left }
          : undefined
      })
    },
  }
}
