import type { MiddlewareHandler } from 'hono'
import { bffErrorBodies } from './errorResponse.js'

const stateChanging = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/** `application/json`, with or without parameters (`; charset=utf-8`). */
export function isJsonContentType(header: string | undefined): boolean {
  return /^application\/json\s*(;|$)/i.test(header?.trim() ?? '')
}

/**
 * Cross-site request guard (DESIGN: Security rules). A request whose `Origin` is neither listed in
 * ALLOWED_ORIGINS nor this BFF's own (the page it serves, same host) is refused with 403 before any
 * work, whatever its method: a foreign page costs the service nothing. That one answer is readable
 * by the refused page (it echoes its origin in Access-Control-Allow-Origin and carries nothing
 * else), so a widget on a host that was never listed can say why in words instead of failing on
 * an opaque CORS error. A form or a `text/plain` fetch from any site needs no preflight, so
 * state-changing requests that do not say JSON are refused with 415 before the body is read.
 * No `Origin` (a server, curl) passes: browsers send it on every cross-site request.
 */
export function crossSiteGuard(parameters: {
  allowedOrigins: string[]
  /** Told each origin refused here (refusedOriginWarning names it in the log). */
  onRefusedOrigin?: (origin: string) => void
}): MiddlewareHandler {
  const allowed = new Set(parameters.allowedOrigins)
  return async (c, next) => {
    const hasBody =
      (c.req.header('content-length') ?? '0') !== '0' ||
      c.req.header('transfer-encoding') !== undefined
    const refuse = (body: object, status: 403 | 415) => {
      // The body of a refused request is never read: the connection is not reused after it.
      if (hasBody) c.header('Connection', 'close')
      return c.json(body, status)
    }
    const origin = c.req.header('origin')
    if (
      origin !== undefined &&
      !allowed.has(origin) &&
      !isOwnOrigin(origin, c.req.header('host'))
    ) {
      parameters.onRefusedOrigin?.(origin)
      c.header('Access-Control-Allow-Origin', origin)
      c.header('Vary', 'Origin')
      return refuse(bffErrorBodies.foreignOrigin(origin), 403)
    }
    if (!stateChanging.has(c.req.method)) return next()
    // DELETE carries no body (sign-out); everything else must say it sends JSON.
    if ((hasBody || c.req.method !== 'DELETE') && !isJsonContentType(c.req.header('content-type')))
      return refuse(bffErrorBodies.notJson, 415)
    return next()
  }
}

/**
 * Whether `origin` is the site this request was sent to. A browser cannot send a foreign page's
 * Origin with this BFF's Host, so matching the host is enough; the scheme may differ behind a
 * TLS-terminating proxy.
 */
export function isOwnOrigin(origin: string, host: string | undefined): boolean {
  if (!host) return false
  try {
    return new URL(origin).host === host.toLowerCase()
  } catch {
    return false
  }
}
