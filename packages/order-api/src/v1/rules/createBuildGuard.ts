import type { V1Client } from '../client/createV1Client.js'
import type { V1RequestOptions } from '../client/v1Transport.js'
import { V1RequestError } from '../errors/V1RequestError.js'
import type { V1BuildRequest, V1DepositPlan } from '../schemas/build.js'

/** The fields a repeated build of one quote must send unchanged. */
export type V1BuildParties = Pick<V1BuildRequest, 'from' | 'recipient' | 'refundTo'>

const partyFields = ['from', 'recipient', 'refundTo'] as const

// EVM hex addresses name the same account in any case; other families are compared exactly.
const same = (a: string | undefined, b: string | undefined) =>
  a === b ||
  (a !== undefined && b !== undefined && /^0x/i.test(a) && a.toLowerCase() === b.toLowerCase())

/**
 * Remembers the parties of each quote's first build, so a repeated build sends the same `from`,
 * `recipient` and `refundTo` (the service answers 400 otherwise; spec v1: POST /v1/deposit/build).
 * Parties are remembered when a build is sent, not when it answers: a lost answer may still have
 * bound them.
 *
 * @example
 * const guard = createBuildGuard()
 * const plan = await guard.build({ client: v1, request })
 */
export function createBuildGuard(parameters: { maxQuotes?: number } = {}) {
  const maxQuotes = parameters.maxQuotes ?? 100
  const parties = new Map<string, V1BuildParties>()

  const guard = {
    /** The parties the quote was first built with, if any. */
    partiesFor(quoteId: string): V1BuildParties | undefined {
      return parties.get(quoteId)
    },

    /** Throws V1RequestError when `request` changes a party of an earlier build of its quote. */
    check(request: V1BuildRequest): void {
      const first = parties.get(request.quoteId)
      if (!first) return
      const changed = partyFields.filter((field) => !same(first[field], request[field]))
      if (changed.length > 0)
        throw new V1RequestError({
          reason: 'build_parties_changed',
          message: 'A repeated build must send the first build’s from, recipient and refundTo',
          problems: changed.map(
            (field) =>
              `${field}: was ${first[field] ?? '(none)'}, now ${request[field] ?? '(none)'}`,
          ),
        })
    },

    /** Records the parties of a quote's first build; later calls for that quote change nothing. */
    remember(request: V1BuildRequest): void {
      if (parties.has(request.quoteId)) return
      if (parties.size >= maxQuotes) {
        const oldest = parties.keys().next().value
        if (oldest !== undefined) parties.delete(oldest)
      }
      parties.set(request.quoteId, {
        from: request.from,
        recipient: request.recipient,
        refundTo: request.refundTo,
      })
    },

    /** Checks, remembers and sends the build. */
    async build(call: {
      client: V1Client
      request: V1BuildRequest
      options?: V1RequestOptions
    }): Promise<V1DepositPlan> {
      guard.check(call.request)
      guard.remember(call.request)
      return call.client.build(call.request, call.options)
    },
  }
  return guard
}

export type V1BuildGuard = ReturnType<typeof createBuildGuard>
