import { type RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible'

/**
 * Takes `points` (1 by default) of `key` from a per-process limiter: undefined when they were
 * taken now, else the milliseconds until the limiter has them again (for `Retry-After`).
 */
export const limiterWait = (limiter: RateLimiterMemory, key: string, points = 1) =>
  limiter.consume(key, points).then(
    () => undefined,
    (error: unknown) => {
      if (error instanceof RateLimiterRes) return error.msBeforeNext
      throw error
    },
  )
