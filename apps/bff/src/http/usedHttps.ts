import type { Context } from 'hono'

/**
 * Whether the client reached this BFF over https: the socket itself is TLS, or, behind
 * `trustedHops` proxies, `X-Forwarded-Proto` says so. Proxies that append make it a list; the
 * entry `trustedHops` places from the right is the one the outermost trusted proxy wrote (a
 * proxy that replaces the header leaves one entry, read as such). Without trusted proxies the
 * header is the client's own word and counts for nothing.
 */
export function usedHttps(c: Context, options: { trustedHops: number }): boolean {
  const socket = (c.env as { incoming?: { socket?: { encrypted?: boolean } } } | undefined)
    ?.incoming?.socket
  if (socket?.encrypted) return true
  if (options.trustedHops <= 0) return false
  const entries = (c.req.header('x-forwarded-proto') ?? '')
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean)
  if (entries.length === 0) return false
  return entries[Math.max(0, entries.length - options.trustedHops)] === 'https'
}
