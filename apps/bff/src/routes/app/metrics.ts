import { declareRoute } from '../../http/routeDeclaration.js'
import type { Services } from '../../services/createServices.js'

/**
 * `GET /metrics` on the API port: only when asked (METRICS_PORT=api). By default the metrics are
 * served on a port of their own (startBff), which the public does not reach.
 */
export const metricsRoute = declareRoute({
  method: 'get',
  path: '/metrics',
  operationId: 'getMetrics',
  summary: 'Prometheus metrics of this instance (only on METRICS_PORT when that is set)',
  tags: ['operations'],
  responses: {
    '200': { description: 'Prometheus text format', mediaType: 'text/plain' },
    '404': { description: 'Served on METRICS_PORT instead', mediaType: 'text/plain' },
  },
  example: {},
  handler:
    ({ services: { config, metrics } }: { services: Pick<Services, 'config' | 'metrics'> }) =>
    async (c) =>
      config.metricsOnApi && config.metricsPort === undefined
        ? c.text(await metrics.registry.metrics())
        : c.text('404 Not Found', 404),
})
