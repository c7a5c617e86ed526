import { afterAll, beforeAll, expect, test } from 'vitest'
import { row } from '../v1/test/v1EngineRowFixture.js'
import { createOrderStore, type OrderStore } from './orderStore.js'

let store: OrderStore
beforeAll(async () => {
  store = await createOrderStore()
})
afterAll(async () => {
  await store.close()
})

test('two updates of one order at once both land: neither writes back the row it read before the other', async () => {
  const order = row({ orderId: `0x${'a1'.repeat(32)}` })
  await store.insertOrder(order)
  const deposit = { tx: `0x${'cd'.repeat(32)}`, at: 1 }
  const v1 = { ...order.v1, id: 'c0ncurrentupdate0000000000', submittedTxHash: deposit.tx }
  await Promise.all([
    store.updateOrder(order.orderId, { state: 'deposited', deposit }),
    store.updateOrder(order.orderId, { v1 } as Partial<typeof order>),
  ])
  const stored = await store.getOrder(order.orderId)
  expect(stored?.state).toBe('deposited')
  expect(stored?.deposit).toEqual(deposit)
  expect((stored as typeof order | undefined)?.v1.id).toBe(v1.id)
})

test('an update of an unknown order fails, and the next update still runs', async () => {
  const order = row({ orderId: `0x${'a2'.repeat(32)}` })
  await store.insertOrder(order)
  await expect(store.updateOrder(`0x${'ef'.repeat(32)}`, { stuck: true })).rejects.toThrow(
    /^no order 0x(ef)+$/,
  )
  expect((await store.updateOrder(order.orderId, { stuck: true })).stuck).toBe(true)
})
