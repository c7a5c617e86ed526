import { OrderApiError } from '@ferry/order-api'
import { Hono } from 'hono'
import type { Services } from '../../services.js'

/**
 * Liveness, readiness and the metrics. Readiness is about this process's
 * own dependency, its journal database: an instance that cannot journal builds must leave the
 * load balancer. The service's state is reported as a field only, so that a blip upstream does
 * not take every instance out at once. Both checks are cached a few seconds, one at a time.
 */
export function healthRoutes({ config, metrics, health }: Services) {
  return new Hono()
    .get('/api/healthz', (c) => c.json({ status: 'ok' }))
    .get('/api/readyz', async (c) => {
      const [database, upstream] = await Promise.all([health.database.get(), health.service.get()])
      const upstreamState = upstream.ok
        ? upstream.value.status === 'ok'
          ? 'ok'
          : 'degraded'
        : OrderApiError.isInstance(upstream.error)
          ? 'degraded'
          : 'unreachable'
      c.header('Cache-Control', 'no-store')
      return c.json(
        {
          status: database.ok ? 'ready' : 'not ready',
          database: database.ok ? 'ok' : 'failing',
          upstream: upstreamState,
        },
        database.ok ? 200 : 503,
      )
    })
    .get('/metrics', async (c) =>
      // On the API port only when asked (METRICS_PORT=api): by default they are served on a port
      // of their own (startBff), which the public does not reach.
      config.metricsOnApi && config.metricsPort === undefined
        ? c.text(await metrics.registry.metrics())
        : c.text('404 Not Found', 404),
    )
}
