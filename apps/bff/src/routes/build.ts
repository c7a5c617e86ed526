import {
  buildRequestSchema,
  isTronBuildResponse,
  OrderApiError,
  OrderApiNetworkError,
  OrderApiTimeoutError,
  toValidationErrorBody,
} from '@ferry/order-api'
import { Hono } from 'hono'
import { findLostOrder } from '../build/findLostOrder.js'
import { bffErrorBodies } from '../errorResponse.js'
import { readJsonBody } from '../readJsonBody.js'
import type { Services } from '../services.js'

/**
 * `POST /build`: validated, journaled before and after, never built twice for one answer
 * (spec: Build rules 1 and 10).
 */
export function buildRoutes({ upstream, limits, journal, params, timings }: Services) {
  return new Hono().post('/build', async (c) => {
    const json = await readJsonBody(c)
    if (!json.ok) return c.json(bffErrorBodies.malformedJson, 400)
    const parsed = buildRequestSchema.safeParse(json.body)
    if (!parsed.success) return c.json(toValidationErrorBody(parsed.error), 400)
    const refused = limits.refuse(c, 'build')
    if (refused) return refused
    const request = parsed.data
    const orderTtl = (await params.current()).terms.orderTtl
    for (let attempt = 1; ; attempt++) {
      const attemptId = crypto.randomUUID()
      const startedAt = Math.floor(Date.now() / 1000)
      await journal.begin({ attemptId, depositor: request.depositor, request, startedAt })
      try {
        // Never retried inside the client: a build that answered is final (spec: Build rule 1).
        const response = await upstream.build(request)
        const builtAt = Math.floor(Date.now() / 1000)
        const deadline = isTronBuildResponse(response) ? response.deadline : builtAt + orderTtl
        await journal.succeed({ attemptId, orderId: response.orderId, response, builtAt, deadline })
        return c.json({ ...response, builtAt, deadline })
      } catch (error) {
        const lost =
          OrderApiNetworkError.isInstance(error) || OrderApiTimeoutError.isInstance(error)
        await journal.fail({
          attemptId,
          status: lost ? 'unknown' : 'failed',
          error: OrderApiError.isInstance(error)
            ? { status: error.status, body: error.body }
            : { message: (error as Error).message },
        })
        if (attempt > 1) throw error
        if (lost) {
          // No answer: the order may exist. Look before building again (spec: Build rule 10).
          const found = await findLostOrder({ upstream, journal, request })
          if (found) {
            await journal.recover({
              attemptId,
              orderId: found.orderId,
              builtAt: startedAt,
              deadline: startedAt + orderTtl,
            })
            return c.json(
              {
                error:
                  'The service created an order but its answer was lost; it cannot be funded safely. Build a new quote.',
                orderId: found.orderId,
              },
              502,
            )
          }
        } else if (
          !(
            OrderApiError.isInstance(error) &&
            error.retry === 'once' &&
            !(error.body as { orderId?: unknown } | null)?.orderId
          )
        ) {
          throw error
        }
        await new Promise((resolve) => setTimeout(resolve, timings.buildRetryDelayMs))
      }
    }
  })
}
