import type { OrderRecord, OrderState } from '@ferry/order-api'
import { type V1OrderStatus, v1OrderSchema } from '@ferry/order-api/v1'
import { expect, test } from 'vitest'
import * as z from 'zod/mini'
import { v1Order } from '../../test/v1/v1Fixtures.js'
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

// v1 entries: wallet ids (`c` + 24) and deposit-address ids (32 hex).
const v1Id = (letter: string) => `c${letter.repeat(24)}`
const listedV1 = (orderId: string, status: V1OrderStatus, createdAt: string) =>
  z.decode(v1OrderSchema, v1Order({ id: orderId, status, createdAt }))
const storedV1 = (orderId: string, createdAt: number, finished?: boolean) => ({
  ...local(orderId, createdAt),
  summary: '0.05 ETH → USDC',
  interface: 'v1' as const,
  ...(finished ? { finished } : {}),
})

test('v1 orders the service lists join the v2 ones, newest first, with their own status', () => {
  const merged = mergeOrderHistory({
    local: [local(id('aa'), 1_799_900_000)],
    remote: [remote(id('bb'), 'delivered', 1_799_800_000)],
    v1Remote: [
      listedV1(v1Id('a'), 'refund_pending', '2027-01-15T08:03:20.000Z'),
      listedV1(v1Id('b'), 'filled', '2027-01-15T08:00:00.000Z'),
    ],
  })
  expect(
    merged.map((entry) => [
      entry.orderId,
      entry.interface,
      entry.state,
      entry.v1Status,
      entry.inFlight,
    ]),
  ).toEqual([
    [v1Id('a'), 'v1', undefined, 'refund_pending', true],
    [v1Id('b'), 'v1', undefined, 'filled', false],
    [id('aa'), undefined, undefined, undefined, true],
    [id('bb'), undefined, 'delivered', undefined, false],
  ])
  // A listed v1 order is dated by its createdAt, in Unix seconds like the v2 entries.
  expect(merged[1]?.createdAt).toBe(Date.parse('2027-01-15T08:00:00.000Z') / 1000)
  expect(merged[1]?.v1Order?.srcAmount).toBe(100000000n)
})

test("this browser's v1 records merge with the service's list by id, keeping their time and summary", () => {
  const depositAddressId = 'ABCDEF0123456789abcdef0123456789'
  const merged = mergeOrderHistory({
    local: [storedV1(v1Id('c'), 1_900_000_000), storedV1(depositAddressId.toLowerCase(), 5)],
    remote: [],
    v1Remote: [
      listedV1(v1Id('C'.toLowerCase()), 'failed', '2027-01-15T08:00:00.000Z'),
      listedV1(depositAddressId, 'refunded', '2027-01-15T08:00:00.000Z'),
    ],
  })
  expect(merged).toHaveLength(2)
  expect(merged[0]).toMatchObject({
    orderId: v1Id('c'),
    interface: 'v1',
    v1Status: 'failed',
    createdAt: 1_900_000_000,
    summary: '0.05 ETH → USDC',
    inFlight: false,
  })
  expect(merged[1]).toMatchObject({ orderId: depositAddressId, v1Status: 'refunded', createdAt: 5 })
})

test('a v1 record the service does not list yet stays in flight until it finished here', () => {
  const merged = mergeOrderHistory({
    local: [storedV1(v1Id('d'), 20), storedV1(v1Id('e'), 10, true)],
    remote: [],
  })
  expect(
    merged.map((entry) => [entry.orderId, entry.interface, entry.v1Status, entry.inFlight]),
  ).toEqual([
    [v1Id('d'), 'v1', undefined, true],
    [v1Id('e'), 'v1', undefined, false],
  ])
})
