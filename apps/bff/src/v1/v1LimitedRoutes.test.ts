import { expect, test } from 'vitest'
import { redactPath } from '../telemetry/logger.js'
import { upstreamRoute } from '../upstream/budgetedFetch.js'

test('every upstream path of the v1 routes maps to its v1 budget', () => {
  expect(
    [
      ['POST', '/v1/quotes'],
      ['POST', '/v1/deposit/build'],
      ['PUT', '/v1/deposit/submit'],
      ['GET', '/v1/orders/0x00000000000000000000000000000000000000aa'],
      ['GET', `/v1/orders/by-id/c${'a'.repeat(24)}`],
      ['GET', '/v1/chains'],
      ['GET', '/v1/chain/8453/icon'],
      ['GET', '/v1/tokens/search'],
      ['GET', '/v1/quotes'],
      ['DELETE', '/v1/orders/x'],
      ['GET', '/v3/chains'],
    ].map(([method, path]) => upstreamRoute(method!, `/base${path}`)),
  ).toEqual([
    'v1quote',
    'v1build',
    'v1submit',
    'v1orders',
    'v1order',
    'v1catalog',
    'v1catalog',
    'v1catalog',
    undefined,
    undefined,
    undefined,
  ])
})

test('v1 order ids in a logged path become short hashes, addresses stay', () => {
  const wallet = `c${'k3'.repeat(12)}`
  const depositAddress = 'ab'.repeat(16)
  const logged = [
    redactPath(`/api/v1/orders/by-id/${wallet}`),
    redactPath(`/api/v1/orders/by-id/${wallet}/events`),
    redactPath(`/api/v1/orders/${depositAddress}`),
    redactPath('/api/v1/orders/0x00000000000000000000000000000000000000aa'),
  ]
  expect(logged.join(' ')).not.toContain(wallet)
  expect(logged.join(' ')).not.toContain(depositAddress)
  expect(logged[1]).toMatch(/^\/api\/v1\/orders\/by-id\/order:[0-9a-f]{12}\/events$/)
  expect(logged[3]).toBe('/api/v1/orders/0x00000000000000000000000000000000000000aa')
})
