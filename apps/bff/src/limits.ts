import type { Context } from 'hono'
import { clientIdentity } from './clientIdentity.js'
import type { Metrics } from './metrics.js'
import { createRateGovernor } from './rateGovernor.js'

export type LimitedRoute = 'quote' | 'build' | 'cancel' | 'orders' | 'order'

/** Upstream limits per minute (spec: Limits); the BFF keeps the integrator inside them. */
export const defaultLimits: Record<LimitedRoute, number> = {
  quote: 120,
  build: 60,
  cancel: 60,
  orders: 300,
  order: 600,
}

export type Limits = ReturnType<typeof createLimits>

/** One governor per limited route, each giving one client at most a quarter of the route. */
export function createLimits(parameters: {
  perMinute?: Partial<Record<LimitedRoute, number>>
  trustProxy: boolean
  metrics: Metrics
}) {
  const perMinute = { ...defaultLimits, ...parameters.perMinute }
  const governors = Object.fromEntries(
    Object.entries(perMinute).map(([route, limit]) => [
      route,
      createRateGovernor({ perMinute: limit, clientShare: 0.25 }),
    ]),
  ) as Record<LimitedRoute, ReturnType<typeof createRateGovernor>>
  return {
    /** A 429 response when this client is over the route's share, else `undefined`. */
    refuse(c: Context, route: LimitedRoute): Response | undefined {
      const verdict = governors[route].take(
        clientIdentity(c, { trustProxy: parameters.trustProxy }),
      )
      if (verdict.ok) return undefined
      parameters.metrics.refusals.inc({ route })
      c.header('Retry-After', String(verdict.retryAfterSeconds))
      return c.json(
        { errorCode: 'RATE_LIMITED', message: 'Too many requests through this app; retry shortly' },
        429,
      )
    },
  }
}
