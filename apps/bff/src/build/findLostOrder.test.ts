import type { BuildRequest, OrderClient, OrderRecord } from '@ferry/order-api'
import { expect, test } from 'vitest'
import { findLostOrder } from './findLostOrder.js'

const usdc = '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0'
const request = {
  srcToken: { chainId: 1, token: usdc },
  dstToken: { chainId: 8453, token: usdc },
  amount: '50000000',
  intentOutcomeRate: '1',
  depositor: `0x${'1'.repeat(40)}`,
} as BuildRequest
const id = (n: number) => `0x${n.toString(16).padStart(64, '0')}`
const order = (n: number, change: Partial<OrderRecord> = {}) =>
  ({
    orderId: id(n),
    srcChainId: 1,
    dstChainId: 8453,
    srcToken: usdc,
    dstToken: usdc.toLowerCase(),
    srcAmountSpoke: '50000000',
    ...change,
  }) as OrderRecord

/** An order client whose list holds `orders` (one page), and which records the queries. */
function upstreamListing(orders: OrderRecord[]) {
  const queries: unknown[] = []
  const upstream = {
    async *listOrderPages(query: unknown) {
      queries.push(query)
      yield { orders, nextCursor: '' }
    },
  } as unknown as OrderClient
  return { upstream, queries }
}
const journalOwning = (...owned: string[]) => ({
  findByOrderId: async (orderId: string) =>
    owned.includes(orderId) ? ({ attemptId: 'other' } as never) : undefined,
})

test('adopts the one order of the trade that appeared after the build began', async () => {
  const { upstream, queries } = upstreamListing([order(3), order(2), order(1)])
  expect(
    await findLostOrder({ upstream, journal: journalOwning(), request, snapshot: [id(2), id(1)] }),
  ).toEqual({ kind: 'found', orderId: id(3) })
  expect(queries).toEqual([{ depositor: request.depositor, state: 'pending_deposit', limit: 200 }])
})

test('never adopts an order that existed before the build, even the only one of the trade', async () => {
  const { upstream } = upstreamListing([order(1)])
  expect(
    await findLostOrder({ upstream, journal: journalOwning(), request, snapshot: [id(1)] }),
  ).toEqual({ kind: 'none' })
})

test('never adopts an order another journal row owns', async () => {
  const { upstream } = upstreamListing([order(4)])
  expect(
    await findLostOrder({ upstream, journal: journalOwning(id(4)), request, snapshot: [] }),
  ).toEqual({ kind: 'none' })
})

test('ignores orders of another trade (amount, chain or token)', async () => {
  const { upstream } = upstreamListing([
    order(5, { srcAmountSpoke: '50000001' }),
    order(6, { dstChainId: 137 }),
    order(7, { srcToken: `0x${'2'.repeat(40)}` }),
  ])
  expect(
    await findLostOrder({ upstream, journal: journalOwning(), request, snapshot: [] }),
  ).toEqual({ kind: 'none' })
})

test('two new candidates are ambiguous, not a guess', async () => {
  const { upstream } = upstreamListing([order(9), order(8)])
  expect(
    await findLostOrder({ upstream, journal: journalOwning(), request, snapshot: [] }),
  ).toEqual({ kind: 'ambiguous', orderIds: [id(9), id(8)] })
})

test('without a snapshot (a row journaled before snapshots existed) any candidate is ambiguous', async () => {
  const { upstream } = upstreamListing([order(10)])
  expect(
    await findLostOrder({ upstream, journal: journalOwning(), request, snapshot: null }),
  ).toEqual({ kind: 'ambiguous', orderIds: [id(10)] })
})

test('a snapshot is compared without case', async () => {
  const { upstream } = upstreamListing([order(11)])
  expect(
    await findLostOrder({
      upstream,
      journal: journalOwning(),
      request,
      snapshot: [id(11).toUpperCase().replace('0X', '0x')],
    }),
  ).toEqual({ kind: 'none' })
})
