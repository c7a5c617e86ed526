import { V1RequestError } from '@ferry/order-api/v1'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { json, order, stubV1Bff, wallet, walletOrderId } from '../../test/v1/v1Fixtures.js'
import { readV1Order, V1_ORDER_POLL_MS, v1OrderQueryOptions } from './v1OrderQueries.js'

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('v1 order reads against the BFF', () => {
  it('reads one order, and an unknown one as null', async () => {
    const { bffUrl, queryClient, requests } = stubV1Bff((request) =>
      request.url.endsWith(walletOrderId)
        ? json(order)
        : new Response('Order not found', {
            status: 404,
            headers: { 'content-type': 'text/plain' },
          }),
    )
    const found = await queryClient.fetchQuery(v1OrderQueryOptions(bffUrl, walletOrderId))
    expect(found?.status).toBe('published')
    expect(requests[0]?.url).toBe(`${bffUrl}/api/v1/orders/by-id/${walletOrderId}`)
    const unknown = 'czzzzzzzzzzzzzzzzzzzzzzzz'
    expect(await queryClient.fetchQuery(v1OrderQueryOptions(bffUrl, unknown))).toBeNull()
  })

  it('reads a deposit-address order in the list of its refund address', async () => {
    const depositOrderId = 'fedcba9876543210fedcba9876543210'
    const { bffUrl, queryClient, requests } = stubV1Bff(() =>
      json({ data: [{ ...order, id: depositOrderId }] }),
    )
    const found = await queryClient.fetchQuery(v1OrderQueryOptions(bffUrl, depositOrderId, wallet))
    expect(found?.id).toBe(depositOrderId)
    expect(requests[0]?.url).toBe(
      `${bffUrl}/api/v1/orders/${wallet}?limit=1&orderIds=${depositOrderId}`,
    )
    await expect(
      queryClient.fetchQuery(v1OrderQueryOptions(bffUrl, depositOrderId.toUpperCase())),
    ).rejects.toBeInstanceOf(V1RequestError)
  })

  it('reads a deposit-address order missing from the list as unknown', async () => {
    const { bffUrl } = stubV1Bff(() => json({ data: [] }))
    expect(
      await readV1Order({ bffUrl, orderId: 'fedcba9876543210fedcba9876543210', address: wallet }),
    ).toBeNull()
  })
})

describe('v1 order polling', () => {
  const intervalFor = (data: unknown) => {
    const options = v1OrderQueryOptions('https://bff.example', walletOrderId)
    const refetch = options.refetchInterval as (query: { state: { data: unknown } }) => unknown
    return refetch({ state: { data } })
  }

  it('polls within the spec window until a final status, refund_pending included', () => {
    expect(V1_ORDER_POLL_MS).toBeGreaterThanOrEqual(5_000)
    expect(V1_ORDER_POLL_MS).toBeLessThanOrEqual(10_000)
    expect(intervalFor(undefined)).toBe(V1_ORDER_POLL_MS)
    for (const status of ['created', 'deposited', 'published', 'refund_pending'])
      expect(intervalFor({ status })).toBe(V1_ORDER_POLL_MS)
    for (const status of ['filled', 'refunded', 'failed'])
      expect(intervalFor({ status })).toBe(false)
    expect(intervalFor(null)).toBe(false)
  })
})
