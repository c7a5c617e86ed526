import type { PublicOrderEndpoint } from '@ferry/order-api/bff'

/** The spec's polling interval for one order (Limits: 10 to 15 seconds). */
const specInterval = { min: 10_000, max: 15_000 }

/**
 * Why `value` cannot be published as the service's public base URL, or undefined when it can.
 * A browser fetches it from the widget's pages and the hosted page lists its origin in its CSP:
 * no credentials, no query or fragment, a plain host.
 */
export function publicOrderUrlProblem(value: string): string | undefined {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return 'must be an http(s) URL, or "off"'
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'must be an http(s) URL'
  if (url.username || url.password) return 'must not carry credentials'
  if (url.search || url.hash || value.includes('?') || value.includes('#'))
    return 'must not have a query or fragment (it is the base URL, without /v2)'
  if (!/^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])$/.test(url.hostname)) return 'has an unusable host name'
  return undefined
}

/**
 * What `/api/config` publishes of the service's public single-order read: the configured base
 * URL, else UPSTREAM_URL's; none when turned off. Against the real service the widget polls it at
 * the spec's interval whatever POLL_INTERVAL_MS says; the devnet keeps the BFF's own pace.
 */
export function publicOrderEndpointOf(config: {
  /** PUBLIC_ORDER_URL: null when turned off, undefined for UPSTREAM_URL's. */
  publicOrderUrl?: string | null | undefined
  upstreamUrl: string
  pollIntervalMs: number
  mode: 'live' | 'devnet'
}): PublicOrderEndpoint | undefined {
  if (config.publicOrderUrl === null) return undefined
  const baseUrl = (config.publicOrderUrl ?? config.upstreamUrl).replace(/\/+$/, '')
  const pollIntervalMs =
    config.mode === 'devnet'
      ? config.pollIntervalMs
      : Math.min(Math.max(config.pollIntervalMs, specInterval.min), specInterval.max)
  return { baseUrl, pollIntervalMs }
}
