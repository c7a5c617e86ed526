import { type V1Client, type V1QuoteRequest, type V1RouteId, v1RouteIds } from '@ferry/order-api/v1'
import { useCallback, useEffect, useState } from 'react'
import { useNow } from '../../hooks/useNow.js'
import {
  rankRoutes,
  selectedRoute,
  streamRoutes,
  type V1RouteOption,
  type V1RoutesSnapshot,
} from '../streamRoutes.js'

const keyOf = (request: V1QuoteRequest | undefined) =>
  request === undefined
    ? ''
    : JSON.stringify(request, (_, item) => (typeof item === 'bigint' ? `${item}` : item))

/**
 * The routes of a v1 quote as they answer (streamRoutes), ranked again every second so an
 * expired price drops out, the user's pick kept while it is offered, and a new quote asked for
 * once every price shown has expired. `frozen` holds the quote while its plan runs.
 */
export function useV1Routes(parameters: {
  client: Pick<V1Client, 'streamQuotes'>
  request: V1QuoteRequest | undefined
  frozen: boolean
}) {
  const { client, request, frozen } = parameters
  const key = keyOf(request)
  const [round, setRound] = useState(0)
  const [snapshot, setSnapshot] = useState<V1RoutesSnapshot>()
  const [picked, setPicked] = useState<V1RouteId>()
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `request`'s content; `round` asks again.
  useEffect(() => {
    setSnapshot(undefined)
    setPicked(undefined)
    if (!request) return
    const controller = new AbortController()
    void streamRoutes({
      client,
      // Every route is asked: without `routes` a quoting native route hides the others
      // (spec v1: POST /v1/quotes), and the user is offered the comparison.
      quote: { request, routes: v1RouteIds },
      signal: controller.signal,
      onUpdate: setSnapshot,
    })
    return () => controller.abort()
  }, [key, round, client])
  const now = useNow(snapshot !== undefined)
  const tradeType = request?.tradeType ?? 'EXACT_INPUT'
  const ranked = snapshot ? rankRoutes({ routes: snapshot.routes, tradeType, nowSeconds: now }) : []
  const selected: V1RouteOption | undefined = selectedRoute({
    snapshot: { ranked, best: ranked[0] },
    picked,
  })
  const allExpired =
    snapshot?.status === 'done' && snapshot.routes.length > 0 && ranked.length === 0
  useEffect(() => {
    if (allExpired && !frozen) setRound((current) => current + 1)
  }, [allExpired, frozen])
  const requote = useCallback(() => setRound((current) => current + 1), [])
  return {
    status: snapshot?.status ?? (request ? 'streaming' : undefined),
    failed: snapshot?.status === 'failed',
    /** Best first, expired prices left out. */
    ranked,
    best: ranked[0],
    selected,
    pick: setPicked,
    now,
    /** Asks every route again (after a failure, or for a fresh price). */
    requote,
    /** How many routes answered, expired ones included. */
    answered: snapshot?.routes.length ?? 0,
  }
}
export type V1Routes = ReturnType<typeof useV1Routes>
