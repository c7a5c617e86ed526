import { afterEach, describe, expect, it, vi } from 'vitest'
import { json, order, stubV1Bff, wallet, walletOrderId } from '../../test/v1/v1Fixtures.js'
import { v1OrdersQueryOptions } from './listV1History.js'

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('the v1 orders of a wallet', () => {
  it('lists orders by address with its filters', async () => {
    const { bffUrl, queryClient, requests } = stubV1Bff(() => json({ data: [order] }))
    const page = await queryClient.fetchQuery(
      v1OrdersQueryOptions(bffUrl, { address: wallet, limit: 20, txHashSearch: 'ab' }),
    )
    expect(page.data[0]?.id).toBe(walletOrderId)
    expect(requests[0]?.url).toBe(`${bffUrl}/api/v1/orders/${wallet}?limit=20&txHashSearch=ab`)
    expect(v1OrdersQueryOptions(bffUrl, undefined).enabled).toBe(false)
  })
})
