import { type V1OrderStatus, type V1OrderWire, v1OrderSchema } from '@ferry/order-api/v1'
import { expect, test } from 'vitest'
import * as z from 'zod/mini'
import { evmTxHash, v1Order } from '../../test/v1/v1Fixtures.js'
import { v1TrackingEn } from '../i18n/v1TrackingEn.js'
import type { StoryToken } from '../order/TrackerStory.js'
import { storyOfV1Order } from './storyOfV1Order.js'

const token = (chainName: string): StoryToken => ({
  symbol: 'USDC',
  decimals: 6,
  chainName,
  chainIcon: '',
})
const at = (second: number) => `2027-01-15T08:00:${String(second).padStart(2, '0')}.000Z`
const fill = {
  timestamp: at(50),
  txHash: `0x${'cd'.repeat(32)}`,
  chainId: 42161,
  amount: '99860000',
}
const refund = {
  timestamp: at(59),
  txHash: `0x${'ef'.repeat(32)}`,
  chainId: 8453,
  amount: '99000000',
}

const storyOf = (overrides: Partial<V1OrderWire>) =>
  storyOfV1Order({
    order: z.decode(v1OrderSchema, v1Order(overrides)),
    src: token('Base'),
    dst: token('Arbitrum One'),
    chains: [],
    messages: v1TrackingEn,
    unknown: false,
    nowMs: Date.parse(at(55)),
  })

test.each([
  ['created', 'progress', undefined, true],
  ['deposited', 'progress', undefined, true],
  ['published', 'progress', undefined, true],
  ['filled', 'success', 'delivered', true],
  // A refund on its way: money going back, never a failure, and not yet a receipt.
  ['refund_pending', 'refund', undefined, false],
  ['refunded', 'refund', 'refunded', false],
  ['failed', 'danger', 'failed', false],
] as const)(
  '%s: tone %s, receipt %s, something to receive %s',
  (status, tone, outcome, arrives) => {
    const story = storyOf({ status: status as V1OrderStatus })
    expect(story.state).toBe(status)
    expect(story.tone).toBe(tone)
    expect(story.status).toBe(v1TrackingEn.status[status])
    expect(story.receipt?.outcome).toBe(outcome)
    expect(story.receive !== undefined).toBe(arrives)
    expect(story.steps.find((step) => step.current)?.label).toBe(v1TrackingEn.steps[status])
    expect(story.failure?.next).toBe(status === 'failed' ? v1TrackingEn.failedNext : undefined)
    // The v1 interface has no cancel.
    expect(story.cancellable).toBe(false)
  },
)

test('each transaction sits under the step that made it, with its time; the receipt has the amounts', () => {
  const filled = storyOf({
    status: 'filled',
    transactions: { deposit: { timestamp: at(10), txHash: evmTxHash, chainId: 8453 }, fill },
  })
  expect(
    filled.steps.map((step) => [step.id, step.at, step.transactions.map((tx) => tx.kind)]),
  ).toEqual([
    ['created', Date.parse(at(0)) / 1000, []],
    ['deposited', Date.parse(at(10)) / 1000, ['deposit']],
    ['published', Date.parse(at(30)) / 1000, []],
    ['filled', Date.parse(at(50)) / 1000, ['payout']],
  ])
  expect(filled.receipt?.paid?.amount).toBe(99_860_000n)
  expect(filled.receipt?.endedAt).toBe(Date.parse(at(50)) / 1000)
  expect(filled.receive).toMatchObject({ amount: 99_860_000n, settled: true })

  const refunded = storyOf({ status: 'refunded', transactions: { refund } })
  expect(refunded.steps.at(-1)).toMatchObject({ id: 'refunded', current: true })
  expect(refunded.steps.at(-1)?.transactions.map((tx) => tx.kind)).toEqual(['refund'])
  expect(refunded.receipt).toMatchObject({ paid: undefined, refunded: { amount: 99_000_000n } })
})

test('before the first read: a loading line, nothing drawn that the order would tell', () => {
  const story = storyOfV1Order({
    order: undefined,
    src: token('Base'),
    dst: token('Arbitrum One'),
    chains: [],
    messages: v1TrackingEn,
    unknown: false,
    nowMs: 0,
  })
  expect([story.status, story.steps, story.sent, story.receipt]).toEqual([
    v1TrackingEn.loadingOrder,
    [],
    undefined,
    undefined,
  ])
})
