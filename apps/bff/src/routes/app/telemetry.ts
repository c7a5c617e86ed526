import { rateLimitedBody, toValidationErrorBody } from '@ferry/order-api'
import { planRefusalReportSchema } from '@ferry/order-api/bff'
import { Hono } from 'hono'
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible'
import { bffErrorBodies } from '../../http/errorResponse.js'
import { readJsonBody } from '../../http/readJsonBody.js'
import type { Services } from '../../services.js'

/** Reports a client may send a minute, and this process takes from everyone together. */
export const PLAN_REFUSALS_PER_CLIENT = 10
export const PLAN_REFUSALS_PER_PROCESS = 600

/** Milliseconds until the limiter frees a slot, or undefined when one was taken now. */
const refusedFor = (limiter: RateLimiterMemory, key: string) =>
  limiter.consume(key).then(
    () => undefined,
    (error: unknown) => {
      if (error instanceof RateLimiterRes) return error.msBeforeNext
      throw error
    },
  )

/**
 * `/api/telemetry`: `POST /plan-refusals`, where the widget reports a swap it stopped before the
 * wallet opened because the plan differed from the accepted trade (a build tampered with on its
 * way, or a bug). Validated (which field, which interface, which chains; nothing else is taken),
 * limited per client and per process, logged as a warning and counted in the metrics
 * (`ferry_bff_plan_refusals_total`). Nothing goes upstream.
 */
export function telemetryRoutes({ limits, logger, metrics }: Services) {
  const perClient = new RateLimiterMemory({ points: PLAN_REFUSALS_PER_CLIENT, duration: 60 })
  const perProcess = new RateLimiterMemory({ points: PLAN_REFUSALS_PER_PROCESS, duration: 60 })
  return new Hono().post('/plan-refusals', async (c) => {
    const json = await readJsonBody(c)
    if (!json.ok) return c.json(bffErrorBodies.malformedJson, 400)
    const parsed = planRefusalReportSchema.safeParse(json.body)
    if (!parsed.success) return c.json(toValidationErrorBody(parsed.error), 400)
    const waitMs =
      (await refusedFor(perClient, limits.clientOf(c))) ?? (await refusedFor(perProcess, 'all'))
    if (waitMs !== undefined) {
      metrics.refusals.inc({ route: 'plan-refusals' })
      c.header('Retry-After', String(Math.max(1, Math.ceil(waitMs / 1000))))
      return c.json(rateLimitedBody({ message: 'Too many reports; retry shortly' }), 429)
    }
    const report = parsed.data
    metrics.planRefusals.inc({ interface: report.interface, field: report.field })
    logger.warn({ planRefusal: report }, 'a widget refused a plan that differed from its trade')
    return c.body(null, 204)
  })
}
