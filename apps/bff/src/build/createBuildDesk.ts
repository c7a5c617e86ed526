import { createOrderClient } from '@ferry/order-api'
import { redisLease } from '../cluster/redisLease.js'
import type { Services } from '../services/createServices.js'
import { createReconciler } from './createReconciler.js'
import { type SettleBuildParameters, type Settlement, settleBuild } from './settleBuild.js'

export type BuildTimings = {
  /** How long the browser waits for a build's answer before it is told 503 outcome-unknown. */
  answerDeadlineMs: number
  /** How long the BFF itself waits for the service's answer to one build (in the background). */
  outcomeTimeoutMs: number
  /** How long to keep looking up the order of a lost answer, and how often. */
  lookupWindowMs: number
  lookupIntervalMs: number
  /** Pass interval of the reconciler. */
  reconcileIntervalMs: number
  /** Sent as Retry-After with outcome-unknown and pending answers. */
  retryAfterSeconds: number
}

export const defaultBuildTimings: BuildTimings = {
  answerDeadlineMs: 15_000,
  outcomeTimeoutMs: 60_000,
  lookupWindowMs: 20_000,
  lookupIntervalMs: 2_000,
  reconcileIntervalMs: 30_000,
  retryAfterSeconds: 5,
}

export type CreateBuildDeskParameters = {
  services: Services
  timings?: Partial<BuildTimings>
}

/**
 * What the build routes share: a build client with its own, longer time limit, the attempts this
 * process is settling, a lock per depositor and trade (one unresolved attempt at a time, across
 * instances with Redis), and the reconciler of attempts left unresolved.
 */
export function createBuildDesk({ services, timings: overrides }: CreateBuildDeskParameters) {
  const { config, metrics, journal, upstream, logger, params, upstreamFetch, shared } = services
  const timings = { ...defaultBuildTimings, ...overrides }
  const buildClient = createOrderClient({
    baseUrl: config.upstreamUrl,
    apiKey: config.upstreamApiKey,
    // The budgeted fetch: a build spends the route's upstream budget like every other call.
    fetch: upstreamFetch,
    timeoutMs: timings.outcomeTimeoutMs,
    onResponse: ({ operation, status }) => metrics.upstream.inc({ operation, status }),
  })
  const inFlight = new Map<string, Promise<Settlement>>()
  const lostHere = new Set<string>()
  const orderTtl = async () => (await params.current()).terms.orderTtl
  const reconciler = createReconciler({
    journal,
    upstream,
    logger,
    inFlight,
    lostHere,
    orderTtl,
    intervalMs: timings.reconcileIntervalMs,
    graceSeconds: Math.ceil(timings.outcomeTimeoutMs / 1000) + 1,
    ...(shared
      ? {
          // One instance reconciles at a time: the one holding the lease, renewed each pass.
          takeTurn: () =>
            redisLease(shared, `${shared.prefix}reconciler`).acquire(
              shared.instanceId,
              2 * timings.reconcileIntervalMs,
            ),
          onTurnUnknown: () => metrics.fallbacks.inc({ use: 'reconcile' }),
        }
      : {}),
  })

  return {
    timings,
    inFlight,
    lostHere,
    reconciler,
    /** Runs `work` alone for this key, in this process and (with Redis) across instances. */
    withTradeLock<result>(key: string, work: () => Promise<result>): Promise<result> {
      return services.locks.run(`build:${key}`, work)
    },
    /** Sends the build and settles it in the background; the promise outlives the request. */
    settle(
      attempt: SettleBuildParameters['attempt'],
      orderTtlSeconds: number,
    ): Promise<Settlement> {
      const settlement = settleBuild({
        buildClient,
        upstream,
        journal,
        logger,
        attempt,
        orderTtl: orderTtlSeconds,
        lookupWindowMs: timings.lookupWindowMs,
        lookupIntervalMs: timings.lookupIntervalMs,
      })
        .then((outcome) => {
          if (outcome.kind === 'lost' && !outcome.resolved) lostHere.add(attempt.attemptId)
          if (outcome.kind === 'built')
            void services.webhooks?.feed.orderCreated({
              version: 'v2',
              orderId: outcome.response.orderId,
              order: outcome.response,
            })
          return outcome
        })
        .finally(() => inFlight.delete(attempt.attemptId))
      inFlight.set(attempt.attemptId, settlement)
      return settlement
    },
    stop() {
      reconciler.stop()
    },
  }
}
export type BuildDesk = ReturnType<typeof createBuildDesk>
