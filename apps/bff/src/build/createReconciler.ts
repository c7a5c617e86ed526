import type { OrderClient } from '@ferry/order-api'
import type { Logger } from 'pino'
import type { Journal } from '../journal/journal.js'
import { resolveByLookup } from './resolveByLookup.js'

export type CreateReconcilerParameters = {
  journal: Journal
  upstream: OrderClient
  logger: Logger
  /** Attempts this process is still settling itself: left alone. */
  inFlight: ReadonlyMap<string, unknown>
  /** Attempts this process settled without an answer: checked at once, whatever their age. */
  lostHere: Set<string>
  orderTtl: () => Promise<number>
  intervalMs: number
  /**
   * Rows started within this many seconds that are not this process's are skipped: another
   * instance may still be waiting for their answer. Rows older than this process never are.
   */
  graceSeconds: number
  /**
   * With several instances: whether this one may run the pass now (it holds the reconciler's
   * lease). Rows younger than `graceSeconds` are then skipped whoever started them: another
   * instance may be settling them. A turn that cannot be asked (Redis down) is taken.
   */
  takeTurn?: () => Promise<boolean>
  onTurnUnknown?: () => void
  now?: () => number
}

export type ReconcileReport = {
  checked: number
  found: number
  ambiguous: number
  notCreated: number
}

/**
 * Settles build attempts left unresolved (a lost answer whose lookups found nothing, a lookup
 * that failed, a process killed mid-build) by looking their order up, at start and every
 * `intervalMs`. An attempt past the order TTL with nothing found made no order that can still be
 * funded: it becomes `not_created`.
 */
export function createReconciler(parameters: CreateReconcilerParameters) {
  const { journal, upstream, logger, inFlight } = parameters
  const now = parameters.now ?? (() => Math.floor(Date.now() / 1000))
  const processStartedAt = now()
  let running: Promise<ReconcileReport> | undefined
  let timer: ReturnType<typeof setInterval> | undefined

  async function myTurn(): Promise<boolean> {
    if (!parameters.takeTurn) return true
    try {
      return await parameters.takeTurn()
    } catch {
      parameters.onTurnUnknown?.()
      return true
    }
  }

  async function reconcile(): Promise<ReconcileReport> {
    const report = { checked: 0, found: 0, ambiguous: 0, notCreated: 0 }
    if (!(await myTurn())) return report
    const orderTtl = await parameters.orderTtl()
    for (const attempt of await journal.unresolved()) {
      if (inFlight.has(attempt.attemptId)) continue
      const at = now()
      const fresh =
        (parameters.takeTurn !== undefined || attempt.startedAt >= processStartedAt) &&
        at - attempt.startedAt < parameters.graceSeconds
      if (fresh && !parameters.lostHere.has(attempt.attemptId)) continue
      report.checked++
      // The pre-build list is journaled right before sending: without it (and written by this
      // version, which always records a client) the build never left this BFF.
      if (attempt.status === 'pending' && attempt.snapshot === null && attempt.clientId !== null) {
        await journal.markNotCreated(attempt.attemptId)
        report.notCreated++
        parameters.lostHere.delete(attempt.attemptId)
        continue
      }
      try {
        const verdict = await resolveByLookup({ upstream, journal, attempt, orderTtl })
        if (verdict === 'found') report.found++
        else if (verdict === 'ambiguous') report.ambiguous++
        else if (at > attempt.startedAt + orderTtl) {
          await journal.markNotCreated(attempt.attemptId)
          report.notCreated++
        } else continue
        parameters.lostHere.delete(attempt.attemptId)
      } catch (error) {
        logger.warn({ error: (error as Error).message }, 'reconcile lookup failed')
      }
    }
    if (report.checked > 0) logger.info(report, 'build attempts reconciled')
    return report
  }

  const reconciler = {
    /** One pass over the unresolved rows (a pass already running is joined, not doubled). */
    runOnce(): Promise<ReconcileReport> {
      running ??= reconcile().finally(() => {
        running = undefined
      })
      return running
    },
    start() {
      if (timer) return
      const pass = () =>
        reconciler.runOnce().catch((error: Error) => {
          logger.warn({ error: error.message }, 'reconcile pass failed')
        })
      void pass()
      timer = setInterval(pass, parameters.intervalMs)
      timer.unref?.()
    },
    stop() {
      if (timer) clearInterval(timer)
      timer = undefined
    },
  }
  return reconciler
}
export type Reconciler = ReturnType<typeof createReconciler>
