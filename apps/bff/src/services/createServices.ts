import { createOrderClient, type OrderClient } from '@ferry/order-api'
import type { WidgetConfig } from '@ferry/order-api/bff'
import { createV1Client, type V1Order } from '@ferry/order-api/v1'
import type { Logger } from 'pino'
import { createPrivateRpcs, type PrivateRpcs } from '../chains/privateRpcs.js'
import { createWidgetChains, type WidgetChains } from '../chains/widgetChains.js'
import { createLocks, type Locks } from '../cluster/createLocks.js'
import { createSharedState, type SharedState } from '../cluster/createSharedState.js'
import { createWatcher } from '../cluster/createWatcher.js'
import {
  type BffConfig,
  defaultStreamLimits,
  type StreamLimits,
  trustedHopsOf,
} from '../config/config.js'
import { publicOrderEndpointOf } from '../config/publicOrderEndpoint.js'
import {
  createDepositAddressCaps,
  type DepositAddressCapsKeeper,
} from '../depositAddresses/createDepositAddressCaps.js'
import { heldOrderIsOpen } from '../depositAddresses/heldOrderIsOpen.js'
import type { Journal } from '../journal/journal.js'
import type { SqlClient } from '../journal/sqlClient.js'
import type { OrderWatcher } from '../streams/orderWatcher.js'
import { createStreamSlots, type StreamSlots } from '../streams/streamSlots.js'
import { createLogger, redactPath } from '../telemetry/logger.js'
import { createMetrics, type Metrics } from '../telemetry/metrics.js'
import { createBudgetedFetch } from '../upstream/budgetedFetch.js'
import { createLimits, type Limits } from '../upstream/limits.js'
import { createParamsCache, type ParamsCache } from '../upstream/paramsCache.js'
import { createUpstreamFetch } from '../upstream/upstreamFetch.js'
import { createUpstreamHealth, type UpstreamHealth } from '../upstream/upstreamHealth.js'
import { createV1Watcher } from '../v1/createV1Watcher.js'
import { createV1ChainsCache, type V1ChainsCache } from '../v1/v1ChainsCache.js'
import type { V1SubmitJournal } from '../v1/v1SubmitJournal.js'
import { createWebhooks, type Webhooks } from '../webhooks/createWebhooks.js'

export type CreateServicesParameters = {
  config: BffConfig
  journal: Journal
  logger?: Logger
  /** The fetch used to reach the upstream (tests inject faults here or at the devnet). */
  fetch?: typeof fetch
  /** Total time quote retries may take. Default 8 000 ms. */
  quoteRetryBudgetMs?: number
  /** Pause before the one retry of a failed build. Default 500 ms. */
  buildRetryDelayMs?: number
  /** How long one upstream call may take before it is abandoned (504). Default 15 000 ms. */
  upstreamTimeoutMs?: number
  /** First pause of a route after an upstream 429 without Retry-After. Default 1 000 ms. */
  upstreamCooldownMs?: number
  /** Readiness check of the BFF's own database (`select 1`); startBff passes the journal's. */
  checkDatabase?: () => Promise<unknown>
  /** Where v1 submits are journaled (startBff: the journal's database); in memory when absent. */
  v1Journal?: V1SubmitJournal
  /** Added to `/api/config` (the devnet start-up adds its test accounts). */
  widgetConfigExtras?: Pick<WidgetConfig, 'devnet'>
  /** Shared state to use instead of connecting to `config.redisUrl` (tests). */
  shared?: SharedState
  /** The journal's database, for the webhook outbox (webhooks are off without it). */
  sql?: SqlClient
}

/** What every route module works with: one instance each per BFF process. */
export type Services = {
  config: BffConfig
  journal: Journal
  logger: Logger
  metrics: Metrics
  /** Redis shared by the instances (REDIS_URL); absent: one instance, everything in memory. */
  shared?: SharedState
  /** Work run alone per key, in this process and (with Redis) across instances. */
  locks: Locks
  /**
   * The fetch every upstream client must use: each attempt spends the route's global budget
   * (see budgetedFetch.ts). A client built on another fetch would escape the limits.
   */
  upstreamFetch: typeof fetch
  upstream: OrderClient
  params: ParamsCache
  limits: Limits
  /** The caps on open deposit-address orders, for every build that may reserve one. */
  depositAddresses: DepositAddressCapsKeeper
  watcher: OrderWatcher
  /** The v1 wallet orders' watcher: one poller per order for the v1 streams and the webhooks. */
  v1Watcher: OrderWatcher<V1Order>
  /** Order events for the integrator's servers (WEBHOOK_URLS); absent when not configured. */
  webhooks?: Webhooks
  streams: StreamLimits & { slots: StreamSlots }
  checkDatabase: () => Promise<unknown>
  /** The service's health and the database's, each cached a few seconds. */
  health: UpstreamHealth
  /** The widget's configuration at start; its chains in live mode come from `widgetChains`. */
  widgetConfig: WidgetConfig
  /** The service's chain list (`GET /v1/chains`), kept five minutes, one read at a time. */
  serviceChains: V1ChainsCache
  /** The chains as the server reaches them: private RPC URLs included (never published). */
  widgetChains: WidgetChains
  /** The RPCs of CHAINS kept on the server (live), reached through `POST /api/rpc/{chainId}`. */
  privateRpcs: PrivateRpcs
  /**
   * `/api/config` now: the chains the service lists (live) with CHAINS on top, each private RPC
   * replaced by the path of the RPC proxy.
   */
  currentWidgetConfig(): Promise<WidgetConfig>
  timings: { quoteRetryBudgetMs: number; buildRetryDelayMs: number }
}

export function createServices(parameters: CreateServicesParameters): Services {
  const { config, journal } = parameters
  const logger = parameters.logger ?? createLogger()
  const metrics = createMetrics()
  const shared =
    parameters.shared ??
    (config.redisUrl
      ? createSharedState({ url: config.redisUrl, instances: config.instances ?? 1, logger })
      : undefined)
  if (shared) metrics.observe({ sharedStateFallback: () => (shared.available ? 0 : 1) })
  const publicOrder = publicOrderEndpointOf(config)
  const limits = createLimits({
    ...(config.limits ? { perMinute: config.limits } : {}),
    trustedHops: trustedHopsOf(config),
    metrics,
    ...(shared ? { shared } : {}),
  })
  const upstreamFetch = createBudgetedFetch({
    fetch: parameters.fetch ?? createUpstreamFetch(),
    limits,
    metrics,
    ...(parameters.upstreamCooldownMs !== undefined
      ? { cooldownMs: parameters.upstreamCooldownMs }
      : {}),
  })
  const upstream = createOrderClient({
    baseUrl: config.upstreamUrl,
    apiKey: config.upstreamApiKey,
    fetch: upstreamFetch,
    timeoutMs: parameters.upstreamTimeoutMs ?? 15_000,
    onResponse: ({ operation, status, requestId }) => {
      // An attempt the budget held back answers 429 without a request id (the service's own
      // answers carry one): it never went upstream, and is counted as a refusal instead.
      if (status === 429 && requestId === undefined) return
      metrics.upstream.inc({ operation, status })
    },
  })
  const v1Client = createV1Client({
    baseUrl: config.upstreamUrl.replace(/\/+$/, ''),
    fetch: upstreamFetch,
    timeoutMs: 15_000,
  })
  const depositAddresses = createDepositAddressCaps({
    ...(config.depositAddressCaps ? { caps: config.depositAddressCaps } : {}),
    ...(shared ? { shared } : {}),
    stillOpen: heldOrderIsOpen({ upstream, v1: v1Client }),
    onFallback: () => metrics.fallbacks.inc({ use: 'hold' }),
  })
  const streams = { ...defaultStreamLimits, ...config.streams }
  const watcher = createWatcher({
    shared,
    metrics,
    namespace: 'v2',
    fetchOrder: (orderId) => upstream.getOrder(orderId),
    intervalMs: config.pollIntervalMs,
    maxPollers: streams.maxPollers,
    onError: (orderId, error) =>
      logger.warn(
        { order: redactPath(orderId), error: (error as Error).message },
        'order poll failed',
      ),
  })
  const v1Watcher = createV1Watcher({
    config,
    shared,
    metrics,
    logger,
    v1Client,
    maxPollers: streams.maxPollers,
  })
  const webhooks =
    config.webhooks && parameters.sql
      ? createWebhooks({
          settings: config.webhooks,
          sql: parameters.sql,
          watchers: { v2: watcher, v1: v1Watcher },
          metrics,
          logger,
        })
      : undefined
  const checkDatabase = parameters.checkDatabase ?? (async () => undefined)
  const slots = createStreamSlots({ perClient: streams.perClient })
  metrics.observe({ openStreams: () => slots.total, activePollers: () => watcher.activePollers })
  const widgetConfig: WidgetConfig = {
    mode: config.mode,
    chains: config.chains,
    ...(config.cancelDomain ? { cancelDomain: config.cancelDomain } : {}),
    pollIntervalMs: config.pollIntervalMs,
    ...(publicOrder ? { publicOrder } : {}),
    ...(config.walletConnectProjectId || config.safeAppOrigins
      ? {
          wallets: {
            ...(config.walletConnectProjectId
              ? { walletConnectProjectId: config.walletConnectProjectId }
              : {}),
            ...(config.safeAppOrigins ? { safeOrigins: config.safeAppOrigins } : {}),
          },
        }
      : {}),
    ...parameters.widgetConfigExtras,
  }
  const upstreamBase = config.upstreamUrl.replace(/\/+$/, '')
  const serviceChains = createV1ChainsCache({
    load: () =>
      upstreamFetch(`${upstreamBase}/v1/chains`, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(15_000),
      }),
  })
  const widgetChains = createWidgetChains({
    mode: config.mode,
    overrides: config.chains,
    serviceChains,
    onError: (message) => logger.warn(message),
  })
  const privateRpcs = createPrivateRpcs({ mode: config.mode, overrides: config.chains })
  return {
    config,
    journal,
    logger,
    metrics,
    ...(shared ? { shared } : {}),
    locks: createLocks({
      ...(shared ? { shared } : {}),
      onFallback: () => metrics.fallbacks.inc({ use: 'lock' }),
    }),
    upstreamFetch,
    upstream,
    params: createParamsCache({ fetchParams: () => upstream.getParams() }),
    limits,
    depositAddresses,
    watcher,
    v1Watcher,
    ...(webhooks ? { webhooks } : {}),
    streams: { ...streams, slots },
    checkDatabase,
    health: createUpstreamHealth({
      upstream,
      checkDatabase,
      ...(config.healthCacheMs !== undefined ? { ttlMs: config.healthCacheMs } : {}),
    }),
    widgetConfig,
    serviceChains,
    widgetChains,
    privateRpcs,
    async currentWidgetConfig() {
      return {
        ...widgetConfig,
        chains: privateRpcs.publish(await widgetChains.current()),
      }
    },
    timings: {
      quoteRetryBudgetMs: parameters.quoteRetryBudgetMs ?? 8_000,
      buildRetryDelayMs: parameters.buildRetryDelayMs ?? 500,
    },
  }
}
