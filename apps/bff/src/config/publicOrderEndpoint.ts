import { BlockList, isIP } from 'node:net'
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

/** Addresses no browser on the internet reaches (RFC 1918, loopback, link-local, CGNAT, ULA…). */
const unreachable = new BlockList()
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
] as const)
  unreachable.addSubnet(network, prefix, 'ipv4')
for (const [network, prefix] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
] as const)
  unreachable.addSubnet(network, prefix, 'ipv6')
/** Names that only resolve inside a network: one label (a container's), or a private suffix. */
const internalName =
  /(?:^[^.]+$|\.(?:localhost|internal|local|lan|intranet|corp|private|home\.arpa)$)/

/**
 * Why UPSTREAM_URL is not an address to publish to browsers (not https, or a loopback, private
 * or internal host), or undefined when it is a public https origin.
 */
export function internalUpstreamReason(upstreamUrl: string): string | undefined {
  const url = new URL(upstreamUrl)
  if (url.protocol !== 'https:') return 'is not https'
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase()
  const family = isIP(host)
  if (family === 0) return internalName.test(host) ? 'names an internal host' : undefined
  const type = family === 4 ? 'ipv4' : 'ipv6'
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(host)?.[1]
  if (unreachable.check(host, type) || (mapped && unreachable.check(mapped, 'ipv4')))
    return 'is a loopback or private address'
  return undefined
}

/**
 * Which base URL `/api/config` publishes, and why, in a line for the start-up log: the
 * configured PUBLIC_ORDER_URL; nothing when it is `off`; unset, UPSTREAM_URL's only when that is
 * a public https origin (an internal address must not reach browsers or the pages' CSP).
 */
export function publicOrderBaseUrl(config: {
  publicOrderUrl?: string | null | undefined
  upstreamUrl: string
}): { baseUrl: string | undefined; reason: string } {
  if (config.publicOrderUrl === null)
    return {
      baseUrl: undefined,
      reason: 'PUBLIC_ORDER_URL is off: no public order read is published',
    }
  if (config.publicOrderUrl !== undefined)
    return { baseUrl: config.publicOrderUrl, reason: 'PUBLIC_ORDER_URL is published' }
  const internal = internalUpstreamReason(config.upstreamUrl)
  if (internal)
    return {
      baseUrl: undefined,
      reason: `PUBLIC_ORDER_URL is unset and UPSTREAM_URL ${internal}: no public order read is published (set PUBLIC_ORDER_URL to the address browsers reach)`,
    }
  return {
    baseUrl: config.upstreamUrl,
    reason: 'PUBLIC_ORDER_URL is unset: UPSTREAM_URL, a public https origin, is published',
  }
}

/**
 * What `/api/config` publishes of the service's public single-order read (publicOrderBaseUrl).
 * Against the real service the widget polls it at the spec's interval whatever POLL_INTERVAL_MS
 * says; the devnet keeps the BFF's own pace.
 */
export function publicOrderEndpointOf(config: {
  /** PUBLIC_ORDER_URL: null when turned off, undefined for the default. */
  publicOrderUrl?: string | null | undefined
  upstreamUrl: string
  pollIntervalMs: number
  mode: 'live' | 'devnet'
}): PublicOrderEndpoint | undefined {
  const chosen = publicOrderBaseUrl(config).baseUrl
  if (chosen === undefined) return undefined
  const baseUrl = chosen.replace(/\/+$/, '')
  const pollIntervalMs =
    config.mode === 'devnet'
      ? config.pollIntervalMs
      : Math.min(Math.max(config.pollIntervalMs, specInterval.min), specInterval.max)
  return { baseUrl, pollIntervalMs }
}
