import type { BuildRequest, OrderClient } from '@ferry/order-api'
import type { Journal } from '../journal/journal.js'
import { findLostOrder } from './findLostOrder.js'

export type ResolveByLookupParameters = {
  upstream: OrderClient
  journal: Journal
  attempt: { attemptId: string; request: unknown; startedAt: number; snapshot: string[] | null }
  orderTtl: number
}

/**
 * One lookup for the order of an attempt whose answer was lost, journaled: `found` records the
 * order (unfundable: its deposit details were in the lost answer) with the attempt's start as
 * its build time, so its deadline is never later than the service's; `ambiguous` records the
 * candidates for an operator. Throws when the lookup itself fails; the row stays unresolved.
 */
export async function resolveByLookup({
  upstream,
  journal,
  attempt,
  orderTtl,
}: ResolveByLookupParameters): Promise<'found' | 'ambiguous' | 'none'> {
  const lookup = await findLostOrder({
    upstream,
    journal,
    request: attempt.request as BuildRequest,
    snapshot: attempt.snapshot,
  })
  if (lookup.kind === 'found') {
    const recorded = await journal.recover({
      attemptId: attempt.attemptId,
      orderId: lookup.orderId,
      builtAt: attempt.startedAt,
      deadline: attempt.startedAt + orderTtl,
    })
    // Another row took it meanwhile (a late answer): this attempt's order is still unknown.
    return recorded ? 'found' : 'none'
  }
  if (lookup.kind === 'ambiguous') {
    await journal.markAmbiguous({ attemptId: attempt.attemptId, candidates: lookup.orderIds })
    return 'ambiguous'
  }
  return 'none'
}
