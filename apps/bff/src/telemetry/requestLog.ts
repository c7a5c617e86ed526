import type { MiddlewareHandler } from 'hono'
import type { Logger } from 'pino'
import { servedStaticAsset } from '../pages/staticAssets.js'
import { redactPath } from './logger.js'
import type { Metrics } from './metrics.js'

/**
 * Gives every response an `x-request-id`, and logs and times it (orderIds as hashes; static
 * assets at debug).
 */
export function requestLog({
  logger,
  metrics,
}: {
  logger: Logger
  metrics: Metrics
}): MiddlewareHandler {
  return async (c, next) => {
    const requestId = crypto.randomUUID()
    const started = performance.now()
    await next()
    c.res.headers.set('x-request-id', requestId)
    const status = c.res.status
    metrics.requests.observe(
      { route: c.req.routePath ?? c.req.path, method: c.req.method, status },
      (performance.now() - started) / 1000,
    )
    // A page load fetches a dozen assets: at info they would bury the API's lines.
    const level = servedStaticAsset(c) ? 'debug' : 'info'
    // The line's fields are not worked out for a level that is off.
    if (!logger.isLevelEnabled(level)) return
    logger[level](
      {
        requestId,
        method: c.req.method,
        path: redactPath(c.req.path),
        status,
        ms: Math.round(performance.now() - started),
      },
      'request',
    )
  }
}
