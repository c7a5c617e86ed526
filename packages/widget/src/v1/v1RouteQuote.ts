import type { QuoteMode } from '@ferry/order-api'
import { type V1QuoteRequest, type V1RouteId, v1ChainFamily, v1RouteIds } from '@ferry/order-api/v1'
import type { QueryFunctionContext, UseQueryOptions } from '@tanstack/react-query'
import type { Dispatch, SetStateAction } from 'react'
import type { UseQuoteReturnType } from '../hooks/useQuote.js'
import type { Recipients } from '../hooks/useRecipients.js'
import { v1Client } from '../query/v1Client.js'
import { familyWalletConnectors } from '../trade/familyWalletConnectors.js'
import { familyWallets } from '../trade/familyWallets.js'
import type { Route } from '../trade/Route.js'
import type { ChooseInterfaceParameters } from './chooseInterface.js'
import { routeOfV1Route } from './routeOfV1Route.js'
import {
  rankRoutes,
  selectedRoute,
  streamRoutes,
  type V1RouteOption,
  type V1RoutesSnapshot,
} from './streamRoutes.js'

// The v1 half of the form's one quote (hooks/useTradeQuote). The form level calls only hooks (their
// order must not change when this module arrives); everything else is here, in the lazy chunk:
// which interface serves, the request, the streamed query, and the routes as `Route`s.

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

/** What the form level keeps for the v1 quote between renders (useTradeQuote's one state). */
export type V1QuoteState = {
  /** A plan runs on the chosen route: its answer is not replaced. */
  held?: boolean
  /** The user's pick, for the request it was made on. */
  picked?: { asked: string; routeId: V1RouteId }
}

/** The form's fields and v2's answer (useQuote), as the form's one quote gets them. */
export type TradeQuoteAsk = Omit<V1QuoteInput, 'amount'> & {
  bffUrl: string
  /** As typed, in base units of the side `mode` names. */
  amount: bigint | undefined
  /** Which interface serves the direction (useInterfaceChoice). */
  choose: (
    rest?: Omit<ChooseInterfaceParameters, 'from' | 'to' | 'v2Params'>,
  ) => 'v1' | 'v2' | 'none' | 'pending' | undefined
  v2: UseQuoteReturnType
  state: V1QuoteState
  setState: Dispatch<SetStateAction<V1QuoteState>>
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
  /** The selected route as a `Route`: the form's other field reads its amounts. */
  route: Route | undefined
  /**
   * Every route answered and none serves the pair at this size, or the stream failed before any
   * answered: a size v2 refused then stays v2's to explain (chooseInterface's `v1Serves`).
   */
  noRoute: boolean
  status: V1RoutesSnapshot['status'] | undefined
  nowSeconds: number
  pick: (routeId: V1RouteId) => void
  /** Holds the answer while a plan runs on it (no new prices when they lapse), or lets it go. */
  hold: (held: boolean) => void
  /** Asks every route again (after a plan's price expired), held or not. */
  requote: () => void
}

const requestKey = (request: V1QuoteRequest) =>
  JSON.stringify(request, (_, item) => (typeof item === 'bigint' ? `${item}` : item))

export const v1RoutesKey = (bffUrl: string, request: V1QuoteRequest) =>
  ['ferry', 'v1', 'routes', bffUrl, requestKey(request)] as const

/** The size asked for, and v2's refusal of it, as chooseInterface reads them. */
const sizedOf = ({ mode, amount, v2 }: TradeQuoteAsk) => ({
  mode,
  ...(amount === undefined ? {} : { amount }),
  v2Refusal: v2.error,
})

/** The v1 request: v1 is asked for the amount as of the last pause in typing, when it serves. */
const requestOf = (ask: TradeQuoteAsk) =>
  v1QuoteRequestOf({
    ...ask,
    amount: ask.choose(sizedOf(ask)) === 'v1' ? ask.v2.settledAmount : undefined,
  })

/** About 23 days: a timer longer than 2^31 - 1 ms fires at once (a price held for weeks would be asked for then). */
const LONGEST_TIMER_MS = 2_000_000_000

/** Milliseconds until the last route's price lapses: the answer is reused until then. */
function heldForMs(snapshot: V1RoutesSnapshot | undefined, nowMs: number): number {
  if (!snapshot || snapshot.status === 'streaming') return 0
  // No route for the pair: asked again after half a minute, as a new amount would.
  if (snapshot.routes.length === 0) return snapshot.status === 'done' ? 30_000 : 0
  const lapses = Math.max(...snapshot.routes.map((route) => route.quoteExpiresAt)) * 1000
  // react-query times staleness with a timer too.
  return Math.min(LONGEST_TIMER_MS, Math.max(0, lapses - nowMs))
}

type RoutesQueryState = { state: { data: V1RoutesSnapshot | undefined } }

/**
 * The streamed v1 quote as a react-query query: each route put in the cache as it answers (the
 * form sees them arrive), the whole stream aborted when the request is superseded (react-query's
 * signal), an answer reused while a price of it holds, and asked again when every price lapsed
 * (unless held: a plan runs on the chosen one). Undefined while there is nothing to ask (the
 * form level's idle query stands).
 */
export function v1RoutesQuoteOptions(
  ask: TradeQuoteAsk,
): UseQueryOptions<V1RoutesSnapshot, Error, V1RoutesSnapshot, readonly unknown[]> | undefined {
  const request = requestOf(ask)
  if (!request) return undefined
  const queryKey = v1RoutesKey(ask.bffUrl, request)
  return {
    queryKey,
    queryFn: ({ signal, client }: QueryFunctionContext) =>
      streamRoutes({
        client: v1Client(ask.bffUrl),
        // Every route is asked: without `routes` a quoting native route hides the others
        // (spec v1: POST /v1/quotes), and the user is offered the comparison.
        quote: { request, routes: v1RouteIds },
        signal,
        onUpdate: (snapshot) => client.setQueryData(queryKey, snapshot),
      }),
    staleTime: (query: RoutesQueryState) => heldForMs(query.state.data, Date.now()),
    refetchInterval: (query: RoutesQueryState) => {
      const ms = heldForMs(query.state.data, Date.now())
      return ask.state.held || ms === 0 ? false : Math.min(ms + 250, LONGEST_TIMER_MS)
    },
    refetchOnWindowFocus: false,
    retry: false,
  }
}

/**
 * The form's one quote once the v1 code is here: v2's answer, the interface that serves the
 * direction, and the v1 routes when it is v1 (`V1RoutesQuote`): ranked now, the pick kept for
 * the request it was made on, the chosen one as a `Route` (the form's other field reads it).
 */
export function tradeQuoteOf(
  ask: TradeQuoteAsk & {
    /** The routes query (v1RoutesQuoteOptions). */
    answer: {
      data: V1RoutesSnapshot | undefined
      isFetching: boolean
      refetch: () => Promise<unknown>
    }
    nowSeconds: number
  },
): UseQuoteReturnType & {
  /** The interface the form trades through, once known. */
  interface: ReturnType<TradeQuoteAsk['choose']>
  /** The v1 routes, when v1 serves the direction (what the v1 panel shows). */
  v1?: V1RoutesQuote | undefined
} {
  const { answer, from, to, nowSeconds, state, setState } = ask
  const request = requestOf(ask)
  const snapshot = request ? answer.data : undefined
  const asked = request ? requestKey(request) : ''
  const ranked: V1RouteOption[] =
    snapshot && request
      ? rankRoutes({ routes: snapshot.routes, tradeType: request.tradeType, nowSeconds })
      : []
  const selected = selectedRoute({
    snapshot: { ranked, best: ranked[0] },
    picked: state.picked?.asked === asked ? state.picked.routeId : undefined,
  })
  const noRoute =
    (snapshot?.status === 'done' || snapshot?.status === 'failed') && snapshot.routes.length === 0
  const hold = (held: boolean) =>
    setState((current) => (current.held === held ? current : { ...current, held }))
  const chosen = ask.choose({ ...sizedOf(ask), ...(noRoute ? { v1Serves: false } : {}) })
  return {
    ...ask.v2,
    interface: chosen,
    v1:
      chosen === 'v1'
        ? {
            request,
            ranked,
            selected,
            route:
              selected && from && to ? routeOfV1Route({ option: selected, from, to }) : undefined,
            noRoute,
            // Asked again with every earlier price lapsed: searching, not "no route".
            status: !request
              ? undefined
              : answer.isFetching && ranked.length === 0
                ? 'streaming'
                : (snapshot?.status ?? 'streaming'),
            nowSeconds,
            pick: (routeId) => setState((current) => ({ ...current, picked: { asked, routeId } })),
            hold,
            requote: () => void answer.refetch(),
          }
        : undefined,
  }
}
