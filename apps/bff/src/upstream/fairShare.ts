/**
 * How one route's upstream minute is shared between clients (see README, Traffic):
 *
 * - `reserve`: slots held back for clients that made no request in the last minute, so that
 *   however many clients use the route, one not yet seen is let in at once.
 * - `general`: the rest, shared: a client may hold at most `general / active` of it (active:
 *   clients with a request in the last minute, itself included) and never more than
 *   `perClient`. A client's share shrinks as more clients are active, so N busy clients hold at
 *   most the general part between them, and client N + 1 finds the reserve.
 */
export type FairShare = { perMinute: number; perClient: number; general: number }

/** The default part of each route held back for clients not seen in the last minute. */
export const DEFAULT_RESERVE_SHARE = 0.2

export function fairShareOf(parameters: {
  perMinute: number
  clientShare: number
  reserveShare?: number
}): FairShare {
  const { perMinute } = parameters
  const reserve = Math.min(
    perMinute - 1,
    Math.ceil(perMinute * (parameters.reserveShare ?? DEFAULT_RESERVE_SHARE)),
  )
  return {
    perMinute,
    perClient: Math.max(1, Math.floor(perMinute * parameters.clientShare)),
    general: perMinute - Math.max(0, reserve),
  }
}

/**
 * Whether one more request of a client is admitted: `mine` its requests in the last minute,
 * `active` the clients with one (this one among them), `admitted` every client's. `own` means
 * the client is over its share; `route` that the route is used up for it.
 */
export function fairShareVerdict(
  share: FairShare,
  counts: { mine: number; active: number; admitted: number },
): 'ok' | 'own' | 'route' {
  if (counts.mine === 0) return counts.admitted < share.perMinute ? 'ok' : 'route'
  const own = Math.min(share.perClient, Math.max(1, Math.floor(share.general / counts.active)))
  if (counts.mine >= own) return 'own'
  return counts.admitted < share.general ? 'ok' : 'route'
}
