import { v1QuoteStreamLineSchema } from '@ferry/order-api/v1'
import { expect, test } from 'vitest'
import * as z from 'zod/mini'
import { routeLine, usdcArbitrum, usdcBase } from '../../test/v1/v1Fixtures.js'
import { routeOfV2Quote } from '../trade/v2/routeOfV2Quote.js'
import { routeOfV1Route } from './routeOfV1Route.js'
import { toRouteOption } from './streamRoutes.js'

test('a v1 route and a v2 quote become the same Route shape, each with its own fees and deadlines', () => {
  const option = toRouteOption(
    z.decode(
      v1QuoteStreamLineSchema,
      routeLine({ tags: ['1-click'], estimatedGas: '21000', expectedDurationSeconds: 45 }),
    ),
    0,
  )
  const v1 = routeOfV1Route({
    option,
    from: { chainId: 8453, token: usdcBase, symbol: 'USDC', decimals: 6 },
    to: { chainId: 42161, token: usdcArbitrum, symbol: 'USDC', decimals: 6 },
  })
  expect({ ...v1, source: undefined }).toEqual({
    interface: 'v1',
    source: undefined,
    spend: { chainId: 8453, token: usdcBase, symbol: 'USDC', decimals: 6, amount: 100_000_000n },
    receive: {
      chainId: 42161,
      token: usdcArbitrum,
      symbol: 'USDC',
      decimals: 6,
      amount: 99_850_000n,
    },
    fees: [{ kind: 'network', chainId: 8453, token: 'native', amount: 21_000n }],
    durationSeconds: 45,
    priceExpiresAt: 1_800_000_060,
    deadline: 1_800_000_600,
    tags: ['1-click'],
  })
  expect(v1.source).toBe(option)

  const quote = {
    spend: { chainId: 1, token: usdcBase, symbol: 'USDC', decimals: 6, amount: '100000000' },
    receive: { chainId: 8453, token: usdcBase, symbol: 'USDC', decimals: 6, amount: '99251574' },
    details: { intentOutcomeRate: '999500000000000000', protocolFee: '449650' },
    build: {
      srcToken: { chainId: 1, token: usdcBase },
      dstToken: { chainId: 8453, token: usdcBase },
      amount: '100000000',
      intentOutcomeRate: '999500000000000000',
      terms: { flatFee: '7', expiresAt: '1795000000', signature: `0x${'ab'.repeat(65)}` },
    },
  }
  const v2 = routeOfV2Quote(quote)
  expect(Object.keys(v2).sort()).toEqual(Object.keys(v1).sort())
  expect(v2).toMatchObject({
    interface: 'v2',
    spend: { amount: 100_000_000n },
    receive: { amount: 99_251_574n },
    fees: [
      { kind: 'protocol', chainId: 1, token: usdcBase, amount: 449_650n },
      { kind: 'relay', chainId: 1, token: 'native', amount: 7n },
    ],
    priceExpiresAt: 1_795_000_000,
    deadline: undefined,
  })
})
