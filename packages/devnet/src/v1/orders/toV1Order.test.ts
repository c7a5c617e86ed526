import type { OrderState } from '@ferry/order-api'
import { v1OrderSchema } from '@ferry/order-api/v1'
import { expect, test } from 'vitest'
import { at, row } from '../test/v1EngineRowFixture.js'
import type { V1EngineRow } from '../v1EngineOrder.js'
import { toV1Order, v1StatusOf } from './toV1Order.js'

const tx = (n: number) => `0x${String(n).repeat(64).slice(0, 64)}`

test.each<[OrderState, Partial<V1EngineRow>, string, string]>([
  ['pending_deposit', {}, 'created', 'created'],
  ['deposited', {}, 'deposited', 'deposited'],
  ['published', {}, 'published', 'deposited'],
  ['partially_filled', { filledBps: 6000 }, 'published', 'deposited'],
  ['terminal_chain', { filledBps: 10_000 }, 'published', 'deposited'],
  ['terminal_chain', { filledBps: 0 }, 'refund_pending', 'deposited'],
  ['withdrawn_on_hub', { filledBps: 0 }, 'refund_pending', 'deposited'],
  [
    'delivered',
    { deliver: { payout: { tx: tx(1), amount: '1' }, refund: null, at } },
    'filled',
    'filled',
  ],
  [
    'delivered',
    { deliver: { payout: null, refund: { tx: tx(2), amount: '1' }, at } },
    'refunded',
    'refunded',
  ],
  ['delivery_failed', {}, 'failed', 'failed'],
])(
  'engine %s %o reads %s on Native and %s on ExternalB (no published step)',
  (state, patch, native, externalB) => {
    expect(v1StatusOf(row({ state, ...patch }))).toBe(native)
    // ExternalB's orders are not refunded through refund_pending: that state is the native route's.
    expect(v1StatusOf(row({ state, ...patch, routeId: 'ExternalB' }))).toBe(externalB)
  },
)

test('a late deposit kept for operator recovery reads failed', () => {
  expect(v1StatusOf(row({ state: 'deposited', stuck: true }))).toBe('failed')
})

test('the view of a filled order passes the v1 order schema, with transactions, steps and timestamps', () => {
  const order = toV1Order(
    row({
      state: 'delivered',
      filledBps: 10_000,
      deposit: { tx: tx(3), at: at + 5 },
      traces: {
        rootIntentId: tx(4),
        publish: { tx: tx(5), at: at + 6 },
        withdraw: null,
        chainObservations: [],
      },
      deliver: { payout: { tx: tx(6), amount: '9600000' }, refund: null, at: at + 9 },
    }),
  )
  expect(v1OrderSchema.safeParse(order).success).toBe(true)
  expect(order.stepsCompleted).toEqual(['created', 'deposited', 'published', 'filled'])
  expect(order.transactions).toEqual({
    deposit: {
      timestamp: new Date((at + 5) * 1000).toISOString(),
      txHash: tx(3),
      chainId: 1,
      amount: '10000000',
    },
    fill: {
      timestamp: new Date((at + 9) * 1000).toISOString(),
      txHash: tx(6),
      chainId: 8453,
      amount: '9600000',
    },
  })
  expect(order.timestamps).toEqual({
    createdAt: new Date(at * 1000).toISOString(),
    publishedAt: new Date((at + 6) * 1000).toISOString(),
  })
  expect(order.updatedAt).toBe(new Date((at + 9) * 1000).toISOString())
})
