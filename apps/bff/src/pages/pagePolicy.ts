import { createHash } from 'node:crypto'
import { BaseError } from '@ferry/order-api'
import type { MiddlewareHandler } from 'hono'
import { setResponseHeader } from '../http/setResponseHeader.js'

/** Thrown at start for a framing or CSP source that cannot be written into a policy safely. */
export class PagePolicyError extends BaseError {
  override name = 'PagePolicyError'
}

/** The three pages: `/` the swap page, `/embed` the page inside the iframe, `/demo` a host. */
export type PageKind = 'app' | 'embed' | 'demo'

/**
 * Origins as CSP sources. Each value must be exactly a serialized origin of one of `schemes`:
 * a path, a wildcard, a space or a `;` would widen the policy or add a directive to it.
 */
export function toCspOrigins(parameters: {
  values: readonly string[]
  what: string
  schemes: readonly string[]
  /** Reduce URLs to their origin (RPC URLs) instead of refusing anything but an origin. */
  reduce?: boolean
}): string[] {
  const origins = new Set<string>()
  for (const value of parameters.values) {
    let url: URL | undefined
    try {
      url = new URL(value)
    } catch {}
    if (
      !url ||
      !parameters.schemes.includes(url.protocol) ||
      url.username ||
      url.password ||
      // Only host names and IP literals: `*` or `;` in a host would widen or end the directive.
      !/^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])$/.test(url.hostname) ||
      (!parameters.reduce && url.origin !== value)
    )
      throw new PagePolicyError(
        `${parameters.what} "${value}" is not an origin (${parameters.schemes.join(' or ')})`,
      )
    origins.add(url.origin)
  }
  return [...origins]
}

const hashSource = (text: string) =>
  `'sha256-${createHash('sha256').update(text).digest('base64')}'`

/**
 * The inline scripts and styles of a built page, as CSP hash sources. Data blocks
 * (`type="application/json"`, such as the inlined bootstrap) are never executed and need none.
 */
export function inlineSources(html: string): { scripts: string[]; styles: string[] } {
  const scripts: string[] = []
  for (const [, attributes = '', body = ''] of html.matchAll(
    /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi,
  )) {
    if (/\ssrc\s*=/i.test(attributes)) continue
    if (/\stype\s*=\s*["']?application\/(ld\+)?json/i.test(attributes)) continue
    scripts.push(hashSource(body))
  }
  const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi)].map(([, body = '']) =>
    hashSource(body),
  )
  return { scripts, styles }
}

export type PagePolicyParameters = {
  page: PageKind
  /** Origins allowed to frame `/embed` (validated with {@link toCspOrigins}). */
  frameAncestors: readonly string[]
  /** Safe{Wallet} origins allowed to frame `/`, loading it as a Safe App (validated likewise). */
  appFrameAncestors?: readonly string[]
  /** Origins the pages fetch from besides their own: the chains' RPC endpoints. */
  connectSources: readonly string[]
  /** Origins the pages frame: WalletConnect's Verify frame when the operator turned it on. */
  frameSources?: readonly string[]
  inline: { scripts: string[]; styles: string[] }
}

/**
 * The security headers of one page: a Content-Security-Policy that lets it load only from its
 * own origin (plus the chains' RPC endpoints), and its framing policy: `/embed` may be framed
 * by the allowed origins only, every other page by nobody.
 */
export function pageHeaders(parameters: PagePolicyParameters): Record<string, string> {
  const { page, frameAncestors, connectSources, inline } = parameters
  const safeParents = page === 'app' ? (parameters.appFrameAncestors ?? []) : []
  const list = (...sources: readonly string[]) => sources.join(' ')
  // The demo frames `/embed` of this deployment under any of its allowed origins, and its loader
  // reads the cancel domain from there.
  const demoSources = page === 'demo' ? frameAncestors : []
  const directives = [
    "default-src 'self'",
    list("script-src 'self'", ...inline.scripts),
    list("style-src 'self'", ...inline.styles),
    // data: for the QR code of a TRON deposit address.
    "img-src 'self' data:",
    "font-src 'self'",
    list("connect-src 'self'", ...connectSources, ...demoSources),
    list("frame-src 'self'", ...(parameters.frameSources ?? []), ...demoSources),
    "worker-src 'none'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    page === 'embed'
      ? list("frame-ancestors 'self'", ...frameAncestors)
      : safeParents.length > 0
        ? list('frame-ancestors', ...safeParents)
        : "frame-ancestors 'none'",
  ]
  // X-Frame-Options cannot name an origin: a page framed by anyone is left to frame-ancestors.
  const framed = page === 'embed' || safeParents.length > 0
  return {
    'Content-Security-Policy': directives.join('; '),
    ...(framed ? {} : { 'X-Frame-Options': 'DENY' }),
  }
}

/** The policy of anything that is not one of the pages: nothing may frame or run in it. */
export const denyAllHeaders: Record<string, string> = {
  'Content-Security-Policy':
    "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  'X-Frame-Options': 'DENY',
}

/**
 * Gives every response that no page policy covered (404s, errors, assets, API answers) the
 * deny-all policy, so no HTML this server produces can be framed or run scripts by accident.
 * Register it before the routes it should cover.
 */
export function denyFramingByDefault(): MiddlewareHandler {
  return async (c, next) => {
    await next()
    // A stream is left as it is: it is never a document, and its response must not be rebuilt.
    const type = c.res.headers.get('Content-Type') ?? ''
    if (c.res.headers.has('Content-Security-Policy') || type.startsWith('text/event-stream')) return
    for (const [name, value] of Object.entries(denyAllHeaders)) setResponseHeader(c, name, value)
  }
}
