import { afterEach, describe, expect, it, vi } from 'vitest'
import { baseChain, json, stubV1Bff, usdcToken, wallet } from '../../test/v1/v1Fixtures.js'
import {
  v1AutocompleteQueryOptions,
  v1BalancesQueryOptions,
  v1ChainsQueryOptions,
  v1ChainTokensQueryOptions,
  v1TokenSearchQueryOptions,
  v1TopTokensQueryOptions,
} from './catalogQueries.js'
import { v1Client } from './v1Client.js'

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('the catalog read from the v1 service through the BFF', () => {
  it('asks the BFF under /api/v1 and reads typed chains', async () => {
    const { bffUrl, queryClient, requests } = stubV1Bff(() => json([baseChain]))
    const chains = await queryClient.fetchQuery(v1ChainsQueryOptions(`${bffUrl}/`))
    expect(chains[0]?.name).toBe('Base')
    expect(requests[0]?.url).toBe(`${bffUrl}/api/v1/chains`)
  })

  it('keeps one client per BFF, whatever trailing slashes the URL has', () => {
    const { bffUrl } = stubV1Bff(() => json([]))
    expect(v1Client(bffUrl)).toBe(v1Client(`${bffUrl}//`))
    expect(v1Client(bffUrl)).not.toBe(v1Client(`${bffUrl}:8443`))
  })

  it('reads the top tokens of some chains and the tokens of one chain', async () => {
    const { bffUrl, queryClient, requests } = stubV1Bff(() => json([usdcToken]))
    const top = await queryClient.fetchQuery(v1TopTokensQueryOptions(bffUrl))
    expect(top[0]?.extensions?.price?.usd).toBe('0.9998')
    await queryClient.fetchQuery(v1ChainTokensQueryOptions(bffUrl, 8453))
    expect(requests.map((request) => request.url)).toEqual([
      `${bffUrl}/api/v1/tokens`,
      `${bffUrl}/api/v1/tokens?chainIds=8453`,
    ])
  })

  it('searches by a trimmed term and stays idle on a blank one', async () => {
    const { bffUrl, queryClient, requests } = stubV1Bff(() => json({ data: [usdcToken] }))
    const found = await queryClient.fetchQuery(v1TokenSearchQueryOptions(bffUrl, ' usdc ', [8453]))
    expect(found).toHaveLength(1)
    expect(requests[0]?.url).toBe(`${bffUrl}/api/v1/tokens/search?q=usdc&chainIds=8453`)
    expect(v1TokenSearchQueryOptions(bffUrl, '   ').enabled).toBe(false)
  })

  it('autocompletes typed text and stays idle on text the service would refuse', async () => {
    const { bffUrl, queryClient, requests } = stubV1Bff(() =>
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
    const { bffUrl, queryClient, requests } = stubV1Bff(() =>
      json([{ ...usdcToken, extensions: { balance: '2500000' } }]),
    )
    const held = await queryClient.fetchQuery(v1BalancesQueryOptions(bffUrl, wallet))
    expect(held[0]?.extensions?.balance).toBe(2_500_000n)
    expect(requests[0]?.url).toBe(`${bffUrl}/api/v1/tokens/balances/${wallet}`)
    expect(v1BalancesQueryOptions(bffUrl, undefined).enabled).toBe(false)
  })
})
