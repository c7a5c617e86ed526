import { BaseError } from '@ferry/order-api'
import { Hono } from 'hono'
import type { Services } from '../services.js'

/** Liveness, readiness, the widget's config and the metrics. */
export function healthRoutes({ params, widgetConfig, metrics }: Services) {
  return new Hono()
    .get('/api/healthz', (c) => c.json({ status: 'ok' }))
    .get('/api/readyz', async (c) => {
      try {
        await params.refresh()
        return c.json({ status: 'ready' })
      } catch (error) {
        const reason = BaseError.isInstance(error) ? error.shortMessage : 'upstream unavailable'
        return c.json({ status: 'not ready', error: reason }, 503)
      }
    })
    .get('/api/config', (c) => c.json(widgetConfig))
    .get('/metrics', async (c) => c.text(await metrics.registry.metrics()))
}
