import { expect, test } from 'vitest'
import { useBffHarness } from '../../test/bffHarness.js'
import { hstsValue } from './strictTransportSecurity.js'

const h = useBffHarness()
const { call, makeApp } = h

const hstsOf = async (
  app: ReturnType<typeof makeApp>,
  headers: Record<string, string> = {},
): Promise<string | null> =>
  (await call('/api/healthz', { headers }, app)).headers.get('strict-transport-security')

test('HSTS is sent only when the client came over https, as the trusted proxy says', async () => {
  const direct = makeApp()
  expect(await hstsOf(direct)).toBeNull()
  // Without a trusted proxy the header is the client's own word.
  expect(await hstsOf(direct, { 'x-forwarded-proto': 'https' })).toBeNull()
  const proxied = makeApp({ trustedProxyHops: 1 })
  expect(await hstsOf(proxied)).toBeNull()
  expect(await hstsOf(proxied, { 'x-forwarded-proto': 'http' })).toBeNull()
  expect(await hstsOf(proxied, { 'x-forwarded-proto': 'https' })).toBe(hstsValue)
  // Two hops (a CDN, then nginx appending): the CDN's entry tells how the client came.
  const twoHops = makeApp({ trustedProxyHops: 2 })
  expect(await hstsOf(twoHops, { 'x-forwarded-proto': 'https, http' })).toBe(hstsValue)
  expect(await hstsOf(twoHops, { 'x-forwarded-proto': 'https, http, http' })).toBeNull()
  for (const app of [direct, proxied, twoHops]) app.close()
})
