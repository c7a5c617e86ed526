import type { IncomingMessage } from 'node:http'
import { rateLimitedBody } from '@ferry/order-api'
import type { Context, MiddlewareHandler } from 'hono'
import type { ServiceDeps } from '../service/serviceDeps.js'
import type { ServiceEnv } from './requireKey.js'

const clientIp = (c: Context) =>
  (c.env as { incoming?: IncomingMessage } | undefined)?.incoming?.socket.remoteAddress ??
  '127.0.0.1'

/**
 * The spec's per-minute limits on quote and build, per integrator and per IP (Limits). Runs
 * after `requireKey`; the 429 carries no Retry-After.
 */
export const rateLimit =
  (
    { limiter, limits }: Pick<ServiceDeps, 'limiter' | 'limits'>,
    kind: 'quote' | 'build',
  ): MiddlewareHandler<ServiceEnv> =>
  async (c, next) => {
    const allowed = limiter.allow([
      {
        key: `${kind}:integrator:${c.get('integrator').name}`,
        limit: kind === 'quote' ? limits.quotePerIntegrator : limits.buildPerIntegrator,
      },
      {
        key: `${kind}:ip:${clientIp(c)}`,
        limit: kind === 'quote' ? limits.quotePerIp : limits.buildPerIp,
      },
    ])
    if (!allowed) return c.json(rateLimitedBody(), 429)
    await next()
  }
