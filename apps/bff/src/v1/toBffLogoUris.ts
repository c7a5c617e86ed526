/** A service logo's path: `/v1/token-logos/<file>`, as the BFF's logo route takes it. */
const serviceLogo = /\/v1\/token-logos\/([A-Za-z0-9._-]{1,64}\.svg)$/

/**
 * One `logoURI` as the browser gets it: a logo the service serves (`…/v1/token-logos/<file>` on
 * its host) becomes the BFF's cached route `/api/v1/token-logos/<file>` (a path, like the spec's
 * route `icon`); any other address on the service's host becomes '' (it cannot be proxied, and
 * an internal host must not reach browsers); a logo elsewhere (a CDN) is kept.
 */
export function toBffLogoUri(logoURI: string, upstreamUrl: string): string {
  const upstream = new URL(upstreamUrl)
  let url: URL
  try {
    url = new URL(logoURI, upstream)
  } catch {
    return ''
  }
  if (url.origin !== upstream.origin) return logoURI
  const file = serviceLogo.exec(url.pathname)?.[1]
  return file && !url.search && !url.hash ? `/api/v1/token-logos/${file}` : ''
}

/**
 * `value` (a v1 answer: tokens, search results, balances, autocomplete entries, orders and their
 * token metadata) with every string `logoURI` rewritten by toBffLogoUri, in place.
 */
export function toBffLogoUris<value>(value: value, upstreamUrl: string): value {
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) for (const item of node) visit(item)
    else if (typeof node === 'object' && node !== null)
      for (const [key, item] of Object.entries(node)) {
        if (key === 'logoURI' && typeof item === 'string')
          (node as Record<string, unknown>)[key] = toBffLogoUri(item, upstreamUrl)
        else visit(item)
      }
  }
  visit(value)
  return value
}
