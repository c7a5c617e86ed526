import { describe, expect, test, vi } from 'vitest'
import {
  baseChain,
  contractCallPlan,
  evmTxHash,
  nativeRoute,
  order,
  quoteId,
  quoteResponse,
  tronRoute,
  usdcBase,
  wallet,
  walletOrderId,
} from '../../../test/v1/fixtures.js'
import {
  OrderApiAbortedError,
  OrderApiNetworkError,
  OrderApiResponseError,
  OrderApiTimeoutError,
} from '../../errors/transport.js'
import { V1ApiError } from '../errors/V1ApiError.js'
import { V1RequestError } from '../errors/V1RequestError.js'
import { createV1Client } from './createV1Client.js'

type Handler = (request: Request) => Response | Promise<Response>

function clientWith(handler: Handler, options: { timeoutMs?: number; integratorId?: string } = {}) {
  const requests: Request[] = []
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init)
    requests.push(request)
    return handler(request)
  })
  const client = createV1Client({ baseUrl: 'https://api.example/', fetch, ...options })
  return { client, requests, fetch }
}

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', 'x-request-id': 'req-1', ...headers },
  })

const text = (body: string, status: number) =>
  new Response(body, { status, headers: { 'content-type': 'text/plain' } })

const quoteRequest = {
  tradeType: 'EXACT_INPUT' as const,
  fromChainId: 8453,
  fromToken: usdcBase,
  toChainId: 42161,
  toToken: '0xaf88d065e77c8cc2239327c5edb3a432268e5831',
  amount: 100_000_000n,
  fromAddress: wallet,
}

/** An NDJSON response whose chunks the test pushes one by one. */
function ndjsonStream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>
  const cancelled = vi.fn()
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c
    },
    cancel: cancelled,
  })
  const encoder = new TextEncoder()
  return {
    response: new Response(body, { headers: { 'content-type': 'application/x-ndjson' } }),
    push: (chunk: string) => controller.enqueue(encoder.encode(chunk)),
    close: () => controller.close(),
    cancelled,
  }
}

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

describe('quotes', () => {
  test('the amount goes out as a decimal string whether given as bigint or 0x hex', async () => {
    const { client, requests } = clientWith(() => json(quoteResponse), {
      integratorId: 'acme-0a1b2c3d',
    })
    const answer = await client.getQuotes({
      request: quoteRequest,
      routes: ['Native', 'ExternalC'],
    })
    expect(answer.routes[0]?.quote.amountOut).toBe(99_850_000n)
    await client.getQuotes({ request: { ...quoteRequest, amount: '0x5f5e100' } })
    for (const request of requests) expect((await request.clone().json()).amount).toBe('100000000')
    expect(requests[0]?.url).toBe('https://api.example/v1/quotes?routes=Native%2CExternalC')
    expect(requests[0]?.headers.get('x-integrator-id')).toBe('acme-0a1b2c3d')
    expect(requests[0]?.headers.get('content-type')).toBe('application/json')
  })

  test('an invalid request is refused before anything is sent', async () => {
    const { client, fetch } = clientWith(() => json(quoteResponse))
    for (const amount of [0n, '0x0', '1.5', '-3']) {
      await expect(client.getQuotes({ request: { ...quoteRequest, amount } })).rejects.toSatisfy(
        (error) => V1RequestError.isInstance(error) && error.problems[0]!.startsWith('amount'),
      )
    }
    expect(fetch).not.toHaveBeenCalled()
  })

  test('a stream yields each validated route, joining a line split across chunks', async () => {
    const stream = ndjsonStream()
    const { client, requests } = clientWith(() => stream.response)
    const routes: unknown[] = []
    const reading = (async () => {
      for await (const route of client.streamQuotes({ request: quoteRequest })) routes.push(route)
    })()
    const first = JSON.stringify({ quoteId, ...nativeRoute })
    stream.push(first.slice(0, 40))
    stream.push(`${first.slice(40)}\r\n\n`)
    stream.push(`${JSON.stringify({ quoteId, ...tronRoute })}`)
    stream.close()
    await reading
    expect(routes).toMatchObject([
      { routeId: 'Native', quote: { amountIn: 100_000_000n } },
      {
        routeId: 'NativeUTXO',
        quote: { tronUsdtFees: { energyFeeUsdt18: 2_500_000_000_000_000_000n } },
      },
    ])
    expect(requests[0]?.url).toBe('https://api.example/v1/quotes?mode=stream')
  })

  test('an empty stream ends with no route', async () => {
    const stream = ndjsonStream()
    const { client } = clientWith(() => stream.response)
    stream.close()
    const routes = []
    for await (const route of client.streamQuotes({ request: quoteRequest })) routes.push(route)
    expect(routes).toEqual([])
  })

  test('aborting mid-stream stops the iterator with an aborted error and cancels the body', async () => {
    const stream = ndjsonStream()
    const { client } = clientWith(() => stream.response)
    const controller = new AbortController()
    const iterator = client.streamQuotes({ request: quoteRequest }, { signal: controller.signal })
    stream.push(`${JSON.stringify({ quoteId, ...nativeRoute })}\n`)
    expect((await iterator.next()).value).toMatchObject({ routeId: 'Native' })
    const pending = iterator.next()
    controller.abort()
    await expect(pending).rejects.toBeInstanceOf(OrderApiAbortedError)
    expect(stream.cancelled).toHaveBeenCalled()
  })

  test('leaving the loop early cancels the response body', async () => {
    const stream = ndjsonStream()
    const { client } = clientWith(() => stream.response)
    stream.push(`${JSON.stringify({ quoteId, ...nativeRoute })}\n`)
    for await (const route of client.streamQuotes({ request: quoteRequest })) {
      expect(route.routeId).toBe('Native')
      break
    }
    expect(stream.cancelled).toHaveBeenCalled()
  })

  test('a stream that goes quiet longer than the time limit fails with a timeout', async () => {
    vi.useFakeTimers()
    try {
      const stream = ndjsonStream()
      const { client } = clientWith(() => stream.response, { timeoutMs: 5_000 })
      const iterator = client.streamQuotes({ request: quoteRequest })
      const pending = iterator.next()
      const outcome = expect(pending).rejects.toBeInstanceOf(OrderApiTimeoutError)
      await vi.advanceTimersByTimeAsync(5_001)
      await outcome
    } finally {
      vi.useRealTimers()
    }
  })

  test.each([
    ['a line that is not JSON', 'not json\n'],
    ['a line that is not a route', `${JSON.stringify({ quoteId, routeId: 'Native' })}\n`],
    [
      'lines with two quote ids',
      `${JSON.stringify({ quoteId, ...nativeRoute })}\n${JSON.stringify({ ...nativeRoute, quoteId: quoteId.replace('5b', '6c') })}\n`,
    ],
  ])('a stream with %s fails as a response mismatch', async (_, body) => {
    const stream = ndjsonStream()
    const { client } = clientWith(() => stream.response)
    stream.push(body)
    stream.close()
    const reading = async () => {
      for await (const _route of client.streamQuotes({ request: quoteRequest })) {
      }
    }
    await expect(reading()).rejects.toBeInstanceOf(OrderApiResponseError)
  })

  test('a stream request answered with one JSON document yields its routes', async () => {
    const { client } = clientWith(() => json({ quoteId, routes: [nativeRoute, tronRoute] }))
    const ids = []
    for await (const route of client.streamQuotes({ request: quoteRequest }))
      ids.push(route.quoteId)
    expect(ids).toEqual([quoteId, quoteId])
  })

  test('an invalid quote body on a stream is an ordinary JSON error', async () => {
    const body = {
      message: 'Validation failed',
      name: 'ValidationException',
      details: [{ field: 'amount', message: 'too small', code: 'x' }],
    }
    const { client } = clientWith(() => json(body, 400))
    const iterator = client.streamQuotes({ request: quoteRequest })
    await expect(iterator.next()).rejects.toSatisfy(
      (error) =>
        V1ApiError.isInstance(error) &&
        error.kind === 'validation' &&
        error.issues?.[0]?.field === 'amount',
    )
  })
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
