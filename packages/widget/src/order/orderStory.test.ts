import type { OrderState } from '@ferry/order-api'
import { expect, test } from 'vitest'
import {
  estimateRemaining,
  expectedOutcome,
  fullFillOutcome,
  orderOutcome,
  stepTimes,
  type TrackedOrderRecord,
} from './orderStory.js'

const T0 = 1_795_000_000
const observation = (intentState: string, at: number) => ({
  seq: at,
  intentId: '0x01',
  intentState,
  observedTx: '0x02',
  at,
})
const record = (state: OrderState, extra: Partial<TrackedOrderRecord> = {}): TrackedOrderRecord =>
  ({
    orderId: `0x${'3c'.repeat(32)}`,
    srcChainId: 1,
    dstChainId: 8453,
    srcAmountSpoke: '20000000',
    fullFee: '400000',
    intentOutcomeRate: '990000000000000000',
    state,
    deposit: { tx: '0xd', at: T0 + 10 },
    deliver: null,
    deliveryFailed: null,
    traces: { rootIntentId: null, publish: null, withdraw: null, chainObservations: [] },
    builtAt: T0,
    ...extra,
  }) as TrackedOrderRecord

test('a full fill is the deposit less the fee at the rate; the hub’s settled outcome wins', () => {
  expect(fullFillOutcome(record('published'))).toBe(19_404_000n)
  expect(expectedOutcome(record('published'))).toEqual({ amount: 19_404_000n, settled: false })
  const settled = record('withdrawn_on_hub', {
    traces: {
      rootIntentId: null,
      publish: null,
      withdraw: {
        tx: '0xw',
        settledOutcome: '11000000',
        refundSource: '8000000',
        accruedFee: '1',
        at: T0 + 60,
      },
      chainObservations: [],
    },
  })
  expect(expectedOutcome(settled)).toEqual({ amount: 11_000_000n, settled: true })
  expect(fullFillOutcome(record('published', { fullFee: '20000000' }))).toBe(0n)
})

test('step times come from the record, the hub’s observations and the build time', () => {
  const order = record('withdrawn_on_hub', {
    traces: {
      rootIntentId: null,
      publish: { tx: '0xp', at: T0 + 20 },
      withdraw: null,
      chainObservations: [
        observation('PartiallyFilled', T0 + 30),
        observation('Closed', T0 + 40),
        observation('Withdrawn', T0 + 50),
      ],
    },
  })
  expect(stepTimes(order)).toEqual({
    pending_deposit: T0,
    deposited: T0 + 10,
    published: T0 + 20,
    partially_filled: T0 + 30,
    terminal_chain: T0 + 40,
    withdrawn_on_hub: T0 + 50,
  })
})

test('the outcome is read from the delivery legs and the hub’s observations', () => {
  const leg = { tx: '0x1', amount: '1' }
  const delivered = (payout: typeof leg | null, refund: typeof leg | null, seen: string[] = []) =>
    orderOutcome(
      record('delivered', {
        deliver: { payout, refund, at: T0 + 90 },
        traces: {
          rootIntentId: null,
          publish: null,
          withdraw: null,
          chainObservations: seen.map((state, index) => observation(state, T0 + index)),
        },
      }),
    )
  expect(delivered(leg, null)).toBe('delivered')
  expect(delivered(leg, leg)).toBe('partial')
  expect(delivered(null, leg)).toBe('refunded')
  expect(delivered(null, leg, ['Published', 'Cancelled'])).toBe('cancelled')
  expect(orderOutcome(record('delivery_failed'))).toBe('failed')
  expect(orderOutcome(record('withdrawn_on_hub'))).toBeUndefined()
})

test('the estimate follows the order’s pace, counts a partial fill’s extra step, and stops at the end', () => {
  const partial = record('partially_filled', {
    traces: {
      rootIntentId: null,
      publish: { tx: '0xp', at: T0 + 30 },
      withdraw: null,
      chainObservations: [observation('PartiallyFilled', T0 + 50)],
    },
  })
  // 20 s a step since the deposit (+10 → +50 in two steps), three steps left, 5 s into this one.
  expect(estimateRemaining({ order: partial, now: T0 + 55 })).toBe(55)
  expect(estimateRemaining({ order: partial, now: T0 + 500 })).toBe(0)
  expect(estimateRemaining({ order: record('deposited'), now: T0 + 20 })).toBeUndefined()
  expect(estimateRemaining({ order: record('pending_deposit'), now: T0 + 20 })).toBeUndefined()
  expect(estimateRemaining({ order: record('delivery_failed'), now: T0 + 20 })).toBeUndefined()
})
