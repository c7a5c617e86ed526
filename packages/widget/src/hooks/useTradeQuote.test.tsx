import { createTestProviders } from '@ferry/test-utils/react'
import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import { afterEach, beforeAll, expect, test, vi } from 'vitest'
import { params, quoteFor, usdcEth } from '../../test/swapCardFixtures.js'
import { routeLine, usdcArbitrum, usdcBase, usdcOn, wallet } from '../../test/v1/v1Fixtures.js'
import { useInterfaceChoice } from './useInterfaceChoice.js'
import { useTradeQuote } from './useTradeQuote.js'

// Base to Arbitrum: Arbitrum's USDC is not one of `/v2/params`' tokens, so v1 quotes it.
const from = usdcOn(8453, usdcBase)
const to = usdcOn(42161, usdcArbitrum)

beforeAll(async () => {
  // The lazy v1 chunk, transformed once before the test waits on it.
  await import('../v1/index.js')
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

/**
 * The form level's part of the quote: the interface choice and the one quote. A BFF of its own
 * per test: the v1 client of a BFF is made once, with the `fetch` of its time.
 */
function useFormQuote(
  amount: bigint | undefined,
  direction: { from: typeof from; to: typeof to } = { from, to },
  bffUrl = 'http://bff-trade-quote.test',
  typed?: string,
) {
  const choose = useInterfaceChoice({ ...direction, params })
  return useTradeQuote({
    bffUrl,
    ...direction,
    mode: 'exact_input',
    amount,
    ...(typed === undefined ? {} : { typed }),
    choose,
    depositor: wallet,
    recipients: { valid: true, request: {} },
  })
}

test('a v1 stream superseded by a new amount is aborted; the routes shown are the new amount’s', async () => {
  const streams: { amount: string; signal: AbortSignal }[] = []
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init)
    const url = new URL(request.url)
    if (url.pathname !== '/api/v1/quotes' || url.searchParams.get('mode') !== 'stream')
      return Response.json({ error: 'not in this test' }, { status: 500 })
    const { amount } = (await request.json()) as { amount: string }
    streams.push({ amount, signal: request.signal })
    const headers = { 'content-type': 'application/x-ndjson' }
    // The first amount's routes never answer: its stream stays open until it is aborted.
    if (amount === '50000000')
      return new Response(
        new ReadableStream({
          start(controller) {
            request.signal.addEventListener('abort', () => controller.error(request.signal.reason))
          },
        }),
        { headers },
      )
    return new Response(`${JSON.stringify(routeLine({ amountOut: '99850000' }))}\n`, { headers })
  })
  const { wrapper } = createTestProviders()
  const { result, rerender } = renderHook(({ amount }) => useFormQuote(amount), {
    wrapper,
    initialProps: { amount: 50_000_000n },
  })
  await waitFor(() => expect(streams.map((stream) => stream.amount)).toEqual(['50000000']))
  expect(result.current.interface).toBe('v1')
  expect(result.current.v1?.status).toBe('streaming')

  rerender({ amount: 100_000_000n })
  await waitFor(() =>
    expect(streams.map((stream) => stream.amount)).toEqual(['50000000', '100000000']),
  )
  await waitFor(() => expect(streams[0]!.signal.aborted).toBe(true))
  expect(streams[1]!.signal.aborted).toBe(false)
  await waitFor(() => expect(result.current.v1?.status).toBe('done'))
  expect(result.current.v1?.route?.spend.amount).toBe(100_000_000n)
  expect(result.current.v1?.route?.receive.amount).toBe(99_850_000n)
  expect(streams).toHaveLength(2)
})

/** A stream of one route answering `amountOut` for each amount asked, recording every stream. */
function stubV1Routes(amountOut: (amount: string) => string) {
  const streams: string[] = []
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init)
    if (new URL(request.url).pathname !== '/api/v1/quotes')
      return Response.json({ error: 'not in this test' }, { status: 500 })
    const { amount } = (await request.json()) as { amount: string }
    streams.push(amount)
    return new Response(`${JSON.stringify(routeLine({ amountOut: amountOut(amount) }))}\n`, {
      headers: { 'content-type': 'application/x-ndjson' },
    })
  })
  return streams
}

test('v1 routes for an amount asked moments ago are shown again without a new stream while their prices hold', async () => {
  const streams = stubV1Routes((amount) => String((BigInt(amount) * 998n) / 1000n))
  const { wrapper } = createTestProviders()
  const { result, rerender } = renderHook(
    ({ amount }) => useFormQuote(amount, { from, to }, 'http://bff-v1-reuse.test'),
    { wrapper, initialProps: { amount: 50_000_000n } },
  )
  await waitFor(() => expect(result.current.v1?.route?.receive.amount).toBe(49_900_000n))
  rerender({ amount: 100_000_000n })
  await waitFor(() => expect(result.current.v1?.route?.receive.amount).toBe(99_800_000n))
  rerender({ amount: 50_000_000n })
  await waitFor(() => expect(result.current.v1?.route?.receive.amount).toBe(49_900_000n))
  expect(result.current.v1?.status).toBe('done')
  expect(streams).toEqual(['50000000', '100000000'])
})

test('a v2 quote superseded by a new amount is aborted; the quote shown is the new amount’s', async () => {
  const asked: { amount: string; signal: AbortSignal }[] = []
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init)
    const url = new URL(request.url)
    if (url.pathname !== '/api/v2/quote')
      return Response.json({ error: 'not in this test' }, { status: 500 })
    const amount = url.searchParams.get('srcAmount') ?? ''
    asked.push({ amount, signal: request.signal })
    // The first amount's quote never answers: its request stays open until it is aborted.
    if (amount === '50000000')
      return new Promise<Response>((_, reject) =>
        request.signal.addEventListener('abort', () => reject(request.signal.reason)),
      )
    return Response.json(quoteFor(amount))
  })
  const { wrapper } = createTestProviders()
  const ethereumToBase = { from: usdcOn(1, usdcEth), to: usdcOn(8453, usdcBase) }
  const { result, rerender } = renderHook(({ amount }) => useFormQuote(amount, ethereumToBase), {
    wrapper,
    initialProps: { amount: 50_000_000n },
  })
  await waitFor(() => expect(asked.map((request) => request.amount)).toEqual(['50000000']))
  expect(result.current.interface).toBe('v2')
  expect(result.current.quote).toBeUndefined()

  rerender({ amount: 100_000_000n })
  await waitFor(() =>
    expect(asked.map((request) => request.amount)).toEqual(['50000000', '100000000']),
  )
  await waitFor(() => expect(asked[0]!.signal.aborted).toBe(true))
  expect(asked[1]!.signal.aborted).toBe(false)
  await waitFor(() => expect(result.current.quote?.receive.amount).toBe('100000000'))
  expect(result.current.error).toBeNull()
  expect(asked).toHaveLength(2)
})

test('the keys through "0." count toward the typing pace, though no amount yet: "0.05" typed 100 ms apart is asked 120 ms after its last key, not 400', async () => {
  vi.useFakeTimers()
  const asked: string[] = []
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(new Request(input, init).url)
    if (url.pathname !== '/api/v2/quote')
      return Response.json({ error: 'not in this test' }, { status: 500 })
    const amount = url.searchParams.get('srcAmount') ?? ''
    asked.push(amount)
    return Response.json(quoteFor(amount))
  })
  const { wrapper } = createTestProviders()
  const ethereumToBase = { from: usdcOn(1, usdcEth), to: usdcOn(8453, usdcBase) }
  const { rerender } = renderHook(
    ({ amount, typed }) =>
      useFormQuote(amount, ethereumToBase, 'http://bff-typing-pace.test', typed),
    { wrapper, initialProps: { amount: undefined as bigint | undefined, typed: '' } },
  )
  for (const typed of ['0', '0.', '0.0']) {
    rerender({ amount: undefined, typed })
    await act(() => vi.advanceTimersByTimeAsync(100))
  }
  rerender({ amount: 50_000n, typed: '0.05' })
  await act(() => vi.advanceTimersByTimeAsync(119))
  expect(asked).toEqual([])
  await act(() => vi.advanceTimersByTimeAsync(5))
  expect(asked).toEqual(['50000'])
})
