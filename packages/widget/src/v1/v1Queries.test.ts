import { V1ApiError, V1RequestError } from '@ferry/order-api/v1'
import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  baseChain,
  json,
  order,
  recordingFetch,
  usdcToken,
  wallet,
  walletOrderId,
} from '../../test/v1/v1Fixtures.js'
import {
  ferryV1Keys,
  readV1Order,
  retryV1Read,
  V1_ORDER_POLL_MS,
  v1AutocompleteQueryOptions,
  v1BalancesQueryOptions,
  v1ChainsQueryOptions,
  v1ChainTokensQueryOptions,
  v1Client,
  v1OrderQueryOptions,
  v1OrdersQueryOptions,
  v1TokenSearchQueryOptions,
  v1TopTokensQueryOptions,
} from './v1Queries.js'

// The client binds `fetch` when it is made, so each test gets its own BFF URL.
let bffCount = 0
function bffWith(handler: (request: Request) => Response) {
  const recorded = recordingFetch(handler)
  vi.stubGlobal('fetch', recorded.fetch)
  bffCount += 1
  const bffUrl = `https://bff${bffCount}.example`
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return { ...recorded, bffUrl, queryClient }
}
afterEach(() => {
  vi.unstubAllGlobals()
})

describe('v1 queries against the BFF', () => {
  it('asks the BFF under /api/v1 and reads typed chains', async () => {
    const { bffUrl, queryClient, requests } = bffWith(() => json([baseChain]))
    const chains = await queryClient.fetchQuery(v1ChainsQueryOptions(`${bffUrl}/`))
    expect(chains[0]?.name).toBe('Base')
    expect(requests[0]?.url).toBe(`${bffUrl}/api/v1/chains`)
  })

  it('keeps one client per BFF, whatever trailing slashes the URL has', () => {
    const { bffUrl } = bffWith(() => json([]))
    expect(v1Client(bffUrl)).toBe(v1Client(`${bffUrl}//`))
    expect(v1Client(bffUrl)).not.toBe(v1Client(`${bffUrl}:8443`))
  })

  it('reads the top tokens of some chains and the tokens of one chain', async () => {
    const { bffUrl, queryClient, requests } = bffWith(() => json([usdcToken]))
    const top = await queryClient.fetchQuery(v1TopTokensQueryOptions(bffUrl))
    expect(top[0]?.extensions?.price?.usd).toBe('0.9998')
    await queryClient.fetchQuery(v1ChainTokensQueryOptions(bffUrl, 8453))
    expect(requests.map((request) => request.url)).toEqual([
      `${bffUrl}/api/v1/tokens`,
      `${bffUrl}/api/v1/tokens?chainIds=8453`,
    ])
  })

  it('searches by a trimmed term and stays idle on a blank one', async () => {
    const { bffUrl, queryClient, requests } = bffWith(() => json({ data: [usdcToken] }))
    const found = await queryClient.fetchQuery(v1TokenSearchQueryOptions(bffUrl, ' usdc ', [8453]))
    expect(found).toHaveLength(1)
    expect(requests[0]?.url).toBe(`${bffUrl}/api/v1/tokens/search?q=usdc&chainIds=8453`)
    expect(v1TokenSearchQueryOptions(bffUrl, '   ').enabled).toBe(false)
  })

  it('autocompletes typed text and stays idle on text the service would refuse', async () => {
    const { bffUrl, queryClient, requests } = bffWith(() =>
      json({ data: [], parsed: { amount: '100', hasOn: true }, nextSlots: ['keyword'] }),
    )
    const answer = await queryClient.fetchQuery(
      v1AutocompleteQueryOptions(bffUrl, '100 usdc on base', { limit: 5 }),
    )
    expect(answer.parsed.amount).toBe('100')
    expect(requests[0]?.url).toBe(
      `${bffUrl}/api/v1/tokens/autocomplete/100%20usdc%20on%20base?limit=5`,
    )
    expect(v1AutocompleteQueryOptions(bffUrl, ' ').enabled).toBe(false)
    expect(v1AutocompleteQueryOptions(bffUrl, 'x'.repeat(65)).enabled).toBe(false)
    expect(v1AutocompleteQueryOptions(bffUrl, 'x'.repeat(64)).enabled).toBe(true)
  })

  it('reads a balances overview as bigints, and waits for an address', async () => {
    const { bffUrl, queryClient, requests } = bffWith(() =>
      json([{ ...usdcToken, extensions: { balance: '2500000' } }]),
    )
    const held = await queryClient.fetchQuery(v1BalancesQueryOptions(bffUrl, wallet))
    expect(held[0]?.extensions?.balance).toBe(2_500_000n)
    expect(requests[0]?.url).toBe(`${bffUrl}/api/v1/tokens/balances/${wallet}`)
    expect(v1BalancesQueryOptions(bffUrl, undefined).enabled).toBe(false)
  })

  it('reads one order, and an unknown one as null', async () => {
    const { bffUrl, queryClient, requests } = bffWith((request) =>
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
    const { bffUrl, queryClient, requests } = bffWith(() =>
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
    const { bffUrl } = bffWith(() => json({ data: [] }))
    expect(
      await readV1Order({ bffUrl, orderId: 'fedcba9876543210fedcba9876543210', address: wallet }),
    ).toBeNull()
  })

  it('lists orders by address with its filters', async () => {
    const { bffUrl, queryClient, requests } = bffWith(() => json({ data: [order] }))
    const page = await queryClient.fetchQuery(
      v1OrdersQueryOptions(bffUrl, { address: wallet, limit: 20, txHashSearch: 'ab' }),
    )
    expect(page.data[0]?.id).toBe(walletOrderId)
    expect(requests[0]?.url).toBe(`${bffUrl}/api/v1/orders/${wallet}?limit=20&txHashSearch=ab`)
    expect(v1OrdersQueryOptions(bffUrl, undefined).enabled).toBe(false)
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

describe('query keys', () => {
  it('start with ferry, v1 and name one EVM wallet or chain set in any form', () => {
    const bffUrl = 'https://bff.example'
    expect(ferryV1Keys.chains(bffUrl).slice(0, 2)).toEqual(['ferry', 'v1'])
    expect(
      ferryV1Keys.balances(bffUrl, wallet.toUpperCase().replace('0X', '0x'), [8453, 1]),
    ).toEqual(ferryV1Keys.balances(bffUrl, wallet, [1, 8453]))
    // Base58 addresses are case-sensitive: two spellings are two wallets.
    const solana = 'So11111111111111111111111111111111111111112'
    expect(ferryV1Keys.balances(bffUrl, solana)).not.toEqual(
      ferryV1Keys.balances(bffUrl, solana.toLowerCase()),
    )
  })
})

describe('retryV1Read', () => {
  const apiError = (status: number, body: unknown) =>
    new V1ApiError({ status, body, requestId: undefined, operation: 'tokens' })

  it('never retries a request refused before it left, or a 400', () => {
    const refused = new V1RequestError({ reason: 'invalid_request', message: 'bad' })
    expect(retryV1Read(0, refused)).toBe(false)
    expect(
      retryV1Read(0, apiError(400, { name: 'ValidationException', message: 'Validation failed' })),
    ).toBe(false)
  })

  it('retries a rate limit, a 500 and a lost connection twice', () => {
    const limited = apiError(429, { errorCode: 'RATE_LIMITED', message: 'Too many' })
    const internal = apiError(500, { name: 'InternalErrorException', message: 'boom' })
    const lost = new TypeError('fetch failed')
    for (const error of [limited, internal, lost])
      expect([0, 1, 2].map((count) => retryV1Read(count, error))).toEqual([true, true, false])
  })

  it('does not retry maintenance at once (its Retry-After is five minutes)', () => {
    const maintenance = apiError(503, {
      name: 'MaintenanceException',
      message: 'SystemMaintenance',
    })
    expect(retryV1Read(0, maintenance)).toBe(false)
  })
})
