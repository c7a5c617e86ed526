import { createTestProviders } from '@ferry/test-utils/react'
import { cleanup, renderHook, waitFor } from '@testing-library/react'
import { afterEach, beforeAll, expect, test, vi } from 'vitest'
import { params } from '../../test/swapCardFixtures.js'
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
})

/** The form level's part of the quote: the interface choice and the one quote. */
function useFormQuote(amount: bigint) {
  const choose = useInterfaceChoice({ from, to, params })
  return useTradeQuote({
    bffUrl: 'http://bff-trade-quote.test',
    from,
    to,
    mode: 'exact_input',
    amount,
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
