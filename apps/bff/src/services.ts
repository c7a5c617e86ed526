import { createOrderClient, type OrderClient } from '@ferry/order-api'
import type { WidgetConfig } from '@ferry/order-api/bff'
import type { Logger } from 'pino'
import type { BffConfig } from './config.js'
import type { Journal } from './journal.js'
import { createLimits, type Limits } from './limits.js'
import { createLogger, redactPath } from './logger.js'
import { createMetrics, type Metrics } from './metrics.js'
import { createOrderWatcher, type OrderWatcher } from './orderWatcher.js'
import { createParamsCache, type ParamsCache } from './paramsCache.js'
import { createUpstreamFetch } from './upstreamFetch.js'

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
  /** Added to `/api/config` (the devnet start-up adds its test accounts). */
  widgetConfigExtras?: Pick<WidgetConfig, 'devnet'>
}

/** What every route module works with: one instance each per BFF process. */
export type Services = {
  config: BffConfig
  journal: Journal
  logger: Logger
  metrics: Metrics
  upstream: OrderClient
  params: ParamsCache
  limits: Limits
  watcher: OrderWatcher
  widgetConfig: WidgetConfig
  timings: { quoteRetryBudgetMs: number; buildRetryDelayMs: number }
}

export function createServices(parameters: CreateServicesParameters): Services {
  const { config, journal } = parameters
  const logger = parameters.logger ?? createLogger()
  const metrics = createMetrics()
  const upstream = createOrderClient({
    baseUrl: config.upstreamUrl,
    apiKey: config.upstreamApiKey,
    fetch: parameters.fetch ?? createUpstreamFetch(),
    timeoutMs: parameters.upstreamTimeoutMs ?? 15_000,
    onResponse: ({ operation, status }) => metrics.upstream.inc({ operation, status }),
  })
  const watcher = createOrderWatcher({
    fetchOrder: (orderId) => upstream.getOrder(orderId),
    intervalMs: config.pollIntervalMs,
    onError: (orderId, error) =>
      logger.warn(
        { order: redactPath(orderId), error: (error as Error).message },
        'order poll failed',
      ),
  })
  return {
    config,
    journal,
    logger,
    metrics,
    upstream,
    params: createParamsCache({ fetchParams: () => upstream.getParams() }),
    limits: createLimits({
      ...(config.limits ? { perMinute: config.limits } : {}),
      trustProxy: config.trustProxy,
      metrics,
    }),
    watcher,
    widgetConfig: {
      mode: config.mode,
      chains: config.chains,
      cancelDomain: config.cancelDomain,
      pollIntervalMs: config.pollIntervalMs,
      ...parameters.widgetConfigExtras,
    },
    timings: {
      quoteRetryBudgetMs: parameters.quoteRetryBudgetMs ?? 8_000,
      buildRetryDelayMs: parameters.buildRetryDelayMs ?? 500,
    },
  }
}
