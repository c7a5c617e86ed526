import type { V1OrderStatus } from '@ferry/order-api/v1'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { v1Order, wallet, walletOrderId } from '../../test/v1/v1Fixtures.js'
import { followV1Order } from './followV1Order.js'

/** An EventSource the test drives: `emit` sends a named event, `fail` breaks the connection. */
class FakeEventSource extends EventTarget {
  static opened: FakeEventSource[] = []
  closed = false
  constructor(readonly url: string) {
    super()
    FakeEventSource.opened.push(this)
  }
  close() {
    this.closed = true
  }
  emit(name: string, data?: unknown) {
    this.dispatchEvent(
      new MessageEvent(name, data === undefined ? {} : { data: JSON.stringify(data) }),
    )
  }
}

let bffCount = 0
function bffAnswering(statuses: (V1OrderStatus | 404)[]) {
  const requests: string[] = []
  vi.stubGlobal('fetch', async (input: string | URL) => {
    requests.push(new URL(String(input)).pathname + new URL(String(input)).search)
    const next = statuses[Math.min(requests.length - 1, statuses.length - 1)]!
    return next === 404
      ? new Response('Order not found', { status: 404 })
      : Response.json(v1Order({ status: next }))
  })
  return { bffUrl: `https://bff-follow-${++bffCount}.test`, requests }
}
afterEach(() => {
  FakeEventSource.opened = []
  vi.unstubAllGlobals()
})

describe('followV1Order', () => {
  it("follows a wallet order through the BFF's v1 stream and closes it once final", () => {
    const { bffUrl, requests } = bffAnswering([])
    const seen: V1OrderStatus[] = []
    followV1Order({
      bffUrl: `${bffUrl}/`,
      orderId: walletOrderId,
      EventSource: FakeEventSource as unknown as typeof EventSource,
      onOrder: (order) => seen.push(order.status),
      onUnknown: () => {},
    })
    const source = FakeEventSource.opened[0]!
    expect(source.url).toBe(`${bffUrl}/api/v1/orders/by-id/${walletOrderId}/events`)
    source.emit('order', v1Order({ status: 'refund_pending' }))
    source.emit('order', { not: 'an order' })
    source.emit('order', v1Order({ status: 'refunded' }))
    expect(seen).toEqual(['refund_pending', 'refunded'])
    expect(source.closed).toBe(true)
    expect(requests).toEqual([])
  })

  it('polls the BFF while the stream is broken, until the order is final', async () => {
    const { bffUrl, requests } = bffAnswering(['published', 'filled'])
    const seen: V1OrderStatus[] = []
    followV1Order({
      bffUrl,
      orderId: walletOrderId,
      pollIntervalMs: 1,
      EventSource: FakeEventSource as unknown as typeof EventSource,
      onOrder: (order) => seen.push(order.status),
      onUnknown: () => {},
    })
    FakeEventSource.opened[0]!.emit('error')
    await vi.waitFor(() => expect(seen).toEqual(['published', 'filled']))
    expect(requests).toEqual([
      `/api/v1/orders/by-id/${walletOrderId}`,
      `/api/v1/orders/by-id/${walletOrderId}`,
    ])
  })

  it("stops at the stream's not-found event, and at a poll's 404", async () => {
    const onUnknown = vi.fn()
    followV1Order({
      bffUrl: bffAnswering([]).bffUrl,
      orderId: walletOrderId,
      EventSource: FakeEventSource as unknown as typeof EventSource,
      onOrder: () => {},
      onUnknown,
    })
    FakeEventSource.opened[0]!.emit('error', { name: 'OrderNotFoundException' })
    expect(onUnknown).toHaveBeenCalledTimes(1)

    const polled = vi.fn()
    followV1Order({
      bffUrl: bffAnswering([404]).bffUrl,
      orderId: walletOrderId,
      EventSource: undefined,
      onOrder: () => {},
      onUnknown: polled,
    })
    await vi.waitFor(() => expect(polled).toHaveBeenCalledTimes(1))
  })

  it('polls a deposit-address order in its refund address list: the BFF streams wallet orders only', async () => {
    const depositOrderId = 'fedcba9876543210fedcba9876543210'
    const requests: string[] = []
    vi.stubGlobal('fetch', async (input: string | URL) => {
      const url = new URL(String(input))
      requests.push(url.pathname + url.search)
      return Response.json({ data: [v1Order({ id: depositOrderId, status: 'filled' })] })
    })
    const seen: V1OrderStatus[] = []
    followV1Order({
      bffUrl: `https://bff-follow-${++bffCount}.test`,
      orderId: depositOrderId,
      address: wallet,
      EventSource: FakeEventSource as unknown as typeof EventSource,
      onOrder: (order) => seen.push(order.status),
      onUnknown: () => {},
    })
    await vi.waitFor(() => expect(seen).toEqual(['filled']))
    expect(FakeEventSource.opened).toEqual([])
    expect(requests).toEqual([`/api/v1/orders/${wallet}?limit=1&orderIds=${depositOrderId}`])
  })
})
