import {
  expectedDepositHash,
  findSubmittedOrder,
  OrderApiNetworkError,
  OrderApiResponseError,
  OrderApiTimeoutError,
  V1ApiError,
  type V1Client,
  type V1Order,
  type V1SubmitRequest,
} from '@ferry/order-api/v1'
import type { RunLocked } from '../cluster/createLocks.js'
import { beforeSending } from '../journal/journalUnavailable.js'
import type { V1SubmitEntry, V1SubmitJournal } from './v1SubmitJournal.js'

/** What the BFF answers a submit with: the service's answer, or the order a lookup found. */
export type V1SubmitAnswer = {
  orderId: string
  txHash: string
  /** True when the order was found by looking it up (the submit's own answer was lost). */
  recovered?: true
}

export type V1SubmitOutcome = { ok: true; answer: V1SubmitAnswer } | { ok: false; error: unknown }

/** No usable answer, a 500, or the 404 a repeated submit gets: the order may exist. */
function outcomeUnknown(error: unknown): boolean {
  if (
    OrderApiTimeoutError.isInstance(error) ||
    OrderApiNetworkError.isInstance(error) ||
    OrderApiResponseError.isInstance(error)
  )
    return true
  return V1ApiError.isInstance(error) && (error.status >= 500 || error.kind === 'quote_not_found')
}

const unsettled = new Set<V1SubmitEntry['status']>(['pending', 'unknown'])

/**
 * Sends v1 submits so that each deposit is registered once (spec v1: PUT /v1/deposit/submit).
 * Every submit is journaled before it is sent and settled after. A submit whose outcome is
 * unknown (lost answer, timeout, 500) is resolved by looking the order up by address and
 * `txHashSearch`, never by sending it again on a guess; a 404 QuoteNotFoundException is checked
 * the same way, so that a repeat after a lost answer reads as "already submitted" with the
 * found order. A journal that cannot be read or written before the send stops it
 * (JournalUnavailableError: nothing sent). Concurrent submits of one quote share one attempt, and with `lock` (services.locks,
 * across instances with Redis) an instance reads the journal only once another has settled it.
 */
export function createV1SubmitDesk(parameters: {
  journal: V1SubmitJournal
  client: V1Client
  /** Pauses before each lookup of a submit whose outcome is unknown. Default 0, 500, 1 500 ms. */
  lookupPausesMs?: number[]
  /** Runs one submit alone per quote and route. Default: no lock beyond this process's. */
  lock?: RunLocked
}) {
  const { journal, client } = parameters
  const lookupPausesMs = parameters.lookupPausesMs ?? [0, 500, 1_500]
  const inFlight = new Map<string, Promise<V1SubmitOutcome>>()

  /**
   * The order a submit registered, looked up a few times (bounded): the service may list it a
   * moment after it answered, and one failed read says nothing about the order.
   */
  async function lookUp(
    request: V1SubmitRequest,
    address: string | null,
  ): Promise<V1Order | undefined> {
    if (!address) return undefined
    for (const [attempt, pause] of lookupPausesMs.entries()) {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, pause))
      try {
        const found = await findSubmittedOrder({ client, request, address })
        if (found) return found
      } catch {
        // The lookup failing says nothing about the order: the outcome stays unknown.
      }
    }
    return undefined
  }

  async function adopt(request: V1SubmitRequest, order: V1Order): Promise<V1SubmitOutcome> {
    const answer: V1SubmitAnswer = {
      orderId: order.id,
      // The order may not show its deposit yet: a signed transaction's hash is known anyway.
      txHash: order.depositTxHash ?? expectedDepositHash(request) ?? '',
      recovered: true,
    }
    await journal.settle({ ...request, status: 'submitted', response: answer, orderId: order.id })
    return { ok: true, answer }
  }

  async function run(request: V1SubmitRequest): Promise<V1SubmitOutcome> {
    const entry = await beforeSending(() => journal.get(request))
    if (entry?.status === 'submitted' && entry.response)
      return { ok: true, answer: entry.response as V1SubmitAnswer }
    const address = entry?.address ?? null
    // An earlier attempt may have registered the deposit: look before sending again.
    if (entry && unsettled.has(entry.status)) {
      const found = await lookUp(request, address)
      if (found) return adopt(request, found)
    }
    await beforeSending(() => journal.begin({ ...request, request }))
    let answer: Awaited<ReturnType<V1Client['submit']>>
    try {
      answer = await client.submit(request)
    } catch (error) {
      const summary = errorSummary(error)
      if (!outcomeUnknown(error)) {
        await journal.settle({ ...request, status: 'failed', error: summary })
        return { ok: false, error }
      }
      await journal.settle({ ...request, status: 'unknown', error: summary })
      const found = await lookUp(request, address)
      if (found) return adopt(request, found)
      return { ok: false, error }
    }
    const kept = { orderId: answer.orderId, txHash: answer.txHash }
    // The deposit is registered: it is answered even if the journal fails now. The entry then
    // stays pending, and a retry looks the order up before anything is sent again.
    await journal
      .settle({ ...request, status: 'submitted', response: kept, orderId: kept.orderId })
      .catch(() => {})
    return { ok: true, answer: kept }
  }

  return {
    submit(request: V1SubmitRequest): Promise<V1SubmitOutcome> {
      const key = `${request.quoteId.toLowerCase()} ${request.routeId}`
      const running = inFlight.get(key)
      if (running) return running
      const locked = parameters.lock
        ? parameters.lock(`v1submit:${key}`, () => run(request))
        : run(request)
      const started = locked.finally(() => inFlight.delete(key))
      inFlight.set(key, started)
      return started
    },
    /** What the journal knows of a quote and route's builds and submit. */
    async builtBy(key: { quoteId: string; routeId: string }) {
      return journal.get(key)
    },
    /** Who built the deposit of a quote and route: where its order will be listed. */
    recordBuild(entry: { quoteId: string; routeId: string; address: string | null }) {
      return journal.recordBuild(entry)
    },
  }
}
export type V1SubmitDesk = ReturnType<typeof createV1SubmitDesk>

function errorSummary(error: unknown) {
  if (V1ApiError.isInstance(error))
    return { status: error.status, name: error.errorName ?? null, message: error.shortMessage }
  return { message: error instanceof Error ? error.name : 'unknown' }
}
