import { widgetConfigSchema } from '@ferry/order-api/bff'
import { declareRoute } from '../../http/routeDeclaration.js'
import type { Services } from '../../services/createServices.js'

/**
 * `GET /api/config`: what the widget needs before its first request upstream (chains, RPC and
 * explorer URLs, the cancel domain, the mode, the public order read); in live mode its chains
 * follow the service's own list (chains/widgetChains).
 */
export const configRoute = declareRoute({
  method: 'get',
  path: '/api/config',
  operationId: 'getConfig',
  summary: 'What the widget needs to start: chains, RPC URLs, the cancel domain, the mode',
  tags: ['widget'],
  responses: { '200': { description: 'The widget configuration', schema: widgetConfigSchema } },
  example: {},
  handler:
    ({ services }: { services: Pick<Services, 'currentWidgetConfig'> }) =>
    async (c) =>
      c.json(await services.currentWidgetConfig()),
})
