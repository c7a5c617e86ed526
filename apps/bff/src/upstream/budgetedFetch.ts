import { rateLimitedBody } from '@ferry/order-api'
import type { Metrics } from '../telemetry/metrics.js'
import type { LimitedRoute, Limits } from './limits.js'
import { v1UpstreamRoute } from './v1LimitedRoutes.js'

/** Which limited route an upstream request belongs to (the order client's paths). */
export function upstreamRoute(method: string, pathname: string): LimitedRoute | undefined {
  const path = pathname.replace(/\/+$/, '')
  if (path.endsWith('/v2/params')) return 'params'
  if (path.endsWith('/v2/quote')) return 'quote'
  if (path.endsWith('/v2/build')) return 'build'
  if (path.endsWith('/v2/health')) return 'health'
  if (path.endsWith('/v2/orders')) return 'orders'
  if (/\/v2\/orders\/[^/]+\/cancel$/.test(path)) return 'cancel'
  if (/\/v2\/orders\/[^/]+$/.test(path)) return method === 'GET' ? 'order' : undefined
  return v1UpstreamRoute(method, path)
}

/** Marks an answer the BFF wrote itself instead of sending the attempt. */
export const localRefusalHeader = 'x-ferry-local-refusal'

/**
 * Wraps the upstream fetch so that every attempt, whoever makes it (a route, a retry, a poller,
 * a lookup), spends a global slot of its route first. A refused attempt is not sent: it answers
 * 429 with a Retry-After, which the order client turns into an OrderApiError like the service's
 * own. After an upstream 429 the route cools down for the service's Retry-After, or else a
 * backoff that doubles with each 429 in a row (spec: Errors, 429 retry with backoff).
 */
export function createBudgetedFetch(parameters: {
  fetch: typeof fetch
  limits: Limits
  metrics?: Metrics
  /** First cooldown after an upstream 429 without Retry-After. Default 1 000 ms. */
  cooldownMs?: number
  /** Longest cooldown. Default 30 000 ms. */
  maxCooldownMs?: number
  now?: () => number
}): typeof fetch {
  const { limits, metrics } = parameters
  const now = parameters.now ?? Date.now
  const cooldownMs = parameters.cooldownMs ?? 1_000
  const maxCooldownMs = parameters.maxCooldownMs ?? 30_000
  const strikes = new Map<LimitedRoute, number>()

  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase()
    const route = upstreamRoute(method, url.pathname)
    if (!route) return parameters.fetch(input, init)
    const verdict = await limits.spend(route)
    if (!verdict.ok) {
      metrics?.upstreamRefusals.inc({ route })
      return new Response(
        JSON.stringify(
          rateLimitedBody({
            message: "This app's share of the Order Service limit is used up; retry shortly",
          }),
        ),
        {
          status: 429,
          headers: {
            'content-type': 'application/json',
            'retry-after': String(verdict.retryAfterSeconds),
            [localRefusalHeader]: '1',
          },
        },
      )
    }
    const response = await parameters.fetch(input, init)
    if (response.status === 429) {
      const strike = (strikes.get(route) ?? 0) + 1
      strikes.set(route, strike)
      const header = response.headers.get('retry-after')
      const seconds = header !== null && /^\d+$/.test(header.trim()) ? Number(header) : undefined
      const pause =
        seconds !== undefined
          ? Math.min(seconds * 1000, maxCooldownMs)
          : Math.min(maxCooldownMs, cooldownMs * 2 ** (strike - 1))
      limits.coolDown(route, now() + pause)
    } else strikes.delete(route)
    return response
  }
}
