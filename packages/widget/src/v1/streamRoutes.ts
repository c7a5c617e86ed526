import {
  OrderApiAbortedError,
  type V1Client,
  type V1QuoteParameters,
  type V1QuoteStreamLine,
  type V1RouteId,
} from '@ferry/order-api/v1'
import { compareBigint, compareWeighed } from './routeOrder.js'
import type { V1RouteOption } from './v1RouteOption.js'

export type { V1RouteOption } from './v1RouteOption.js'

export type V1RoutesSnapshot = {
  /** `failed`: the stream broke (routes already shown stay usable); `aborted`: inputs changed. */
  status: 'streaming' | 'done' | 'failed' | 'aborted'
  quoteId: string | undefined
  /** In order of arrival. */
  routes: readonly V1RouteOption[]
  /** Best first (see `rankRoutes`); expired routes left out. */
  ranked: readonly V1RouteOption[]
  best: V1RouteOption | undefined
  error?: unknown
}

export type StreamRoutesParameters = {
  client: Pick<V1Client, 'streamQuotes'>
  quote: V1QuoteParameters
  /** Abort when the inputs change: no update is reported after it. */
  signal?: AbortSignal
  /** Every change: each route as it answers, then the end. */
  onUpdate?: (snapshot: V1RoutesSnapshot) => void
  /** Unix seconds; default the clock. */
  now?: () => number
}

const systemSeconds = () => Math.floor(Date.now() / 1000)

/** A stream line as a route option. */
export function toRouteOption(line: V1QuoteStreamLine, arrival: number): V1RouteOption {
  const tags = line.quote.tags ?? []
  return {
    routeId: line.routeId,
    quoteId: line.quoteId,
    icon: line.icon,
    amountIn: line.quote.amountIn,
    amountOut: line.quote.amountOut,
    expectedDurationSeconds: line.quote.expectedDurationSeconds,
    networkFee: line.quote.estimatedGas,
    oneClick: tags.includes('1-click'),
    needsApproval: tags.includes('needs-approval'),
    depositMethods: line.depositMethods,
    quoteExpiresAt: line.quote.quoteExpiresAt,
    validBefore: line.quote.validBefore,
    arrival,
    line,
  }
}

/**
 * The routes best first, leaving out those whose price has expired at `nowSeconds`. Best weighs
 * the wait against the amount (routeOrder's compareWeighed: 0.1 % of the amount a minute beyond
 * the fastest); then the lowest network fee (a route that gives none after those that do); then
 * one-click before needing an approval; then whichever answered first.
 */
export function rankRoutes(parameters: {
  routes: readonly V1RouteOption[]
  tradeType: 'EXACT_INPUT' | 'EXACT_OUTPUT'
  nowSeconds: number
}): V1RouteOption[] {
  const { routes, tradeType, nowSeconds } = parameters
  const priced = routes.filter((route) => route.quoteExpiresAt > nowSeconds)
  const fastestSeconds = Math.min(...priced.map((route) => route.expectedDurationSeconds))
  return priced.sort(
    (a, b) =>
      compareWeighed({ a, b, tradeType, fastestSeconds }) ||
      (a.networkFee === undefined
        ? b.networkFee === undefined
          ? 0
          : 1
        : b.networkFee === undefined
          ? -1
          : compareBigint(a.networkFee, b.networkFee)) ||
      Number(b.oneClick) - Number(a.oneClick) ||
      a.arrival - b.arrival,
  )
}

/** The route to preselect: the user's pick while it is still offered and priced, else the best. */
export function selectedRoute(parameters: {
  snapshot: Pick<V1RoutesSnapshot, 'ranked' | 'best'>
  picked: V1RouteId | undefined
}): V1RouteOption | undefined {
  const { snapshot, picked } = parameters
  return snapshot.ranked.find((route) => route.routeId === picked) ?? snapshot.best
}

/** What a route's countdown shows at `nowSeconds`. */
export function routeCountdown(parameters: { route: V1RouteOption; nowSeconds: number }): {
  secondsLeft: number
  expired: boolean
  /** The order's deadline, for display. */
  validBefore: number
} {
  const { route, nowSeconds } = parameters
  const secondsLeft = Math.max(0, route.quoteExpiresAt - nowSeconds)
  return { secondsLeft, expired: secondsLeft === 0, validBefore: route.validBefore }
}

/**
 * Reads `POST /api/v1/quotes?mode=stream` into a growing list of routes, reporting each as it
 * answers with the list ranked and the best marked. A route listed twice keeps its first answer
 * (a later line cannot move a price the user is looking at). A broken stream keeps the routes
 * already shown (`failed`); an aborted one reports nothing more and resolves `aborted`. The
 * stream may end with no route at all: no route serves the pair (spec v1: POST /v1/quotes).
 */
export async function streamRoutes(parameters: StreamRoutesParameters): Promise<V1RoutesSnapshot> {
  const { client, quote, signal, onUpdate } = parameters
  const now = parameters.now ?? systemSeconds
  const tradeType = quote.request.tradeType
  const routes: V1RouteOption[] = []
  let quoteId: string | undefined
  const snapshot = (status: V1RoutesSnapshot['status'], error?: unknown): V1RoutesSnapshot => {
    const ranked = rankRoutes({ routes, tradeType, nowSeconds: now() })
    return {
      status,
      quoteId,
      routes: [...routes],
      ranked,
      best: ranked[0],
      ...(error === undefined ? {} : { error }),
    }
  }
  const report = (status: V1RoutesSnapshot['status'], error?: unknown) => {
    const next = snapshot(status, error)
    if (!signal?.aborted) onUpdate?.(next)
    return next
  }
  try {
    for await (const line of client.streamQuotes(quote, signal ? { signal } : undefined)) {
      if (signal?.aborted) break
      quoteId ??= line.quoteId
      if (routes.some((route) => route.routeId === line.routeId)) continue
      routes.push(toRouteOption(line, routes.length))
      report('streaming')
    }
  } catch (error) {
    if (signal?.aborted || OrderApiAbortedError.isInstance(error)) return snapshot('aborted')
    return report('failed', error)
  }
  if (signal?.aborted) return snapshot('aborted')
  return report('done')
}
