import { rateLimitedBody } from '@ferry/order-api'
import type { Context } from 'hono'
import { createSharedGovernor } from '../cluster/createSharedGovernor.js'
import type { SharedState } from '../cluster/createSharedState.js'
import { shareCooldowns } from '../cluster/shareCooldowns.js'
import { clientIdentity } from '../http/clientIdentity.js'
import type { Metrics } from '../telemetry/metrics.js'
import { createRateGovernor, type GovernorVerdict } from './rateGovernor.js'
import { type V1LimitedRoute, v1DefaultLimits } from './v1LimitedRoutes.js'

export type LimitedRoute =
  | 'quote'
  | 'build'
  | 'cancel'
  | 'orders'
  | 'order'
  | 'params'
  | 'health'
  | V1LimitedRoute

/**
 * Upstream budgets per minute. Quote and build are the spec's integrator limits (spec: Limits);
 * the spec shows none for the others, so these keep the BFF a modest, bounded caller.
 */
export const defaultLimits: Record<LimitedRoute, number> = {
  quote: 120,
  build: 60,
  cancel: 60,
  orders: 300,
  order: 600,
  params: 60,
  health: 60,
  ...v1DefaultLimits,
}

export type Limits = ReturnType<typeof createLimits>

type Governor = {
  admit(client: string): GovernorVerdict | Promise<GovernorVerdict>
  spend(): GovernorVerdict | Promise<GovernorVerdict>
  coolDown(until: number): void
  shareFallbackSpends?(): Promise<void>
}

/** The most of a route one client may use, however few others are active (fairShare.ts). */
export const CLIENT_SHARE = 0.25

/**
 * One governor per limited route, sharing it fairly (fairShare.ts): a client's part shrinks as
 * more clients are active, up to a quarter of the route, and a reserve stays for clients not
 * seen in the last minute. In this process, or with `shared` (REDIS_URL) in Redis for every
 * instance together.
 */
export function createLimits(parameters: {
  perMinute?: Partial<Record<LimitedRoute, number>>
  trustedHops: number
  metrics: Metrics
  shared?: SharedState
  now?: () => number
}) {
  const { shared, metrics } = parameters
  const perMinute = { ...defaultLimits, ...parameters.perMinute }
  const governor = (route: string, limit: number): Governor => {
    const settings = {
      perMinute: limit,
      clientShare: CLIENT_SHARE,
      ...(parameters.now ? { now: parameters.now } : {}),
    }
    if (!shared) return createRateGovernor(settings)
    const onFallback = () => metrics.fallbacks.inc({ use: 'limit' })
    return createSharedGovernor({ ...settings, shared, route, onFallback })
  }
  const governors = Object.fromEntries(
    Object.entries(perMinute).map(([route, limit]) => [route, governor(route, limit)]),
  ) as Record<LimitedRoute, Governor>
  // Back from an outage: what each route spent alone joins the shared minute at once, before a
  // burst on another instance could fill it.
  shared?.redis.on('ready', () => {
    for (const each of Object.values(governors)) void each.shareFallbackSpends?.().catch(() => {})
  })
  const cooldowns = shared
    ? shareCooldowns({
        shared,
        isRoute: (route) => Object.hasOwn(governors, route),
        apply: (route, until) => governors[route as LimitedRoute].coolDown(until),
      })
    : undefined
  const clientOf = (c: Context) => clientIdentity(c, { trustedHops: parameters.trustedHops })
  return {
    clientOf,
    /** A 429 response when this client is over the route's share, else `undefined`. */
    async refuse(c: Context, route: LimitedRoute): Promise<Response | undefined> {
      const verdict = await governors[route].admit(clientOf(c))
      if (verdict.ok) return undefined
      parameters.metrics.refusals.inc({ route })
      c.header('Retry-After', String(verdict.retryAfterSeconds))
      return c.json(
        rateLimitedBody({ message: 'Too many requests through this app; retry shortly' }),
        429,
      )
    },
    /** A global slot for one upstream attempt of `route`. */
    spend(route: LimitedRoute): GovernorVerdict | Promise<GovernorVerdict> {
      return governors[route].spend()
    },
    /** After an upstream 429: no attempt of `route` before `until` (epoch ms), on any instance. */
    coolDown(route: LimitedRoute, until: number) {
      if (cooldowns) cooldowns.announce(route, until)
      else governors[route].coolDown(until)
    },
  }
}
