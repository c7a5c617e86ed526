import { createHash } from 'node:crypto'
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible'
import { fairShareOf } from '../upstream/fairShare.js'
import { createRateGovernor, type GovernorVerdict } from '../upstream/rateGovernor.js'
import type { SharedState } from './createSharedState.js'

/**
 * The store's counting step (rate-limiter-flexible's `customIncrTtlLuaScript`, called with the
 * points to take, the window in seconds and the limit) as a sliding window: a sorted set of the
 * times of the slots taken in the last minute, on Redis's clock. A request past the limit is
 * answered over the limit and not recorded; 0 points reads the count. Returns the count with
 * the request and the ms until the oldest slot frees, as the store expects. A fixed window would
 * let twice the limit through around a window's end (the spec's limit is per rolling minute).
 */
export const slidingWindowScript = `
local clock = redis.call('time')
local at = tonumber(clock[1]) * 1000 + math.floor(tonumber(clock[2]) / 1000)
local take = tonumber(ARGV[1])
local window = tonumber(ARGV[2]) * 1000
local limit = tonumber(ARGV[3])
redis.call('zremrangebyscore', KEYS[1], '-inf', at - window)
local count = redis.call('zcard', KEYS[1])
if take > 0 and count + take <= limit then
  for i = 1, take do
    redis.call('zadd', KEYS[1], at, at .. '-' .. (count + i))
  end
  redis.call('pexpire', KEYS[1], window)
end
local oldest = redis.call('zrange', KEYS[1], 0, 0, 'WITHSCORES')
local wait = window
if oldest[2] then wait = tonumber(oldest[2]) + window - at end
return {count + take, wait}`

/**
 * The fair-share admission (fairShare.ts) on the Redis server, atomic for every instance.
 * KEYS: the route's upstream attempts (slidingWindowScript's set), its admissions, this client's
 * admissions, the active clients (scored by their last admission). ARGV: per minute, the shared
 * part, the most one client may hold, the client, a unique suffix. Answers {1} when admitted,
 * else {0, ms until a slot that matters frees}.
 */
export const fairAdmitScript = `
local clock = redis.call('time')
local at = tonumber(clock[1]) * 1000 + math.floor(tonumber(clock[2]) / 1000)
local since = at - 60000
local perMinute = tonumber(ARGV[1])
local general = tonumber(ARGV[2])
local perClient = tonumber(ARGV[3])
for i = 1, 4 do redis.call('zremrangebyscore', KEYS[i], '-inf', since) end
local function waitFor(key)
  local oldest = redis.call('zrange', key, 0, 0, 'WITHSCORES')
  if oldest[2] then return tonumber(oldest[2]) + 60000 - at end
  return 60000
end
if redis.call('zcard', KEYS[1]) >= perMinute then return {0, waitFor(KEYS[1])} end
local mine = redis.call('zcard', KEYS[3])
local admitted = redis.call('zcard', KEYS[2])
if mine == 0 then
  if admitted >= perMinute then return {0, waitFor(KEYS[2])} end
else
  local active = math.max(1, redis.call('zcard', KEYS[4]))
  local own = math.min(perClient, math.max(1, math.floor(general / active)))
  if mine >= own then return {0, waitFor(KEYS[3])} end
  if admitted >= general then return {0, waitFor(KEYS[2])} end
end
local member = at .. '-' .. ARGV[5]
redis.call('zadd', KEYS[2], at, ARGV[4] .. '|' .. member)
redis.call('zadd', KEYS[3], at, member)
redis.call('zadd', KEYS[4], at, ARGV[4])
for i = 2, 4 do redis.call('pexpire', KEYS[i], 60000) end
return {1, 0}`

const retryAfter = (ms: number): GovernorVerdict => ({
  ok: false,
  retryAfterSeconds: Math.max(1, Math.ceil(ms / 1000)),
})

/** Client identities are caller-chosen text (a forwarded address): keys carry a digest. */
const clientKey = (client: string) =>
  client.length <= 64 && /^[\w.:-]+$/.test(client)
    ? client
    : createHash('sha256').update(client).digest('hex').slice(0, 32)

/**
 * One route's upstream budget and fair shares kept in Redis for every instance: the attempts
 * with rate-limiter-flexible's Redis store over a sliding minute (slidingWindowScript), the
 * admissions with fairAdmitScript.
 * While Redis is unreachable (the store errs at once: no offline queue, `rejectIfRedisNotReady`)
 * each instance decides alone with an in-memory governor holding `1/instances` of the route, so
 * the instances together stay within the limit. Same verdicts as createRateGovernor, as promises.
 */
export function createSharedGovernor(parameters: {
  shared: SharedState
  route: string
  perMinute: number
  clientShare: number
  onFallback: () => void
  now?: () => number
}) {
  const { shared, route, perMinute, onFallback } = parameters
  const now = parameters.now ?? Date.now
  const store = (points: number, kind: string) =>
    new RateLimiterRedis({
      storeClient: shared.redis,
      points,
      duration: 60,
      keyPrefix: `${shared.prefix}limit:${route}:${kind}`,
      rejectIfRedisNotReady: true,
      customIncrTtlLuaScript: slidingWindowScript,
    })
  const global = store(perMinute, 'all')
  const share = fairShareOf({ perMinute, clientShare: parameters.clientShare })
  const routeKey = `${shared.prefix}limit:${route}`
  const local = createRateGovernor({
    perMinute: Math.max(1, Math.floor(perMinute / shared.instances)),
    clientShare: parameters.clientShare,
    now,
  })
  // Upstream attempts this instance let through alone while Redis was away. The service counted
  // them, so they join the shared minute once Redis answers (shareFallbackSpends): otherwise the
  // instances, back on the shared budget, could pass the service's minute by that many.
  let unshared: number[] = []
  const allKey = `${shared.prefix}limit:${route}:all:all`
  const shareFallbackSpends = async () => {
    const since = now() - 60_000
    const batch = unshared.filter((at) => at > since)
    unshared = []
    if (batch.length === 0) return
    try {
      await shared.redis
        .multi()
        .zadd(allKey, ...batch.flatMap((at, i) => [at, `${at}-${shared.instanceId}-${i}`]))
        .pexpire(allKey, 60_000)
        .exec()
    } catch (error) {
      unshared = [...batch, ...unshared]
      throw error
    }
  }
  let coolUntil = 0
  const cooling = (): GovernorVerdict | undefined => {
    const wait = coolUntil - now()
    return wait > 0 ? retryAfter(wait) : undefined
  }
  /** A store verdict: a refusal, or an error (Redis unreachable) thrown on to the fallback. */
  const refused = (error: unknown): GovernorVerdict => {
    if (error instanceof RateLimiterRes) return retryAfter(error.msBeforeNext)
    throw error
  }
  let admissions = 0

  return {
    /** Admits one request of `client`, unless it is over its fair share or the route is full. */
    async admit(client: string): Promise<GovernorVerdict> {
      const cool = cooling()
      if (cool) return cool
      try {
        const key = clientKey(client)
        const [admitted, waitMs] = (await shared.redis.eval(
          fairAdmitScript,
          4,
          allKey,
          `${routeKey}:admitted`,
          `${routeKey}:client:${key}`,
          `${routeKey}:active`,
          perMinute,
          share.general,
          share.perClient,
          key,
          `${shared.instanceId}-${admissions++}`,
        )) as [number, number]
        return admitted === 1 ? { ok: true } : retryAfter(waitMs)
      } catch {
        onFallback()
        return local.admit(client)
      }
    },
    /** Takes a global slot for one upstream attempt, or says when one frees up. */
    async spend(): Promise<GovernorVerdict> {
      const cool = cooling()
      if (cool) return cool
      try {
        if (unshared.length > 0) await shareFallbackSpends()
        return await global.consume('all').then(() => ({ ok: true }) as const, refused)
      } catch {
        onFallback()
        const verdict = local.spend()
        if (verdict.ok) unshared.push(now())
        return verdict
      }
    },
    /** Writes the attempts made on the fallback into the shared minute (limits calls it when Redis is back). */
    shareFallbackSpends,
    /** Holds this instance's attempts back until `until` (epoch ms), after an upstream 429. */
    coolDown(until: number) {
      coolUntil = Math.max(coolUntil, until)
      local.coolDown(until)
    },
  }
}
