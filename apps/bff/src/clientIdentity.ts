import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context } from 'hono'

/**
 * Who is calling, for fair shares of the limits: the socket's peer, or behind a trusted proxy
 * the `X-Forwarded-For` entry that proxy wrote.
 */
export function clientIdentity(c: Context, options: { trustProxy: boolean }): string {
  if (options.trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim()
    if (forwarded) return forwarded
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown'
  } catch {
    return 'unknown'
  }
}
