import { OrderApiError, type OrderRecord } from '@ferry/order-api'
import { afterEach, expect, test, vi } from 'vitest'
import { createOrderWatcher } from './orderWatcher.js'

afterEach(() => vi.useRealTimers())

const notFound = () =>
  new OrderApiError({
    status: 404,
    body: { error: 'Order not found' },
    requestId: undefined,
    operation: 'order',
  })

test('an unknown order (404) tells its listeners once and stops its poller', async () => {
  vi.useFakeTimers()
  const fetchOrder = vi.fn(async () => {
    throw notFound()
  })
  const watcher = createOrderWatcher({ fetchOrder, intervalMs: 1_000 })
  const gone = vi.fn()
  const watched = watcher.watch(`0x${'1'.repeat(64)}`, { onOrder: () => {}, onGone: gone })
  expect(watched.ok).toBe(true)
  await vi.advanceTimersByTimeAsync(10_000)
  expect(gone).toHaveBeenCalledTimes(1)
  expect(fetchOrder).toHaveBeenCalledTimes(1)
  expect(watcher.activePollers).toBe(0)
})

test('other failures keep polling at the interval', async () => {
  vi.useFakeTimers()
  const fetchOrder = vi.fn(async (): Promise<OrderRecord> => {
    throw new Error('socket hang up')
  })
  const watcher = createOrderWatcher({ fetchOrder, intervalMs: 1_000 })
  watcher.watch(`0x${'2'.repeat(64)}`, { onOrder: () => {}, onGone: () => {} })
  await vi.advanceTimersByTimeAsync(3_500)
  expect(fetchOrder).toHaveBeenCalledTimes(4)
  watcher.stopAll()
})

test('past the poller cap a new order is refused, an order already polled is not', async () => {
  vi.useFakeTimers()
  const watcher = createOrderWatcher({
    fetchOrder: () => new Promise<OrderRecord>(() => {}),
    intervalMs: 1_000,
    maxPollers: 2,
  })
  const listener = { onOrder: () => {}, onGone: () => {} }
  const ids = ['3', '4', '5'].map((digit) => `0x${digit.repeat(64)}`)
  expect(watcher.watch(ids[0]!, listener).ok).toBe(true)
  const second = watcher.watch(ids[1]!, listener)
  expect(watcher.canWatch(ids[2]!)).toBe(false)
  expect(watcher.watch(ids[2]!, listener).ok).toBe(false)
  expect(watcher.watch(ids[0]!, listener).ok).toBe(true)
  if (second.ok) second.stop()
  expect(watcher.watch(ids[2]!, listener).ok).toBe(true)
  watcher.stopAll()
})
