import { Hono } from 'hono'
import { cors } from 'hono/cors'
import { secureHeaders } from 'hono/secure-headers'
import { type BuildTimings, createBuildDesk } from './build/createBuildDesk.js'
import { trustedHopsOf } from './config/config.js'
import { crossSiteGuard } from './http/crossSiteGuard.js'
import { errorResponse } from './http/errorResponse.js'
import { limitBody } from './http/limitBody.js'
import { refusedOriginWarning } from './http/refusedOriginWarning.js'
import { strictTransportSecurity } from './http/strictTransportSecurity.js'
import { denyFramingByDefault } from './pages/pagePolicy.js'
import { configRoutes } from './routes/app/config.js'
import { healthRoutes } from './routes/app/health.js'
import { openApiRoutes } from './routes/app/openapi.js'
import { sessionRoutes } from './routes/app/session.js'
import { telemetryRoutes } from './routes/app/telemetry.js'
import { v1Routes } from './routes/v1/v1Routes.js'
import { buildRoutes } from './routes/v2/build.js'
import { buildsRoutes } from './routes/v2/builds.js'
import { cancelRoutes } from './routes/v2/cancel.js'
import { ordersRoutes } from './routes/v2/orders.js'
import { v2ProxyRoutes } from './routes/v2/v2Proxy.js'
import { type CreateServicesParameters, createServices } from './services.js'
import { createSessions } from './session/createSessions.js'
import { requestLog } from './telemetry/requestLog.js'
import { v1SdkRequestHeaders } from './v1/v1SdkHeaders.js'
import { webhookOperatorRoutes } from './webhooks/webhookOperatorRoutes.js'

export type CreateAppParameters = CreateServicesParameters & {
  buildTimings?: Partial<BuildTimings>
}

/**
 * The BFF as a Hono app: mirrors the service under `/api/v2`, validating everything before it
 * goes upstream, keeping the integrator inside its limits, journaling every build, and never
 * letting the API key out. Each route module lives in `routes/`.
 */
export function createApp(parameters: CreateAppParameters) {
  const services = createServices(parameters)
  const { config, logger, params, watcher, metrics } = services
  const sessions = createSessions({
    secret: config.sessionSecret,
    allowedOrigins: config.allowedOrigins,
    chains: config.chains,
    currentChains: () => services.widgetChains.current(),
    trustedHops: trustedHopsOf(config),
    clientOf: services.limits.clientOf,
    ...(services.shared ? { shared: services.shared } : {}),
    onFallback: () => metrics.fallbacks.inc({ use: 'session' }),
    // Devnet stacks are throwaway: their sessions need not outlive the process.
    ...(config.mode === 'live' ? { onWarning: (message: string) => logger.warn(message) } : {}),
  })
  const builds = createBuildDesk({
    services,
    ...(parameters.buildTimings ? { timings: parameters.buildTimings } : {}),
  })

  const app = new Hono()
  const warnRefusedOrigin = refusedOriginWarning({ warn: (line) => logger.warn(line) })
  app.use(requestLog({ logger, metrics }))
  // Framing is decided per page (mountWebApp): the embed page must be frameable by hosts.
  app.use(
    secureHeaders({
      crossOriginResourcePolicy: 'cross-origin',
      xFrameOptions: false,
      strictTransportSecurity: false,
    }),
  )
  app.use(strictTransportSecurity({ trustedHops: trustedHopsOf(config) }))
  // Whatever answers (404s, errors) may not be framed, unless it is a page with its own policy.
  app.use(denyFramingByDefault())
  app.use(
    '/api/*',
    cors({
      // A refused origin is answered by crossSiteGuard below, in words.
      origin: (origin) => (config.allowedOrigins.includes(origin) ? origin : null),
      allowMethods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
      allowHeaders: ['content-type', 'authorization', ...v1SdkRequestHeaders],
      exposeHeaders: ['x-request-id', 'x-upstream-request-id', 'retry-after'],
    }),
  )
  app.use(
    '/api/*',
    crossSiteGuard({ allowedOrigins: config.allowedOrigins, onRefusedOrigin: warnRefusedOrigin }),
  )
  app.use('/api/*', limitBody({ maxBytes: 16 * 1024 }))
  app.onError((error, c) => errorResponse(error, c, logger))
  app.notFound((c) => c.text('404 Not Found', 404))

  app.route('/', healthRoutes(services))
  app.route('/', configRoutes(services))
  app.route('/', openApiRoutes())
  app.route('/api/v2', v2ProxyRoutes(services))
  app.route('/api/v2', buildRoutes(services, builds))
  app.route('/api/v2', buildsRoutes(services, builds))
  app.route('/api/v2', ordersRoutes(services, sessions))
  app.route('/api/session', sessionRoutes(sessions))
  app.route('/api/telemetry', telemetryRoutes(services))
  app.route('/api/v2', cancelRoutes(services))
  app.route('/api/v1', v1Routes(services, { journal: parameters.v1Journal }))
  app.route('/api/operator', webhookOperatorRoutes(services.webhooks))

  return {
    app,
    services,
    builds,
    watcher,
    metrics,
    /**
     * The widget's first two answers (config and, when the service answers, params), for pages
     * to inline so their form needs no request before it appears.
     */
    async bootstrap() {
      const [config, current] = await Promise.all([
        services.currentWidgetConfig(),
        params.current().catch(() => undefined),
      ])
      return { config, ...(current ? { params: current } : {}) }
    },
    close() {
      builds.stop()
      services.webhooks?.stop()
      watcher.stopAll()
    },
  }
}
export type BffApp = ReturnType<typeof createApp>
