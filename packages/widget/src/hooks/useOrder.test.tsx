import type { OrderRecord } from '@ferry/order-api'
import { act, renderHook } from '@testing-library/react'
import { beforeEach, expect, test, vi } from 'vitest'
import { type FollowOrderParameters, followOrder } from '../order/followOrder.js'
import { type UseOrderParameters, useOrder } from './useOrder.js'

vi.mock('../order/followOrder.js', () => ({ followOrder: vi.fn() }))
const follow = vi.mocked(followOrder)
const stops: ReturnType<typeof vi.fn>[] = []
beforeEach(() => {
  follow.mockReset()
  stops.length = 0
  follow.mockImplementation(() => {
    const stop = vi.fn()
    stops.push(stop)
    return stop
  })
})

const orderId = `0x${'2a'.repeat(32)}`
const base: UseOrderParameters = {
  bffUrl: 'http://bff.test',
  orderId,
  pollIntervalMs: 1_000,
  publicOrder: { baseUrl: 'https://service.test', pollIntervalMs: 12_000 },
}
const lastCall = (): FollowOrderParameters => follow.mock.calls.at(-1)![0]

test("the order is followed with the config's public endpoint, and its versions become state", () => {
  const { result } = renderHook(() => useOrder(base))
  expect(follow).toHaveBeenCalledTimes(1)
  expect(lastCall()).toMatchObject({
    bffUrl: 'http://bff.test',
    orderId,
    publicOrder: { baseUrl: 'https://service.test', pollIntervalMs: 12_000 },
  })
  act(() => lastCall().onOrder({ orderId, state: 'deposited' } as OrderRecord))
  expect(result.current.order?.state).toBe('deposited')
  act(() => lastCall().onUnknown())
  expect(result.current.unknown).toBe(true)
})

test('an equal endpoint in a new object keeps the subscription; another endpoint restarts it', () => {
  const { rerender } = renderHook((parameters: UseOrderParameters) => useOrder(parameters), {
    initialProps: base,
  })
  rerender({ ...base, publicOrder: { ...base.publicOrder! } })
  expect(follow).toHaveBeenCalledTimes(1)
  rerender({ ...base, publicOrder: { baseUrl: 'https://other.test', pollIntervalMs: 12_000 } })
  expect(follow).toHaveBeenCalledTimes(2)
  expect(stops[0]).toHaveBeenCalledTimes(1)
  rerender({ ...base, publicOrder: undefined })
  expect(follow).toHaveBeenCalledTimes(3)
  expect(lastCall().publicOrder).toBeUndefined()
})
