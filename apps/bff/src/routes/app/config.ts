import { Hono } from 'hono'
import type { Services } from '../../services.js'

/**
 * `GET /api/config`: what the widget needs before its first request upstream (chains, RPC and
 * explorer URLs, the cancel domain, the mode, the public order read), parsed once at start.
 */
export function configRoutes({ widgetConfig }: Pick<Services, 'widgetConfig'>) {
  return new Hono().get('/api/config', (c) => c.json(widgetConfig))
}
