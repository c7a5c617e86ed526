import { Hono } from 'hono'
import type { Services } from '../../services.js'

/**
 * `GET /api/config`: what the widget needs before its first request upstream (chains, RPC and
 * explorer URLs, the cancel domain, the mode, the public order read); in live mode its chains
 * follow the service's own list (chains/widgetChains).
 */
export function configRoutes({ currentWidgetConfig }: Pick<Services, 'currentWidgetConfig'>) {
  return new Hono().get('/api/config', async (c) => c.json(await currentWidgetConfig()))
}
