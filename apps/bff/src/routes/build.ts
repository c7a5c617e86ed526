import { type BuildRequest, buildRequestSchema, toValidationErrorBody } from '@ferry/order-api'
import { type Context, Hono } from 'hono'
import { buildOutcomeBodies } from '../build/buildOutcomeBodies.js'
import type { BuildDesk } from '../build/createBuildDesk.js'
import type { Settlement } from '../build/settleBuild.js'
import { tradeKey } from '../build/tradeKey.js'
import { tradeOrders } from '../build/tradeOrders.js'
import { defaultTronOrderCaps, fullTronOrderCap, tronOrderCapBody } from '../build/tronOrderCap.js'
import { bffErrorBodies } from '../errorResponse.js'
import { readJsonBody } from '../readJsonBody.js'
import type { Services } from '../services.js'

const seconds = () => Math.floor(Date.now() / 1000)

/**
 * `POST /build`: validated, journaled before it is sent, sent once, and never built again on a
 * guess (spec: Build rules 1 and 10). An answer that does not come within the browser's deadline
 * is 503 outcome-unknown with the attempt's id (`GET /builds/:id` tells what became of it); while
 * an attempt of the same depositor and trade is unresolved, a new one is 409 outcome-pending.
 * An answered 500 or 502 without an orderId is retried once, as the spec allows.
 */
export function buildRoutes(services: Services, desk: BuildDesk) {
  const { limits, params, timings } = services
  return new Hono().post('/build', async (c) => {
    const json = await readJsonBody(c)
    if (!json.ok) return c.json(bffErrorBodies.malformedJson, 400)
    const parsed = buildRequestSchema.safeParse(json.body)
    if (!parsed.success) return c.json(toValidationErrorBody(parsed.error), 400)
    const refused = await limits.refuse(c, 'build')
    if (refused) return refused
    const request = parsed.data
    const orderTtl = (await params.current()).terms.orderTtl
    const answerBy = Date.now() + desk.timings.answerDeadlineMs
    for (let attempt = 1; ; attempt++) {
      const opened = await openAttempt({ c, services, desk, request, orderTtl })
      if ('response' in opened) return opened.response
      const { attemptId } = opened
      const settlement = await settledBy(desk.settle(opened.attempt, orderTtl), answerBy)
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
  })
}

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

type OpenAttemptParameters = {
  c: Context
  services: Services
  desk: BuildDesk
  request: BuildRequest
  orderTtl: number
}

/**
 * Journals a new attempt, unless one of the same depositor and trade is unresolved (409) or a
 * TRON cap is full (409), then lists the orders that exist before it is sent, which a lookup
 * must never adopt. If they cannot be listed, nothing is sent (503).
 */
async function openAttempt({ c, services, desk, request, orderTtl }: OpenAttemptParameters) {
  const { journal, upstream, config, limits } = services
  const key = tradeKey(request)
  const depositor = request.depositor.toLowerCase()
  const attemptId = crypto.randomUUID()
  const startedAt = seconds()
  const refusal = await desk.withTradeLock(`${depositor}|${key}`, async () => {
    const unresolved = await journal.findUnresolved({
      depositor,
      tradeKey: key,
      since: startedAt - orderTtl,
    })
    if (unresolved) return c.json(buildOutcomeBodies.pending(unresolved.attemptId), 409)
    const clientId = limits.clientOf(c)
    const full = await fullTronOrderCap({
      journal,
      upstream,
      request,
      clientId,
      orderTtl,
      now: startedAt,
      caps: config.tronOrderCaps ?? defaultTronOrderCaps,
    })
    if (full) return c.json(tronOrderCapBody(full), 409)
    await journal.begin({ attemptId, depositor, request, startedAt, clientId })
    return undefined
  })
  if (refusal) return { response: refusal }
  let snapshot: string[]
  try {
    snapshot = (await tradeOrders({ upstream, request })).map((order) => order.orderId)
    await journal.setSnapshot({ attemptId, snapshot })
  } catch (error) {
    services.logger.warn({ error: (error as Error).message }, 'orders before build not listed')
    await journal.markNotCreated(attemptId)
    c.header('Retry-After', String(desk.timings.retryAfterSeconds))
    return { response: c.json(buildOutcomeBodies.notChecked, 503) }
  }
  return { attemptId, attempt: { attemptId, request, startedAt, snapshot } }
}
