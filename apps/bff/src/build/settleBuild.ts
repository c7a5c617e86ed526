import {
  type BuildRequest,
  type BuildResponse,
  isTronBuildResponse,
  OrderApiError,
  type OrderClient,
} from '@ferry/order-api'
import type { Logger } from 'pino'
import type { Journal } from '../journal/journal.js'
import { resolveByLookup } from './resolveByLookup.js'

export type Settlement =
  | { kind: 'built'; response: BuildResponse; builtAt: number; deadline: number }
  /** The service answered with an error status: its verdict stands (spec: Build errors). */
  | { kind: 'refused'; error: OrderApiError }
  /** No usable answer; `resolved` when the lookups found the order (or several candidates). */
  | { kind: 'lost'; resolved: boolean }

export type SettleBuildParameters = {
  /** The client for builds: its time limit is the outcome timeout, not the browser's deadline. */
  buildClient: OrderClient
  /** The client for lookups. */
  upstream: OrderClient
  journal: Journal
  logger: Logger
  attempt: { attemptId: string; request: BuildRequest; startedAt: number; snapshot: string[] }
  orderTtl: number
  /** How long to keep looking for the order of a lost answer, and how often. */
  lookupWindowMs: number
  lookupIntervalMs: number
  now?: () => number
}

const seconds = () => Math.floor(Date.now() / 1000)

/**
 * Sends one build and journals what became of it. A build is single-shot: a lost answer
 * (timeout, cut connection, unreadable 200) is resolved only by looking the order up for a
 * bounded while, never by building again (spec: Build rules 1 and 10). Never rejects.
 */
export async function settleBuild(parameters: SettleBuildParameters): Promise<Settlement> {
  const { buildClient, journal, attempt, orderTtl, logger } = parameters
  const now = parameters.now ?? seconds
  let failure: unknown
  try {
    const response = await buildClient.build(attempt.request)
    const builtAt = now()
    // The service gives no deadline for an EVM source: orderTtl from the build call (rule 6).
    const deadline = isTronBuildResponse(response) ? response.deadline : builtAt + orderTtl
    await journal.succeed({
      attemptId: attempt.attemptId,
      orderId: response.orderId,
      response,
      builtAt,
      deadline,
    })
    return { kind: 'built', response, builtAt, deadline }
  } catch (error) {
    failure = error
  }
  try {
    if (OrderApiError.isInstance(failure)) {
      await journal.fail({
        attemptId: attempt.attemptId,
        status: 'failed',
        error: { status: failure.status, body: failure.body },
      })
      return { kind: 'refused', error: failure }
    }
    await journal.fail({
      attemptId: attempt.attemptId,
      status: 'unknown',
      error: { message: (failure as Error).message },
    })
    return { kind: 'lost', resolved: await lookForLostOrder(parameters) }
  } catch (error) {
    // The journal itself failed: the row stays unresolved for the reconciler.
    logger.error({ error: (error as Error).message }, 'build outcome could not be journaled')
    return { kind: 'lost', resolved: false }
  }
}

async function lookForLostOrder(parameters: SettleBuildParameters): Promise<boolean> {
  const { upstream, journal, attempt, orderTtl, logger } = parameters
  const until = Date.now() + parameters.lookupWindowMs
  while (true) {
    try {
      const verdict = await resolveByLookup({ upstream, journal, attempt, orderTtl })
      if (verdict !== 'none') return true
    } catch (error) {
      logger.warn({ error: (error as Error).message }, 'lost-build lookup failed')
    }
    if (Date.now() + parameters.lookupIntervalMs > until) return false
    await new Promise((resolve) => setTimeout(resolve, parameters.lookupIntervalMs))
  }
}
