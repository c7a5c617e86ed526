import { rateLimitErrorBodySchema, rateLimitedBody } from '@ferry/order-api'
import { planRefusalReportSchema } from '@ferry/order-api/bff'
import { RateLimiterMemory } from 'rate-limiter-flexible'
import { limiterWait } from '../../http/limiterWait.js'
import { declareRoute } from '../../http/routeDeclaration.js'
import { invalid, notJson } from '../../openapi/documentedResponses.js'
import type { Services } from '../../services/createServices.js'

/** Reports a client may send a minute, and this process takes from everyone together. */
export const PLAN_REFUSALS_PER_CLIENT = 10
export const PLAN_REFUSALS_PER_PROCESS = 600

/**
 * `POST /api/telemetry/plan-refusals`: the widget reports a swap it stopped before the wallet
 * opened because the plan differed from the accepted trade (a build tampered with on its way, or
 * a bug). Only which field, which interface and which chains are taken; limited per client and
 * per process, logged as a warning and counted (`ferry_bff_plan_refusals_total`). Nothing goes
 * upstream.
 */
export const planRefusalsRoute = declareRoute({
  method: 'post',
  path: '/api/telemetry/plan-refusals',
  operationId: 'reportPlanRefusal',
  summary:
    'A swap the widget stopped before the wallet opened (its plan differed from the trade): logged and counted',
  tags: ['widget'],
  request: { body: planRefusalReportSchema },
  responses: {
    '204': { description: 'Logged and counted' },
    '400': invalid,
    '415': notJson,
    '429': {
      description: 'Too many reports from this client or this process',
      schema: rateLimitErrorBodySchema,
    },
  },
  example: { body: { interface: 'v2', field: 'payout', srcChainId: 1, dstChainId: 8453 } },
  handler: ({ services: { limits, logger, metrics } }: { services: Services }) => {
    const perClient = new RateLimiterMemory({ points: PLAN_REFUSALS_PER_CLIENT, duration: 60 })
    const perProcess = new RateLimiterMemory({ points: PLAN_REFUSALS_PER_PROCESS, duration: 60 })
    return async (c, { body: report }) => {
      const waitMs =
        (await limiterWait(perClient, limits.clientOf(c))) ?? (await limiterWait(perProcess, 'all'))
      if (waitMs !== undefined) {
        metrics.refusals.inc({ route: 'plan-refusals' })
        c.header('Retry-After', String(Math.max(1, Math.ceil(waitMs / 1000))))
        return c.json(rateLimitedBody({ message: 'Too many reports; retry shortly' }), 429)
      }
      metrics.planRefusals.inc({ interface: report.interface, field: report.field })
      logger.warn({ planRefusal: report }, 'a widget refused a plan that differed from its trade')
      return c.body(null, 204)
    }
  },
})
