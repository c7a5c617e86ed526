import type { WidgetConfig } from '@ferry/order-api/bff'
import { type ServerType, serve } from '@hono/node-server'
import { Hono } from 'hono'
import type { Logger } from 'pino'
import type { BuildTimings } from './build/createBuildDesk.js'
import { noPayableChainProblem } from './chains/noPayableChainProblem.js'
import { type BffConfig, ConfigError } from './config/config.js'
import { publicOrderBaseUrl } from './config/publicOrderEndpoint.js'
import { createApp } from './createApp.js'
import { refusedOriginWarning } from './http/refusedOriginWarning.js'
import { createJournal, openSqlClient } from './journal/journal.js'
import { mountWebApp } from './pages/mountWebApp.js'
import {
  cancelDomainWarning,
  publishedAddressWarnings,
  startupSummary,
} from './telemetry/startupSummary.js'
import { createSqlV1SubmitJournal } from './v1/v1SubmitJournal.js'

export type StartBffParameters = {
  config: BffConfig
  logger?: Logger
  /** Added to `/api/config` (the devnet adds its test accounts). */
  widgetConfigExtras?: Pick<WidgetConfig, 'devnet'>
  /** Mounts extra routes before the server starts (the devnet's TRON transfer relay). */
  extend?: (app: Hono) => void
  /** Build timings (tests shorten them); see build/createBuildDesk.ts. */
  buildTimings?: Partial<BuildTimings>
}

/** Opens the journal and serves the BFF (and the built page, when configured) over HTTP. */
export async function startBff({
  config,
  logger,
  widgetConfigExtras,
  extend,
  buildTimings,
}: StartBffParameters) {
  // The devnet serves CHAINS alone, so a list the widget cannot pay from is known before start.
  const devnetChainProblem =
    config.mode === 'devnet'
      ? noPayableChainProblem({ mode: 'devnet', chains: config.chains })
      : undefined
  if (devnetChainProblem) throw new ConfigError({ problems: [devnetChainProblem] })
  if (config.mode === 'live' && !config.databaseUrl && !config.dataDir) {
    const message =
      'The build journal is in memory (JOURNAL=memory): a restart forgets every build and its deadline'
    if (logger) logger.warn(message)
    else console.warn(message)
  }
  const sql = await openSqlClient({
    ...(config.databaseUrl ? { databaseUrl: config.databaseUrl } : {}),
    ...(config.dataDir ? { dataDir: config.dataDir } : {}),
    onIdleError: (error) => {
      const message = `journal database dropped an idle connection: ${error.message}`
      if (logger) logger.warn(message)
      else console.warn(message)
    },
  })
  const journal = await createJournal(sql)
  const v1Journal = await createSqlV1SubmitJournal({ sql })
  const bff = createApp({
    config,
    journal,
    v1Journal,
    checkDatabase: () => sql.query('select 1'),
    sql,
    ...(logger ? { logger } : {}),
    ...(widgetConfigExtras ? { widgetConfigExtras } : {}),
    ...(buildTimings ? { buildTimings } : {}),
  })
  const { shared } = bff.services
  // Which address of the service browsers are told (an internal one must not reach them).
  const publicOrder = publicOrderBaseUrl(config)
  bff.services.logger.info({ publicOrder: publicOrder.baseUrl ?? 'off' }, publicOrder.reason)
  // Serving while Redis is still away is allowed (local fallbacks, logged); waiting briefly
  // spares the first requests those fallbacks when it is merely slower to answer than we are.
  if (shared && !(await shared.ready(5_000)))
    bff.services.logger.warn('Redis did not answer at start; serving on local fallbacks')
  // Attempts a previous process left unresolved (a crash mid-build) are settled from the start.
  bff.builds.reconciler.start()
  // Deliveries a previous process left in the outbox are sent, and its orders followed again.
  await bff.services.webhooks?.start()
  extend?.(bff.app)
  if (config.webDist)
    mountWebApp(bff.app, config.webDist, {
      frameAncestors: config.allowedOrigins,
      ...(config.safeAppOrigins ? { appFrameAncestors: config.safeAppOrigins } : {}),
      bootstrap: () => bff.bootstrap(),
      clientOf: bff.services.limits.clientOf,
      ...(config.pageRenders ? { renders: config.pageRenders } : {}),
      onRender: (outcome) => bff.metrics.pageRenders.inc({ outcome }),
      onRefusedOrigin: refusedOriginWarning({ warn: (line) => bff.services.logger.warn(line) }),
      onRenderError: (error, path) =>
        bff.services.logger.error(
          { err: error, path },
          'server rendering failed; served the client-rendered page',
        ),
    })
  const server = await new Promise<ServerType>((resolve) => {
    const instance = serve({ fetch: bff.app.fetch, port: config.port, hostname: config.host }, () =>
      resolve(instance),
    )
  })
  const { port } = server.address() as { port: number }
  const metricsServer =
    config.metricsPort === undefined ? undefined : await serveMetrics(bff, config)
  const url = `http://${config.host}:${port}`
  // Live: the service's chain list, read now (and kept) so the first page need not wait for it.
  const chains = await bff.services.widgetChains.current()
  const summary = startupSummary({
    config,
    chains,
    url,
    publicOrderUrl: publicOrder.baseUrl,
    ...(metricsServer ? { metricsUrl: metricsServer.url } : {}),
  })
  bff.services.logger.info(summary.fields, summary.line)
  const liveChainProblem =
    config.mode === 'live' ? noPayableChainProblem({ mode: 'live', chains }) : undefined
  if (liveChainProblem) bff.services.logger.error(liveChainProblem)
  for (const warning of [
    // What browsers get: a private RPC is the proxy's path there, and its URL stays out of the log.
    ...publishedAddressWarnings({
      config,
      chains: bff.services.privateRpcs.publish(chains),
      publicOrderUrl: publicOrder.baseUrl,
    }),
    cancelDomainWarning(config) ?? [],
  ].flat())
    bff.services.logger.warn(warning)
  return {
    url,
    ...(metricsServer ? { metricsUrl: metricsServer.url } : {}),
    bff,
    journal,
    async stop() {
      bff.close()
      await Promise.all([closeServer(server), metricsServer && closeServer(metricsServer.server)])
      await shared?.close()
      await journal.close()
    },
  }
}

function closeServer(server: ServerType) {
  return new Promise<void>((resolve) => {
    server.close(() => resolve())
    ;(server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.()
  })
}

/** `METRICS_PORT`: `/metrics` alone on a port of its own, for a scraper on the private network. */
async function serveMetrics(bff: ReturnType<typeof createApp>, config: BffConfig) {
  const app = new Hono()
    .get('/metrics', async (c) => c.text(await bff.metrics.registry.metrics()))
    .notFound((c) => c.text('404 Not Found', 404))
  const server = await new Promise<ServerType>((resolve) => {
    const instance = serve(
      { fetch: app.fetch, port: config.metricsPort!, hostname: config.host },
      () => resolve(instance),
    )
  })
  const { port } = server.address() as { port: number }
  return { server, url: `http://${config.host}:${port}/metrics` }
}
