import { v1QuoteStreamLineSchema } from '@ferry/order-api/v1'
import { expect, test } from 'vitest'
import * as z from 'zod/mini'
import { routeLine } from '../../test/v1/v1Fixtures.js'
import { sortRoutes, WAIT_BPS_PER_MINUTE } from './routeOrder.js'
import { rankRoutes, toRouteOption } from './streamRoutes.js'

const NOW = 1_800_000_000

const route = (parameters: Parameters<typeof routeLine>[0], arrival = 0) =>
  toRouteOption(z.decode(v1QuoteStreamLineSchema, routeLine(parameters)), arrival)

/** `amountIn` of a route, for exact output (routeLine fixes it at 100 USDC). */
const paying = (base: ReturnType<typeof route>, amountIn: bigint) => ({ ...base, amountIn })

const ids = (routes: readonly { routeId: string }[]) => routes.map((entry) => entry.routeId)

test('the stated rule: a minute of waiting is worth 0.1 % of the amount', () => {
  expect(WAIT_BPS_PER_MINUTE).toBe(10)
})

test('best: a route 15 minutes slower for 0.4 % more loses to the one-minute routes', () => {
  const slow = route({ routeId: 'Native', amountOut: '100400000', expectedDurationSeconds: 900 }, 0)
  const fast = route(
    { routeId: 'ExternalA', amountOut: '100000000', expectedDurationSeconds: 60 },
    1,
  )
  const alsoFast = route(
    { routeId: 'ExternalB', amountOut: '99950000', expectedDurationSeconds: 45 },
    2,
  )
  const ranked = rankRoutes({
    routes: [slow, fast, alsoFast],
    tradeType: 'EXACT_INPUT',
    nowSeconds: NOW,
  })
  expect(ids(ranked)).toEqual(['ExternalA', 'ExternalB', 'Native'])
})

test('best: 15 minutes slower counts 1.5 % less, so it must give more than about 1.52 % more', () => {
  const fast = route({ routeId: 'ExternalA', amountOut: '100000000', expectedDurationSeconds: 0 })
  const at = (amountOut: string) =>
    route({ routeId: 'Native', amountOut, expectedDurationSeconds: 900 }, 1)
  const best = (amountOut: string) =>
    rankRoutes({ routes: [fast, at(amountOut)], tradeType: 'EXACT_INPUT', nowSeconds: NOW })[0]
      ?.routeId
  // 101.522843 × 0.985 just passes 100; 101.5 × 0.985 does not.
  expect(best('101522843')).toBe('Native')
  expect(best('101500000')).toBe('ExternalA')
  expect(best('101400000')).toBe('ExternalA')
})

test('best in exact output: the slower route must ask more than 0.1 % a minute less', () => {
  const fast = paying(route({ routeId: 'ExternalA', expectedDurationSeconds: 60 }), 100_000_000n)
  const slowCheap = paying(
    route({ routeId: 'Native', expectedDurationSeconds: 660 }, 1),
    99_100_000n,
  )
  const slowCheaper = paying(
    route({ routeId: 'Native', expectedDurationSeconds: 660 }, 1),
    98_900_000n,
  )
  const rank = (routes: ReturnType<typeof route>[]) =>
    ids(rankRoutes({ routes, tradeType: 'EXACT_OUTPUT', nowSeconds: NOW }))
  expect(rank([fast, slowCheap])).toEqual(['ExternalA', 'Native'])
  expect(rank([fast, slowCheaper])).toEqual(['Native', 'ExternalA'])
})

test('the three sorts: most received, fastest, lowest cost (unknown costs last)', () => {
  const generous = route(
    { routeId: 'Native', amountOut: '100400000', expectedDurationSeconds: 900 },
    0,
  )
  const quick = route(
    { routeId: 'ExternalA', amountOut: '99000000', expectedDurationSeconds: 30 },
    1,
  )
  const cheap = route(
    { routeId: 'ExternalB', amountOut: '99900000', expectedDurationSeconds: 120 },
    2,
  )
  const routes = [generous, quick, cheap]
  const costs = new Map([
    ['ExternalA', 900_000n],
    ['ExternalB', 250_000n],
  ])
  const sorted = (sort: 'best' | 'received' | 'fastest' | 'cost') =>
    ids(
      sortRoutes({
        routes,
        sort,
        tradeType: 'EXACT_INPUT',
        costOf: (entry) => costs.get(entry.routeId),
      }),
    )
  expect(sorted('received')).toEqual(['Native', 'ExternalB', 'ExternalA'])
  expect(sorted('fastest')).toEqual(['ExternalA', 'ExternalB', 'Native'])
  expect(sorted('cost')).toEqual(['ExternalB', 'ExternalA', 'Native'])
  expect(sorted('best')).toEqual(['ExternalB', 'ExternalA', 'Native'])
})

test('most received in exact output is the least paid', () => {
  const dear = paying(route({ routeId: 'Native' }), 101_000_000n)
  const cheap = paying(route({ routeId: 'ExternalA' }, 1), 99_000_000n)
  expect(
    ids(sortRoutes({ routes: [dear, cheap], sort: 'received', tradeType: 'EXACT_OUTPUT' })),
  ).toEqual(['ExternalA', 'Native'])
})
