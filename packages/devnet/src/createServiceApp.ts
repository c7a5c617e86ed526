import { internalErrorBody } from '@ferry/order-api'
import { Hono } from 'hono'
import { cors } from 'hono/cors'
import { requestId } from './middleware/requestId.js'
import type { ServiceEnv } from './middleware/requireKey.js'
import { devRoutes } from './routes/dev/controls.js'
import { createV1CatalogRoutes } from './routes/v1/catalog.js'
import { buildRoutes } from './routes/v2/build.js'
import { cancelRoutes } from './routes/v2/cancel.js'
import { healthRoutes } from './routes/v2/health.js'
import { ordersRoutes } from './routes/v2/orders.js'
import { paramsRoutes } from './routes/v2/params.js'
import { quoteRoutes } from './routes/v2/quote.js'
import { type CreateServiceDepsParameters, createServiceDeps } from './service/serviceDeps.js'
import { createV1TradingRoutes } from './v1/createV1TradingRoutes.js'

export type CreateServiceAppParameters = CreateServiceDepsParameters

/**
 * The stand-in of the Order Service: every endpoint, status and body of the spec under `/v2`,
 * on the devnet's chains, plus dev-only controls under `/dev`. Each route lives in its own module
 * under `routes/`; they share the middleware under `middleware/` and the deps built here, from
 * which another version of the API mounts the same way (`app.route('/v1', v1Routes(deps))`).
 */
export function createServiceApp(parameters: CreateServiceAppParameters) {
  const deps = createServiceDeps(parameters)
  const app = new Hono<ServiceEnv>()
  app.use(requestId())
  app.use(cors({ origin: '*' }))
  app.notFound((c) => c.text('404 Not Found', 404))
  app.onError((error, c) => {
    console.error('[devnet service]', error)
    return c.json(internalErrorBody(), 500)
  })

  app.route('/v2', paramsRoutes(deps))
  app.route('/v2', quoteRoutes(deps))
  app.route('/v2', buildRoutes(deps))
  app.route('/v2', ordersRoutes(deps))
  app.route('/v2', cancelRoutes(deps))
  app.route('/v2', healthRoutes(deps))
  app.route('/dev', devRoutes(deps))
  app.route('/v1', createV1CatalogRoutes(deps))
  const v1Trading = createV1TradingRoutes(deps)
  app.route('/v1', v1Trading.routes)
  app.route('/dev/v1', v1Trading.dev)

  return { app, deps }
}
