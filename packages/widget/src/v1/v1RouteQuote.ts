import type { QuoteMode } from '@ferry/order-api'
import { type V1QuoteRequest, type V1RouteId, v1ChainFamily, v1RouteIds } from '@ferry/order-api/v1'
import type { QueryClient, QueryFunctionContext } from '@tanstack/react-query'
import type { Recipients } from '../hooks/useRecipients.js'
import { v1Client } from '../query/v1Client.js'
import { familyWalletConnectors } from '../trade/familyWalletConnectors.js'
import { familyWallets } from '../trade/familyWallets.js'
import type { Route } from '../trade/Route.js'
import { routeOfV1Route } from './routeOfV1Route.js'
import {
  rankRoutes,
  selectedRoute,
  streamRoutes,
  type V1RouteOption,
  type V1RoutesSnapshot,
} from './streamRoutes.js'

// The v1 half of the form's one quote (hooks/useTradeQuote): what the form level calls into once
// the lazy v1 module is there. The request, the streamed query, and the routes as `Route`s.

type Side = { chainId: number; token: string; symbol?: string; decimals?: number }

export type V1QuoteInput = {
  from: Side | undefined
  to: Side | undefined
  mode: QuoteMode
  /** In base units of the side `mode` names, as of the last pause in typing. */
  amount: bigint | undefined
  depositor: string | undefined
  recipients: Pick<Recipients, 'valid' | 'request'>
}

/** The v1 quote request of the form's fields, or undefined while something is missing. */
export function v1QuoteRequestOf(input: V1QuoteInput): V1QuoteRequest | undefined {
  const { from, to, mode, amount, depositor, recipients } = input
  if (!from || !to || !recipients.valid || amount === undefined || amount <= 0n) return undefined
  const family = v1ChainFamily(from.chainId)
  // Typed in, or a Solana source's connected wallet (useRecipients' default).
  const refundTo = recipients.request.refundAddr
  const recipient =
    recipients.request.payoutAddr ?? (v1ChainFamily(to.chainId) === 'evm' ? depositor : undefined)
  // A wallet source quotes for the connected wallet (EVM, or the family's own where only it can
  // deposit: Solana); a transfer source for its refund address.
  const fromAddress =
    family === 'evm'
      ? depositor
      : familyWalletConnectors[family]?.depositNeedsWallet
        ? familyWallets.get(family).wallet?.address
        : refundTo
  return {
    tradeType: mode === 'exact_input' ? 'EXACT_INPUT' : 'EXACT_OUTPUT',
    fromChainId: from.chainId,
    fromToken: from.token,
    toChainId: to.chainId,
    toToken: to.token,
    amount,
    ...(fromAddress === undefined ? {} : { fromAddress }),
    ...(recipient === undefined ? {} : { recipient }),
    ...(refundTo === undefined ? {} : { refundTo }),
  }
}

/** The v1 routes of the form's one quote (hooks/useTradeQuote), as the v1 panel gets them. */
export type V1RoutesQuote = {
  /** Undefined while the form lacks an amount or a valid address. */
  request: V1QuoteRequest | undefined
  /** Best first, expired prices left out. */
  ranked: readonly V1RouteOption[]
  /** The user's pick while it is offered, else the best. */
  selected: V1RouteOption | undefined
  /**
   * Every route answered and none serves the pair at this size, or the stream failed before any
   * answered: a size v2 refused then stays v2's to explain (chooseInterface's `v1Serves`).
   */
  noRoute: boolean
  status: V1RoutesSnapshot['status'] | undefined
  nowSeconds: number
  pick: (routeId: V1RouteId) => void
  /** Holds the answer while a plan runs on it (no new prices), or lets it go again. */
  hold: (held: boolean) => void
  /** Asks every route again (after a plan's price expired). */
  requote: () => void
}

const requestKey = (request: V1QuoteRequest) =>
  JSON.stringify(request, (_, item) => (typeof item === 'bigint' ? `${item}` : item))

export const v1RoutesKey = (bffUrl: string, request: V1QuoteRequest) =>
  ['ferry', 'v1', 'routes', bffUrl, requestKey(request)] as const

/** Milliseconds until the last route's price lapses: the answer is reused until then. */
function heldForMs(snapshot: V1RoutesSnapshot | undefined, nowMs: number): number {
  if (!snapshot || snapshot.status === 'streaming') return 0
  // No route for the pair: asked again after half a minute, as a new amount would.
  if (snapshot.routes.length === 0) return snapshot.status === 'done' ? 30_000 : 0
  const lapses = Math.max(...snapshot.routes.map((route) => route.quoteExpiresAt)) * 1000
  return Math.max(0, lapses - nowMs)
}

/**
 * The streamed v1 quote as a react-query query: each route put in the cache as it answers (the
 * form sees them arrive), the whole stream aborted when the request is superseded (react-query's
 * signal), an answer reused while a price of it holds, and asked again when every price lapsed
 * (unless `held`: a plan runs on the chosen one).
 */
export function v1RoutesQuoteOptions(parameters: {
  bffUrl: string
  input: V1QuoteInput
  queryClient: QueryClient
  held: boolean
}) {
  const { bffUrl, queryClient, held } = parameters
  const request = v1QuoteRequestOf(parameters.input)
  if (!request) return { queryKey: ['ferry', 'v1', 'routes'], enabled: false }
  const queryKey = v1RoutesKey(bffUrl, request)
  return {
    queryKey,
    queryFn: ({ signal }: QueryFunctionContext) =>
      streamRoutes({
        client: v1Client(bffUrl),
        // Every route is asked: without `routes` a quoting native route hides the others
        // (spec v1: POST /v1/quotes), and the user is offered the comparison.
        quote: { request, routes: v1RouteIds },
        signal,
        onUpdate: (snapshot) => queryClient.setQueryData(queryKey, snapshot),
      }),
    staleTime: (query: { state: { data: V1RoutesSnapshot | undefined } }) =>
      heldForMs(query.state.data, Date.now()),
    refetchInterval: (query: { state: { data: V1RoutesSnapshot | undefined } }) => {
      const ms = heldForMs(query.state.data, Date.now())
      return held || ms === 0 ? false : ms + 250
    },
    refetchOnWindowFocus: false,
    retry: false,
  }
}

/**
 * The routes of an answer as the form shows them (`V1RoutesQuote`): ranked now, the pick kept
 * for the request it was made on, the chosen one as a `Route` (the form's other field reads it).
 */
export function v1RoutesQuoteOf(parameters: {
  answer: {
    data: V1RoutesSnapshot | undefined
    isFetching: boolean
    refetch: () => Promise<unknown>
  }
  input: V1QuoteInput
  nowSeconds: number
  picked: { asked: string; routeId: V1RouteId } | undefined
  setPicked: (picked: { asked: string; routeId: V1RouteId }) => void
  hold: (held: boolean) => void
}): V1RoutesQuote & { route: Route | undefined } {
  const { answer, input, nowSeconds, picked, hold } = parameters
  const { from, to } = input
  const request = v1QuoteRequestOf(input)
  const snapshot = request ? answer.data : undefined
  const asked = request ? requestKey(request) : ''
  const ranked: V1RouteOption[] =
    snapshot && request
      ? rankRoutes({ routes: snapshot.routes, tradeType: request.tradeType, nowSeconds })
      : []
  const selected = selectedRoute({
    snapshot: { ranked, best: ranked[0] },
    picked: picked?.asked === asked ? picked.routeId : undefined,
  })
  return {
    request,
    ranked,
    selected,
    route: selected && from && to ? routeOfV1Route({ option: selected, from, to }) : undefined,
    noRoute:
      (snapshot?.status === 'done' || snapshot?.status === 'failed') &&
      snapshot.routes.length === 0,
    // Asked again with every earlier price lapsed: searching, not "no route".
    status: !request
      ? undefined
      : answer.isFetching && ranked.length === 0
        ? 'streaming'
        : (snapshot?.status ?? 'streaming'),
    nowSeconds,
    pick: (routeId) => parameters.setPicked({ asked, routeId }),
    hold,
    requote: () => {
      hold(false)
      void answer.refetch()
    },
  }
}
