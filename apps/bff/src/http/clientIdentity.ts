import { isIP } from 'node:net'
import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context } from 'hono'

/**
 * An address as a rate-limit key: IPv4 as is (IPv4-mapped IPv6 unwrapped), IPv6 by its /64,
 * since one subscriber usually holds a whole /64 and could otherwise rotate through it.
 * `undefined` when the text is not an address.
 */
export function addressKey(text: string): string | undefined {
  let address = text.trim()
  if (address.startsWith('[')) address = address.slice(1, address.indexOf(']'))
  else if (/^\d+\.\d+\.\d+\.\d+:\d+$/.test(address))
    address = address.slice(0, address.indexOf(':'))
  const zone = address.indexOf('%')
  if (zone >= 0) address = address.slice(0, zone)
  const version = isIP(address)
  if (version === 4) return address
  if (version !== 6) return undefined
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)
  if (mapped) return mapped[1]
  return `${expandIpv6(address).slice(0, 4).join(':')}::/64`
}

function expandIpv6(address: string): string[] {
  const [head = '', tail] = address.toLowerCase().split('::')
  const left = head ? head.split(':') : []
  const right = tail ? tail.split(':') : []
  // A trailing dotted quad stands for the last two groups.
  const last = right.length ? right : left
  const quad = last.at(-1)?.includes('.') ? last.pop() : undefined
  if (quad) {
    const [a, b, c, d] = quad.split('.').map(Number) as [number, number, number, number]
    last.push(((a << 8) | b).toString(16), ((c << 8) | d).toString(16))
  }
  const missing = tail === undefined ? 0 : 8 - left.length - right.length
  return [...left, ...Array<string>(missing).fill('0'), ...right].map((group) =>
    Number.parseInt(group || '0', 16).toString(16),
  )
}

/**
 * Who is calling, for fair shares of the limits. With no trusted proxy (`trustedHops` 0) it is
 * the socket's peer. Behind `trustedHops` proxies, each of which appends the address it saw to
 * `X-Forwarded-For`, the client is the entry that many places from the right: entries further
 * left were written by the client itself and prove nothing. A header with too few entries or a
 * garbage entry at that place (a request that bypassed a proxy) counts as the peer.
 */
export function clientIdentity(c: Context, options: { trustedHops: number }): string {
  const peer = socketPeer(c)
  if (options.trustedHops <= 0) return peer
  const entries = c.req
    .header('x-forwarded-for')
    ?.split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  if (!entries || entries.length < options.trustedHops) return peer
  return addressKey(entries[entries.length - options.trustedHops]!) ?? peer
}

function socketPeer(c: Context): string {
  try {
    const address = getConnInfo(c).remote.address
    return (address && addressKey(address)) ?? 'unknown'
  } catch {
    return 'unknown'
  }
}
