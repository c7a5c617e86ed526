import { describe, expect, test } from 'vitest'
import * as z from 'zod/mini'
import { order, walletOrderId } from '../../../test/v1/fixtures.js'
import {
  v1OrderPageSchema,
  v1OrderSchema,
  v1OrdersAddressSchema,
  v1OrdersQuerySchema,
} from './order.js'

const issuesOf = (result: { success: boolean; error?: z.core.$ZodError }) =>
  result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? []

describe('orders', () => {
  test('an order parses with bigint amounts, nullable fields and an opaque provider status', () => {
    const parsed = v1OrderSchema.parse(order)
    expect(parsed.srcAmount).toBe(100_000_000n)
    expect(parsed.transactions.deposit?.amount).toBe(100_000_000n)
    expect(parsed.status).toBe('refund_pending')
    expect(z.encode(v1OrderSchema, parsed)).toEqual(order)
  })

  test('a deposit-address order id is 32 hex; an eighth status is refused', () => {
    expect(
      v1OrderSchema.safeParse({ ...order, id: '0123456789abcdef0123456789abcdef' }).success,
    ).toBe(true)
    expect(v1OrderSchema.safeParse({ ...order, status: 'expired' }).success).toBe(false)
  })

  test('a page has a cursor except on the last page', () => {
    expect(v1OrderPageSchema.parse({ data: [order], cursor: 10 }).cursor).toBe(10)
    expect(v1OrderPageSchema.parse({ data: [] }).cursor).toBeUndefined()
  })

  test('the query reads order ids comma-separated, repeated or as a JSON array', () => {
    const second = '0123456789abcdef0123456789abcdef'
    for (const orderIds of [
      `${walletOrderId},${second}`,
      [walletOrderId, second],
      JSON.stringify([walletOrderId, second]),
    ])
      expect(v1OrdersQuerySchema.parse({ orderIds }).orderIds).toEqual([walletOrderId, second])
    expect(v1OrdersQuerySchema.safeParse({ orderIds: 'not-an-id' }).success).toBe(false)
  })

  test.each([
    [{ limit: '21' }],
    [{ limit: '0' }],
    [{ cursor: '1001' }],
    [{ cursor: '-1' }],
    [{ txHashSearch: `0x${'a'.repeat(65)}` }],
    [{ txHashSearch: 'xyz' }],
    [{ fromChainId: 'base' }],
  ])('the query refuses %j', (query) => {
    expect(v1OrdersQuerySchema.safeParse(query).success).toBe(false)
  })

  test('the query parses numbers from URL strings', () => {
    expect(
      v1OrdersQuerySchema.parse({
        limit: '20',
        cursor: '1000',
        fromChainId: '8453',
        txHashSearch: 'ab'.repeat(32),
      }),
    ).toEqual({
      limit: 20,
      cursor: 1000,
      fromChainId: 8453,
      txHashSearch: 'ab'.repeat(32),
    })
  })

  test('an order id in the address path is refused with a hint', () => {
    expect(issuesOf(v1OrdersAddressSchema.safeParse(walletOrderId))[0]).toMatch(/orderIds=/)
    expect(
      v1OrdersAddressSchema.safeParse('GAAZI4TCR3TY5OJHCTJC2A4QSY6CJWJH5IAJTGKIN2ER7LBNVKOCCWN7')
        .success,
    ).toBe(true)
  })
})
