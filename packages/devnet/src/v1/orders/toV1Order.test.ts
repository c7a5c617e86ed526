import type { OrderState } from '@ferry/order-api'
import { v1OrderSchema } from '@ferry/order-api/v1'
import { expect, test } from 'vitest'
import type { V1EngineRow } from '../v1EngineOrder.js'
import { toV1Order, v1StatusOf } from './toV1Order.js'

const at = 1_800_000_000
function row(patch: Partial<V1EngineRow> & { routeId?: V1EngineRow['v1']['routeId'] } = {}) {
  const { routeId = 'Native', ...rest } = patch
  const base: V1EngineRow = {
    orderId: `0x${'ab'.repeat(32)}`,
    integrator: 'v1',
    srcToken: `0x${'11'.repeat(20)}`,
    dstToken: `0x${'22'.repeat(20)}`,
    srcChainId: 1,
    dstChainId: 8453,
    srcAmountSpoke: '10000000',
    depositor: `0x${'33'.repeat(20)}`,
    depositAddress: null,
    payoutAddr: `0x${'33'.repeat(20)}`,
    refundAddr: `0x${'33'.repeat(20)}`,
    fullFee: '400000',
    intentOutcomeRate: '999500000000000000',
    state: 'pending_deposit',
    deposit: null,
    deliver: null,
    deliveryFailed: null,
    traces: { rootIntentId: null, publish: null, withdraw: null, chainObservations: [] },
    nonce: '1',
    builtAt: at,
    deadline: at + 1800,
    flatFee: '375000',
    operatorBps: 10,
    commissionBps: 0,
    scenario: { kind: 'full' },
    cancelRequested: false,
    filledBps: 0,
    nextStepAt: 0,
    stuck: false,
    v1: {
      id: `c${'a'.repeat(24)}`,
      quoteId: 'q',
      routeId,
      tradeType: 'EXACT_INPUT',
      fromToken: `0x${'11'.repeat(20)}`,
      toToken: `0x${'22'.repeat(20)}`,
      destAmount: '9600000',
      author: `0x${'33'.repeat(20)}`,
      recipient: `0x${'33'.repeat(20)}`,
      refundTo: `0x${'33'.repeat(20)}`,
      filler: null,
      externalOrderId: null,
      createdAtMs: at * 1000,
      fromTokenMeta: { symbol: 'USDC', decimals: 6, logoURI: null },
      toTokenMeta: { symbol: 'USDC', decimals: 6, logoURI: null },
    },
  }
  return { ...base, ...rest }
}
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
