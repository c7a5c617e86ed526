import { Hono } from 'hono'
import { secureHeaders } from 'hono/secure-headers'
import { type BuildTimings, createBuildDesk } from './build/createBuildDesk.js'
import { trustedHopsOf } from './config/config.js'
import { apiCors } from './http/apiCors.js'
import { crossSiteGuard } from './http/crossSiteGuard.js'
import { errorResponse } from './http/errorResponse.js'
import { limitBody } from './http/limitBody.js'
import { mountRoutes } from './http/mountRoutes.js'
import { refusedOriginWarning } from './http/refusedOriginWarning.js'
import { strictTransportSecurity } from './http/strictTransportSecurity.js'
import { openApiDocument } from './openapi/openApiDocument.js'
import { denyFramingByDefault } from './pages/pagePolicy.js'
import { appRoutes, documentedRoutes, v1Routes, v2Routes } from './routes/routeList.js'
import type { RouteNeeds } from './routes/routeNeeds.js'
import { v1ValidationHook } from './routes/v1/validationHook.js'
import { v2ValidationHook } from './routes/v2/validationHook.js'
import { type CreateServicesParameters, createServices } from './services/createServices.js'
import { createSessions } from './session/createSessions.js'
import { requestLog } from './telemetry/requestLog.js'
import { createV1Context } from './v1/createV1Context.js'
import { v1SdkRequestHeaders } from './v1/v1SdkHeaders.js'

export type CreateAppParameters = CreateServicesParameters & {
  buildTimings?: Partial<BuildTimings>
}

/**
 * The BFF as a Hono app: mirrors the service under `/api/v2`, validating everything before it
 * goes upstream, keeping the integrator inside its limits, journaling every build, and never
 * letting the API key out. Each route is declared once, in `routes/{app,v2,v1}/`.
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
    apiCors({
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

  const needs: RouteNeeds = {
    services,
    builds,
    sessions,
    v1: createV1Context(services, parameters.v1Journal),
    openApiDocument: openApiDocument(documentedRoutes()),
  }
  // Each API version answers a request that does not validate in its own error shape.
  mountRoutes(app, appRoutes, needs, v2ValidationHook)
  mountRoutes(app, v2Routes, needs, v2ValidationHook)
  mountRoutes(app, v1Routes, needs, v1ValidationHook)

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
