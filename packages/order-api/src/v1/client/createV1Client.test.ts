import { describe, expect, test } from 'vitest'
import { clientWith, json, text } from '../../../test/v1/fakeFetch.js'
import {
  baseChain,
  contractCallPlan,
  evmTxHash,
  order,
  quoteId,
  usdcBase,
  wallet,
  walletOrderId,
} from '../../../test/v1/fixtures.js'
import { OrderApiNetworkError, OrderApiResponseError } from '../../errors/transport.js'
import { V1ApiError } from '../errors/V1ApiError.js'
import { V1RequestError } from '../errors/V1RequestError.js'

describe('reads', () => {
  test('chains are read as typed data from /v1/chains, with no key sent', async () => {
    const { client, requests } = clientWith(() => json([baseChain]))
    const chains = await client.getChains()
    expect(chains[0]?.id).toBe(8453)
    expect(requests[0]?.url).toBe('https://api.example/v1/chains')
    expect(requests[0]?.headers.has('x-api-key')).toBe(false)
  })

  test('the chain icon is a URL; a non-numeric chain id is refused', () => {
    const { client } = clientWith(() => json({}))
    expect(client.chainIconUrl(8453)).toBe('https://api.example/v1/chain/8453/icon')
    expect(() => client.chainIconUrl(-1)).toThrow(V1RequestError)
    expect(() => client.chainIconUrl(1.5)).toThrow(V1RequestError)
  })

  test('token search, balances and autocomplete build their paths and queries', async () => {
    const token = {
      chainId: 8453,
      address: usdcBase,
      name: 'USD Coin',
      symbol: 'USDC',
      decimals: 6,
      logoURI: '/u.svg',
    }
    const { client, requests } = clientWith((request) => {
      const url = new URL(request.url)
      if (url.pathname.startsWith('/v1/tokens/search')) return json({ data: [token] })
      if (url.pathname.startsWith('/v1/tokens/autocomplete'))
        return json({ data: [], parsed: { hasOn: true, amount: '100' }, nextSlots: ['keyword'] })
      return json([{ ...token, extensions: { balance: '42' } }])
    })
    expect(await client.searchTokens({ q: 'usdc', chainIds: [1, 8453] })).toHaveLength(1)
    expect(requests[0]?.url).toBe('https://api.example/v1/tokens/search?q=usdc&chainIds=1%2C8453')
    const [held] = await client.getBalances({ address: wallet })
    expect(held?.extensions?.balance).toBe(42n)
    expect(requests[1]?.url).toBe(`https://api.example/v1/tokens/balances/${wallet}`)
    await client.autocomplete({ keyword: '100 usdc on base', limit: 5 })
    expect(requests[2]?.url).toBe(
      'https://api.example/v1/tokens/autocomplete/100%20usdc%20on%20base?limit=5',
    )
    await expect(client.autocomplete({ keyword: 'x'.repeat(65) })).rejects.toBeInstanceOf(
      V1RequestError,
    )
    expect(await client.searchTokens({ q: '  ' })).toEqual([])
    expect(requests).toHaveLength(3)
  })
})

test('path values that would change the URL are refused before anything is sent', async () => {
  const { client, fetch } = clientWith(() => json([]))
  for (const keyword of ['.', '..'])
    await expect(client.autocomplete({ keyword })).rejects.toBeInstanceOf(V1RequestError)
  for (const address of ['..', '../chains', `${wallet}/x`])
    await expect(client.getBalances({ address })).rejects.toBeInstanceOf(V1RequestError)
  await expect(client.listOrders({ address: '..' })).rejects.toBeInstanceOf(V1RequestError)
  await expect(client.listOrders({ address: walletOrderId })).rejects.toSatisfy(
    (error) => V1RequestError.isInstance(error) && error.problems[0]!.includes('orderIds='),
  )
  expect(fetch).not.toHaveBeenCalled()
  await client.autocomplete({ keyword: '...' }).catch(() => {})
  expect(fetch).toHaveBeenCalledTimes(1)
})

describe('build, submit and orders', () => {
  test('a build posts the request and parses the plan', async () => {
    const { client, requests } = clientWith(() => json(contractCallPlan))
    const plan = await client.build({ quoteId, routeId: 'Native', from: wallet })
    expect(plan.kind).toBe('CONTRACT_CALL')
    expect(requests[0]?.method).toBe('POST')
    expect(await requests[0]?.json()).toEqual({ quoteId, routeId: 'Native', from: wallet })
  })

  test('a submit is a PUT with exactly one of txHash and signedTransaction', async () => {
    const { client, requests, fetch } = clientWith(() =>
      json({ orderId: walletOrderId, txHash: evmTxHash }),
    )
    await expect(client.submit({ quoteId, routeId: 'Native' })).rejects.toBeInstanceOf(
      V1RequestError,
    )
    await expect(
      client.submit({ quoteId, routeId: 'Native', txHash: evmTxHash, signedTransaction: '0x02' }),
    ).rejects.toBeInstanceOf(V1RequestError)
    expect(fetch).not.toHaveBeenCalled()
    await expect(client.submit({ quoteId, routeId: 'Native', txHash: evmTxHash })).resolves.toEqual(
      {
        orderId: walletOrderId,
        txHash: evmTxHash,
      },
    )
    expect(requests[0]?.method).toBe('PUT')
  })

  test('orders are listed with their query, and pages are followed to the last', async () => {
    const { client, requests } = clientWith((request) => {
      const cursor = new URL(request.url).searchParams.get('cursor')
      return json(cursor === null ? { data: [order], cursor: 1 } : { data: [order] })
    })
    const pages = []
    for await (const page of client.orderPages({
      address: wallet,
      orderIds: [walletOrderId],
      txHashSearch: evmTxHash,
    }))
      pages.push(page)
    expect(pages).toHaveLength(2)
    expect(pages[0]?.data[0]?.srcAmount).toBe(100_000_000n)
    expect(requests[0]?.url).toBe(
      `https://api.example/v1/orders/${wallet}?txHashSearch=${evmTxHash}&orderIds=${walletOrderId}`,
    )
    expect(new URL(requests[1]!.url).searchParams.get('cursor')).toBe('1')
    await expect(client.listOrders({ address: wallet, limit: 21 })).rejects.toBeInstanceOf(
      V1RequestError,
    )
  })

  test('a cursor that does not move on ends the pages', async () => {
    const { client, fetch } = clientWith(() => json({ data: [order], cursor: 5 }))
    let pages = 0
    for await (const _ of client.orderPages({ address: wallet })) pages++
    expect(pages).toBe(2)
    expect(fetch).toHaveBeenCalledTimes(2)
  })

  test('an unknown order id reads as null (plain-text 404); an unknown path is an error', async () => {
    const { client } = clientWith((request) =>
      request.url.includes('by-id') ? text('Order not found', 404) : text('404 Not Found', 404),
    )
    await expect(client.getOrderById(walletOrderId)).resolves.toBeNull()
    await expect(client.getChains()).rejects.toSatisfy(
      (error) => V1ApiError.isInstance(error) && error.kind === 'not_found',
    )
    await expect(client.getOrderById('../../v1/chains')).rejects.toBeInstanceOf(V1RequestError)
  })

  test('a known order is parsed; a body that does not match is a response error', async () => {
    const { client } = clientWith((request) =>
      request.url.endsWith(walletOrderId) ? json(order) : json({ id: 1 }),
    )
    expect((await client.getOrderById(walletOrderId))?.status).toBe('refund_pending')
    await expect(client.getOrderById('cxxxxxxxxxxxxxxxxxxxxxxxx')).rejects.toBeInstanceOf(
      OrderApiResponseError,
    )
  })

  test('a request that gets no response is a network error', async () => {
    const { client } = clientWith(() => {
      throw new TypeError('fetch failed')
    })
    await expect(client.getChains()).rejects.toBeInstanceOf(OrderApiNetworkError)
  })
})
