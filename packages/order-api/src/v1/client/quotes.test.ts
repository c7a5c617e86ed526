import { describe, expect, test, vi } from 'vitest'
import { clientWith, json, ndjsonStream, quoteRequest } from '../../../test/v1/fakeFetch.js'
import { nativeRoute, quoteId, quoteResponse, tronRoute } from '../../../test/v1/fixtures.js'
import {
  OrderApiAbortedError,
  OrderApiResponseError,
  OrderApiTimeoutError,
} from '../../errors/transport.js'
import { V1ApiError } from '../errors/V1ApiError.js'
import { V1RequestError } from '../errors/V1RequestError.js'

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
    const lowercase = ['native'] as unknown as ['Native']
    await expect(
      client.getQuotes({ request: quoteRequest, routes: lowercase }),
    ).rejects.toBeInstanceOf(V1RequestError)
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
