import {
  createV1Client,
  OrderApiResponseError,
  type V1QuoteStreamLine,
  v1QuoteStreamLineSchema,
} from '@ferry/order-api/v1'
import { describe, expect, it, vi } from 'vitest'
import * as z from 'zod/mini'
import { routeLine, usdcArbitrum, usdcBase, wallet } from '../../test/v1/v1Fixtures.js'
import {
  rankRoutes,
  routeCountdown,
  selectedRoute,
  streamRoutes,
  toRouteOption,
  type V1RoutesSnapshot,
} from './streamRoutes.js'

const NOW = 1_800_000_000
const now = () => NOW

const quote = (tradeType: 'EXACT_INPUT' | 'EXACT_OUTPUT' = 'EXACT_INPUT') => ({
  request: {
    tradeType,
    fromChainId: 8453,
    fromToken: usdcBase,
    toChainId: 42161,
    toToken: usdcArbitrum,
    amount: 100_000_000n,
    fromAddress: wallet,
  },
})

const line = (parameters: Parameters<typeof routeLine>[0]): V1QuoteStreamLine =>
  z.decode(v1QuoteStreamLineSchema, routeLine(parameters))

/** A stream the test feeds line by line; `closed` tells whether the consumer let it go. */
function controlledStream() {
  const queue: (V1QuoteStreamLine | Error | 'end')[] = []
  let wake: (() => void) | undefined
  const state = { closed: false }
  const client = {
    async *streamQuotes(_quote: unknown, options?: { signal?: AbortSignal }) {
      const signal = options?.signal
      try {
        while (true) {
          if (queue.length === 0)
            await new Promise<void>((resolve) => {
              wake = resolve
              signal?.addEventListener('abort', () => resolve(), { once: true })
            })
          if (signal?.aborted) throw signal.reason
          const next = queue.shift()
          if (next === undefined) continue
          if (next === 'end') return
          if (next instanceof Error) throw next
          yield next
        }
      } finally {
        state.closed = true
      }
    },
  }
  const push = (item: V1QuoteStreamLine | Error | 'end') => {
    queue.push(item)
    wake?.()
  }
  return { client, push, state }
}

/** Resolves with the next snapshot onUpdate gets. */
function updates() {
  const seen: V1RoutesSnapshot[] = []
  let waiter: ((snapshot: V1RoutesSnapshot) => void) | undefined
  return {
    seen,
    onUpdate: (snapshot: V1RoutesSnapshot) => {
      seen.push(snapshot)
      waiter?.(snapshot)
    },
    next: () => new Promise<V1RoutesSnapshot>((resolve) => (waiter = resolve)),
  }
}

describe('streamRoutes', () => {
  it('shows each route as it answers, ranked, with the best preselected', async () => {
    const { client, push } = controlledStream()
    const seen = updates()
    const done = streamRoutes({ client, quote: quote(), onUpdate: seen.onUpdate, now })

    let update = seen.next()
    push(line({ routeId: 'ExternalA', amountOut: '99000000', tags: ['needs-approval'] }))
    let snapshot = await update
    expect(snapshot.status).toBe('streaming')
    expect(snapshot.best?.routeId).toBe('ExternalA')
    expect(snapshot.best?.needsApproval).toBe(true)

    update = seen.next()
    push(
      line({
        routeId: 'ExternalB',
        amountOut: '99500000',
        estimatedGas: '21000',
        tags: ['1-click'],
      }),
    )
    snapshot = await update
    expect(snapshot.routes.map((route) => route.routeId)).toEqual(['ExternalA', 'ExternalB'])
    expect(snapshot.best?.routeId).toBe('ExternalB')
    expect(snapshot.best).toMatchObject({
      amountOut: 99_500_000n,
      networkFee: 21_000n,
      oneClick: true,
    })

    push('end')
    const final = await done
    expect(final.status).toBe('done')
    expect(final.quoteId).toBe(snapshot.quoteId)
    expect(seen.seen.map((s) => s.status)).toEqual(['streaming', 'streaming', 'done'])
  })

  it('reports nothing after an abort and lets the stream go', async () => {
    const { client, push, state } = controlledStream()
    const seen = updates()
    const controller = new AbortController()
    const done = streamRoutes({
      client,
      quote: quote(),
      onUpdate: seen.onUpdate,
      signal: controller.signal,
      now,
    })
    const first = seen.next()
    push(line({ routeId: 'Native' }))
    await first
    controller.abort()
    push(line({ routeId: 'ExternalA' }))
    const final = await done
    expect(final.status).toBe('aborted')
    expect(seen.seen).toHaveLength(1)
    expect(state.closed).toBe(true)
  })

  it('keeps the first answer of a route listed twice', async () => {
    const { client, push } = controlledStream()
    push(line({ routeId: 'ExternalA', amountOut: '90000000' }))
    push(line({ routeId: 'ExternalA', amountOut: '99999999' }))
    push('end')
    const final = await streamRoutes({ client, quote: quote(), now })
    expect(final.routes).toHaveLength(1)
    expect(final.best?.amountOut).toBe(90_000_000n)
  })

  it('ends with no route when none serves the pair', async () => {
    const { client, push } = controlledStream()
    push('end')
    const final = await streamRoutes({ client, quote: quote(), now })
    expect(final).toMatchObject({ status: 'done', routes: [], best: undefined })
  })

  it('keeps the routes already shown when a line is not a route', async () => {
    const body = [
      JSON.stringify(routeLine({ routeId: 'ExternalA' })),
      JSON.stringify({ name: 'InternalErrorException', message: 'route crashed' }),
      JSON.stringify(routeLine({ routeId: 'ExternalB' })),
    ].join('\n')
    const fetch = vi.fn(
      async () =>
        new Response(`${body}\n`, { headers: { 'content-type': 'application/x-ndjson' } }),
    )
    const client = createV1Client({ baseUrl: 'https://bff.example/api', fetch })
    const seen = updates()
    const final = await streamRoutes({ client, quote: quote(), onUpdate: seen.onUpdate, now })
    expect(final.status).toBe('failed')
    expect(OrderApiResponseError.isInstance(final.error)).toBe(true)
    expect(final.routes.map((route) => route.routeId)).toEqual(['ExternalA'])
    expect(final.best?.routeId).toBe('ExternalA')
    expect(seen.seen.at(-1)?.status).toBe('failed')
  })
})

describe('rankRoutes', () => {
  const option = (parameters: Parameters<typeof routeLine>[0], arrival: number) =>
    toRouteOption(line(parameters), arrival)

  it('orders by amount received, then duration, fee, one click, arrival', () => {
    const routes = [
      option({ routeId: 'Native', amountOut: '99000000', expectedDurationSeconds: 60 }, 0),
      option({ routeId: 'ExternalA', amountOut: '99000000', expectedDurationSeconds: 30 }, 1),
      option(
        {
          routeId: 'ExternalB',
          amountOut: '99000000',
          expectedDurationSeconds: 30,
          estimatedGas: '5',
        },
        2,
      ),
      option(
        {
          routeId: 'ExternalC',
          amountOut: '99000000',
          expectedDurationSeconds: 30,
          estimatedGas: '5',
          tags: ['1-click'],
        },
        3,
      ),
      option({ routeId: 'NativeUTXO', amountOut: '98000000', expectedDurationSeconds: 1 }, 4),
    ]
    expect(
      rankRoutes({ routes, tradeType: 'EXACT_INPUT', nowSeconds: NOW }).map((r) => r.routeId),
    ).toEqual(['ExternalC', 'ExternalB', 'ExternalA', 'Native', 'NativeUTXO'])
  })

  it('prefers the least paid in exact output', () => {
    const cheap = toRouteOption(
      { ...line({ routeId: 'ExternalA' }), quote: { ...line({}).quote, amountIn: 99_000_000n } },
      0,
    )
    const dear = option({ routeId: 'Native', amountOut: '200000000' }, 1)
    expect(
      rankRoutes({ routes: [dear, cheap], tradeType: 'EXACT_OUTPUT', nowSeconds: NOW })[0]?.routeId,
    ).toBe('ExternalA')
  })

  it('leaves out routes whose price expired; a pick stays until it expires', () => {
    const soon = option({ routeId: 'Native', amountOut: '99900000', quoteExpiresAt: NOW + 5 }, 0)
    const later = option(
      { routeId: 'ExternalA', amountOut: '99000000', quoteExpiresAt: NOW + 60 },
      1,
    )
    const snapshotAt = (nowSeconds: number) => {
      const ranked = rankRoutes({ routes: [soon, later], tradeType: 'EXACT_INPUT', nowSeconds })
      return { ranked, best: ranked[0] }
    }
    expect(snapshotAt(NOW).best?.routeId).toBe('Native')
    expect(selectedRoute({ snapshot: snapshotAt(NOW), picked: 'ExternalA' })?.routeId).toBe(
      'ExternalA',
    )
    expect(snapshotAt(NOW + 5).best?.routeId).toBe('ExternalA')
    expect(selectedRoute({ snapshot: snapshotAt(NOW + 5), picked: 'Native' })?.routeId).toBe(
      'ExternalA',
    )
    expect(snapshotAt(NOW + 60).best).toBeUndefined()
  })
})

describe('routeCountdown', () => {
  it('counts down to quoteExpiresAt and carries validBefore as the deadline', () => {
    const route = toRouteOption(line({ quoteExpiresAt: NOW + 42, validBefore: NOW + 600 }), 0)
    expect(routeCountdown({ route, nowSeconds: NOW })).toEqual({
      secondsLeft: 42,
      expired: false,
      validBefore: NOW + 600,
    })
    expect(routeCountdown({ route, nowSeconds: NOW + 50 })).toMatchObject({
      secondsLeft: 0,
      expired: true,
    })
  })
})
