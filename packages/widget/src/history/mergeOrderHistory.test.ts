import type { OrderRecord, OrderState } from '@ferry/order-api'
import { expect, test } from 'vitest'
import { mergeOrderHistory } from './mergeOrderHistory.js'

const id = (byte: string) => `0x${byte.repeat(32)}`
const remote = (orderId: string, state: OrderState, builtAt: number | null) =>
  ({ orderId, state, srcChainId: 1, dstChainId: 8453, builtAt }) as OrderRecord & {
    builtAt: number | null
  }
const local = (orderId: string, createdAt: number) => ({
  orderId,
  createdAt,
  srcChainId: 1,
  dstChainId: 8453,
  summary: 'USDC → USDC',
})

test('merges by order id, whatever its case, and keeps the newest first', () => {
  const merged = mergeOrderHistory({
    local: [local(id('aa'), 300), local(id('bb'), 100)],
    remote: [remote(id('AA'), 'delivered', 299), remote(id('cc'), 'published', 200)],
  })
  expect(merged.map((entry) => [entry.orderId, entry.state, entry.inFlight])).toEqual([
    [id('AA'), 'delivered', false],
    [id('cc'), 'published', true],
    [id('bb'), undefined, true],
  ])
  // The browser's own time and summary win over the listed record.
  expect(merged[0]).toMatchObject({ createdAt: 300, summary: 'USDC → USDC' })
  expect(merged[1]).toMatchObject({ createdAt: 200, summary: undefined })
})

test('orders only this browser knows stay in flight, so a reload resumes them', () => {
  const merged = mergeOrderHistory({ local: [local(id('dd'), 5)], remote: [] })
  expect(merged).toEqual([expect.objectContaining({ orderId: id('dd'), inFlight: true })])
})

test('both final states end tracking; every other state resumes it', () => {
  const states: OrderState[] = ['withdrawn_on_hub', 'delivery_failed', 'pending_deposit']
  const merged = mergeOrderHistory({
    local: [],
    remote: states.map((state, index) => remote(id(String(index + 1).repeat(2)), state, index)),
  })
  expect(Object.fromEntries(merged.map((entry) => [entry.state, entry.inFlight]))).toEqual({
    withdrawn_on_hub: true,
    delivery_failed: false,
    pending_deposit: true,
  })
})
