import { type BuildRequest, buildRequestSchema, chainFamily } from '@ferry/order-api'
import {
  bffBuildResponseSchema,
  buildOutcomePendingBodySchema,
  buildOutcomeUnknownBodySchema,
} from '@ferry/order-api/bff'
import type { Context } from 'hono'
import * as z from 'zod/mini'
import { buildOutcomeBodies } from '../../build/buildOutcomeBodies.js'
import type { BuildDesk } from '../../build/createBuildDesk.js'
import type { Settlement } from '../../build/settleBuild.js'
import { tradeKey } from '../../build/tradeKey.js'
import { tradeOrders } from '../../build/tradeOrders.js'
import type { DepositAddressHold } from '../../depositAddresses/createDepositAddressCaps.js'
import { capRefusalBody } from '../../depositAddresses/openOrderCapBody.js'
import { declareRoute } from '../../http/routeDeclaration.js'
import { beforeSending } from '../../journal/journalUnavailable.js'
import {
  invalid,
  journalDown,
  limitedOrCapped,
  notJson,
} from '../../openapi/documentedResponses.js'
import type { Services } from '../../services/createServices.js'

const seconds = () => Math.floor(Date.now() / 1000)

/**
 * `POST /api/v2/build`: validated, journaled before it is sent, sent once, and never built again
 * on a guess (spec: Build rules 1 and 10). An answer that does not come within the browser's
 * deadline is 503 outcome-unknown with the attempt's id (`GET /builds/:id` tells what became of
 * it); while an attempt of the same depositor and trade is unresolved, a new one is 409
 * outcome-pending.
 * An answered 500 or 502 without an orderId is retried once, as the spec allows. A TRON-source
 * build holds a deposit address under the caps of depositAddresses/ until its outcome says
 * whether one was reserved.
 */
export const buildRoute = declareRoute({
  method: 'post',
  path: '/api/v2/build',
  operationId: 'build',
  summary: 'Builds an order from a quote; journaled, never built twice for one answer',
  tags: ['v2'],
  request: { body: buildRequestSchema },
  responses: {
    '200': { description: 'The order and what to sign', schema: bffBuildResponseSchema },
    '400': invalid,
    '409': {
      description: 'An earlier build of this depositor for this trade is still being confirmed',
      schema: buildOutcomePendingBodySchema,
    },
    '415': notJson,
    '429': limitedOrCapped,
    '503': {
      description:
        'The service did not say whether it created the order: ask /api/v2/builds/{id}. Or nothing was sent: the journal cannot be written, or the depositor’s orders could not be listed (Retry-After)',
      schema: z.union([buildOutcomeUnknownBodySchema, journalDown.schema]),
    },
  },
  example: { body: { amount: '1' } },
  handler:
    ({ services, builds: desk }: { services: Services; builds: BuildDesk }) =>
    async (c, { body: request }) => {
      const { limits, params, timings } = services
      const refused = await limits.refuse(c, 'build')
      if (refused) return refused
      const orderTtl = (await params.current()).terms.orderTtl
      const answerBy = Date.now() + desk.timings.answerDeadlineMs
      for (let attempt = 1; ; attempt++) {
        const opened = await openAttempt({ c, services, desk, request, orderTtl })
        if ('response' in opened) return opened.response
        const { attemptId } = opened
        const settling = desk.settle(opened.attempt, orderTtl).then(async (outcome) => {
          await settleHold({ services, hold: opened.hold, attemptId, outcome, orderTtl })
          return outcome
        })
        const settlement = await settledBy(settling, answerBy)
        if (settlement?.kind === 'built')
          return c.json({
            ...settlement.response,
            builtAt: settlement.builtAt,
            deadline: settlement.deadline,
          })
        if (!settlement || settlement.kind === 'lost') {
          c.header('Retry-After', String(desk.timings.retryAfterSeconds))
          return c.json(buildOutcomeBodies.unknown(attemptId), 503)
        }
        const { error } = settlement
        const retryable =
          attempt === 1 &&
          error.retry === 'once' &&
          !(error.body as { orderId?: unknown } | null)?.orderId &&
          Date.now() + timings.buildRetryDelayMs < answerBy
        if (!retryable) throw error
        await new Promise((resolve) => setTimeout(resolve, timings.buildRetryDelayMs))
      }
    },
})

/** The settlement, or `undefined` when the browser's deadline comes first. */
async function settledBy(settlement: Promise<Settlement>, answerBy: number) {
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), Math.max(0, answerBy - Date.now()))
  })
  try {
    return await Promise.race([settlement, late])
  } finally {
    clearTimeout(timer)
  }
}

/**
 * What a build's outcome means for its deposit-address hold: a built order (or one a lookup
 * found) keeps it until the order's deadline; a refusal, or a lost answer no lookup explains,
 * reserved nothing that anyone can find, so the hold goes.
 */
async function settleHold(parameters: {
  services: Services
  hold: DepositAddressHold | undefined
  attemptId: string
  outcome: Settlement
  orderTtl: number
}) {
  const { hold, outcome } = parameters
  if (!hold) return
  if (outcome.kind === 'built')
    return hold.confirm({
      until: outcome.deadline * 1000,
      order: { interface: 'v2', orderId: outcome.response.orderId },
    })
  if (outcome.kind === 'refused' || !outcome.resolved) return hold.release()
  const row = await parameters.services.journal
    .findByAttemptId(parameters.attemptId)
    .catch(() => undefined)
  return hold.confirm({
    until: ((row?.startedAt ?? seconds()) + parameters.orderTtl) * 1000,
    order: { interface: 'v2', ...(row?.orderId ? { orderId: row.orderId } : {}) },
  })
}

type OpenAttemptParameters = {
  c: Context
  services: Services
  desk: BuildDesk
  request: BuildRequest
  orderTtl: number
}

/**
 * Journals a new attempt, unless one of the same depositor and trade is unresolved (409) or a
 * deposit-address cap is full (429), then lists the orders that exist before it is sent, which a
 * lookup must never adopt. If they cannot be listed, nothing is sent (503); if the journal cannot
 * be written, nothing is sent either (503, JournalUnavailableError).
 */
async function openAttempt({ c, services, desk, request, orderTtl }: OpenAttemptParameters) {
  const { journal, upstream, limits, depositAddresses } = services
  const key = tradeKey(request)
  const depositor = request.depositor.toLowerCase()
  const attemptId = crypto.randomUUID()
  const startedAt = seconds()
  let hold: DepositAddressHold | undefined
  const refusal = await desk.withTradeLock(`${depositor}|${key}`, async () => {
    const unresolved = await beforeSending(() =>
      journal.findUnresolved({ depositor, tradeKey: key, since: startedAt - orderTtl }),
    )
    if (unresolved) return c.json(buildOutcomeBodies.pending(unresolved.attemptId), 409)
    const clientId = limits.clientOf(c)
    // A TRON source is paid into one of the service's pooled deposit addresses (spec: Build rule 10).
    if (chainFamily(request.srcToken.chainId) === 'tron') {
      const reserved = await depositAddresses.reserve({
        id: attemptId,
        client: clientId,
        addresses: [depositor, ...(request.refundAddr ? [request.refundAddr] : [])],
        order: { interface: 'v2' },
      })
      if (!reserved.ok) {
        c.header('Retry-After', String(reserved.retryAfterSeconds))
        return c.json(capRefusalBody(reserved), 429)
      }
      hold = reserved.hold
    }
    try {
      await beforeSending(() =>
        journal.begin({ attemptId, depositor, request, startedAt, clientId }),
      )
    } catch (error) {
      await hold?.release()
      throw error
    }
    return undefined
  })
  if (refusal) return { response: refusal }
  let snapshot: string[]
  try {
    snapshot = (await tradeOrders({ upstream, request })).map((order) => order.orderId)
    await journal.setSnapshot({ attemptId, snapshot })
  } catch (error) {
    services.logger.warn({ error: (error as Error).message }, 'orders before build not listed')
    await hold?.release()
    await journal.markNotCreated(attemptId).catch(() => {})
    c.header('Retry-After', String(desk.timings.retryAfterSeconds))
    return { response: c.json(buildOutcomeBodies.notChecked, 503) }
  }
  return { attemptId, hold, attempt: { attemptId, request, startedAt, snapshot } }
}
