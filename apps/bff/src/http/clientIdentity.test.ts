import { Hono } from 'hono'
import { expect, test } from 'vitest'
import { addressKey, clientIdentity } from './clientIdentity.js'

/** The identity the BFF gives a request with these forwarded entries (no socket: peer 'unknown'). */
async function identityOf(forwardedFor: string | undefined, trustedHops: number) {
  const app = new Hono().get('/', (c) => c.text(clientIdentity(c, { trustedHops })))
  const headers: Record<string, string> = forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}
  return (await app.request('/', { headers })).text()
}

test('with no trusted hop, X-Forwarded-For is ignored entirely', async () => {
  expect(await identityOf('1.2.3.4', 0)).toBe('unknown')
})

test('one trusted hop takes the right-most entry, whatever the client wrote to its left', async () => {
  expect(await identityOf('203.0.113.7', 1)).toBe('203.0.113.7')
  const spoofed = await Promise.all(
    ['6.6.6.6, 203.0.113.7', '7.7.7.7,8.8.8.8, 203.0.113.7', 'garbage, 203.0.113.7'].map((xff) =>
      identityOf(xff, 1),
    ),
  )
  expect(spoofed).toEqual(['203.0.113.7', '203.0.113.7', '203.0.113.7'])
})

test('two trusted hops take the second entry from the right', async () => {
  expect(await identityOf('6.6.6.6, 203.0.113.7, 10.0.0.2', 2)).toBe('203.0.113.7')
})

test('too few entries or garbage at the trusted place count as the socket peer', async () => {
  expect(await identityOf('203.0.113.7', 2)).toBe('unknown')
  expect(await identityOf(undefined, 1)).toBe('unknown')
  expect(await identityOf('1.2.3.4, not-an-ip', 1)).toBe('unknown')
  expect(await identityOf('1.2.3.4, 999.1.1.1', 1)).toBe('unknown')
  expect(await identityOf(' , ', 1)).toBe('unknown')
})

test('IPv6 clients are keyed by their /64, so rotating within it does not buy a new share', async () => {
  expect(await identityOf('2001:db8:1:2::1', 1)).toBe('2001:db8:1:2::/64')
  expect(await identityOf('2001:DB8:1:2:ffff:eeee:dddd:cccc', 1)).toBe('2001:db8:1:2::/64')
  expect(await identityOf('[2001:db8:1:2::99]:443', 1)).toBe('2001:db8:1:2::/64')
  expect(addressKey('::1')).toBe('0:0:0:0::/64')
  expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64')
})

test('IPv4 with a port and IPv4-mapped IPv6 are the plain IPv4 address', () => {
  expect(addressKey('203.0.113.7:51234')).toBe('203.0.113.7')
  expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7')
  expect(addressKey('::ffff:cb00:7107')).toBe('0:0:0:0::/64')
  expect(addressKey('')).toBeUndefined()
})
