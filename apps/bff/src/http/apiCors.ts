import type { Context, MiddlewareHandler } from 'hono'
import { cors } from 'hono/cors'
import { setResponseHeader } from './setResponseHeader.js'

export type ApiCorsParameters = {
  /** The origin to allow (echoed), or null to allow none. */
  origin: (origin: string, c: Context) => string | null
  allowMethods: string[]
  allowHeaders: string[]
  exposeHeaders: string[]
}

/**
 * CORS for the API: preflights answered by Hono's `cors`; on every other request the same
 * headers it would send (`Access-Control-Allow-Origin` for an allowed origin,
 * `Access-Control-Expose-Headers`, `Vary: Origin`), set once the handler has answered and on its
 * response in place. Hono's `cors` sets them on a response made before the handler runs and
 * then merges the two, which takes @hono/node-server off its fast path for every API answer
 * (setResponseHeader.ts).
 */
export function apiCors(parameters: ApiCorsParameters): MiddlewareHandler {
  const preflight = cors(parameters)
  const exposed = parameters.exposeHeaders.join(',')
  return async (c, next) => {
    if (c.req.method === 'OPTIONS') return preflight(c, next)
    await next()
    const allowed = parameters.origin(c.req.header('origin') || '', c)
    if (allowed) setResponseHeader(c, 'Access-Control-Allow-Origin', allowed)
    if (exposed) setResponseHeader(c, 'Access-Control-Expose-Headers', exposed)
    setResponseHeader(c, 'Vary', 'Origin', { append: true })
  }
}
