import type { MiddlewareHandler } from 'hono'
import { setResponseHeader } from './setResponseHeader.js'
import { usedHttps } from './usedHttps.js'

/** 180 days, with subdomains: what Hono's secureHeaders sent before it was made conditional. */
export const hstsValue = 'max-age=15552000; includeSubDomains'

/**
 * `Strict-Transport-Security` on answers to requests that came over https (the socket, or
 * `X-Forwarded-Proto` of the trusted proxy hops). Over plain http browsers ignore it (RFC 6797
 * §8.1), and a BFF reached by http on a private address must not claim https for that host.
 */
export function strictTransportSecurity(options: { trustedHops: number }): MiddlewareHandler {
  return async (c, next) => {
    await next()
    if (usedHttps(c, options)) setResponseHeader(c, 'Strict-Transport-Security', hstsValue)
  }
}
