import type { DocumentedRoute, MountableRoute } from '../http/routeDeclaration.js'
import { configRoute } from './app/config.js'
import { healthzRoute } from './app/healthz.js'
import { metricsRoute } from './app/metrics.js'
import { openApiRoute } from './app/openapi.js'
import { operatorWebhooksRoute } from './app/operatorWebhooks.js'
import { pageRoutes } from './app/pages.js'
import { readyzRoute } from './app/readyz.js'
import { rpcRoute } from './app/rpc.js'
import { sessionRoutes } from './app/session.js'
import { planRefusalsRoute } from './app/telemetry.js'
import type { RouteNeeds } from './routeNeeds.js'
import { chainIconRoute } from './v1/chainIcon.js'
import { chainsRoute } from './v1/chains.js'
import { depositBuildRoute, depositSubmitRoute } from './v1/deposit.js'
import { orderEventsRoute as v1OrderEventsRoute } from './v1/orderEvents.js'
import { orderByIdRoute, ordersRoute as v1OrdersRoute } from './v1/orders.js'
import { quotesRoute } from './v1/quotes.js'
import { routeIconRoute } from './v1/routeIcon.js'
import { tokenLogosRoute } from './v1/tokenLogos.js'
import { autocompleteRoute, balancesRoute, tokenSearchRoute, tokensRoute } from './v1/tokens.js'
import { buildRoute } from './v2/build.js'
import { buildsRoute } from './v2/builds.js'
import { cancelRoute } from './v2/cancel.js'
import { healthRoute } from './v2/health.js'
import { orderEventsRoute } from './v2/orderEvents.js'
import { orderRoute, ordersRoute } from './v2/orders.js'
import { paramsRoute } from './v2/params.js'
import { quoteRoute } from './v2/quote.js'

type Routes = readonly MountableRoute<RouteNeeds>[]

/** The widget's configuration and what operations read. */
const widgetAndOperations: Routes = [
  configRoute,
  rpcRoute,
  healthzRoute,
  readyzRoute,
  metricsRoute,
  openApiRoute,
  planRefusalsRoute,
]
const sessionsAndOperator: Routes = [...sessionRoutes, operatorWebhooksRoute]

/** The BFF's own routes: the widget's configuration, operations, sessions, the operator's. */
export const appRoutes: Routes = [...widgetAndOperations, ...sessionsAndOperator]

/** `/api/v2`: the Order Service v2, validated, governed and journaled. */
export const v2Routes: Routes = [
  paramsRoute,
  quoteRoute,
  buildRoute,
  buildsRoute,
  ordersRoute,
  orderRoute,
  orderEventsRoute,
  cancelRoute,
  healthRoute,
]

/** `/api/v1`: only the documented v1 routes, with the integrator's v1 settings added. */
export const v1Routes: Routes = [
  chainsRoute,
  chainIconRoute,
  routeIconRoute,
  tokenLogosRoute,
  tokensRoute,
  tokenSearchRoute,
  balancesRoute,
  autocompleteRoute,
  quotesRoute,
  depositBuildRoute,
  depositSubmitRoute,
  v1OrdersRoute,
  orderByIdRoute,
  v1OrderEventsRoute,
]

/** Every route of the BFF, as the OpenAPI document and the route tables list them. */
export function documentedRoutes(): DocumentedRoute[] {
  return [...widgetAndOperations, ...v2Routes, ...sessionsAndOperator, ...v1Routes, ...pageRoutes]
}
