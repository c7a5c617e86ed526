import { cancelRequestSchema, toValidationErrorBody } from '@ferry/order-api'
import { Hono } from 'hono'
import { bffErrorBodies } from '../errorResponse.js'
import { readJsonBody } from '../readJsonBody.js'
import type { Services } from '../services.js'
import { parseOrderIdParam } from './parseOrderIdParam.js'

/** `POST /orders/:orderId/cancel`: the signed cancel, validated and relayed once. */
export function cancelRoutes({ upstream, limits }: Services) {
  return new Hono().post('/orders/:orderId/cancel', async (c) => {
    const orderId = parseOrderIdParam(c)
    if (!orderId.ok) return orderId.response
    const json = await readJsonBody(c)
    if (!json.ok) return c.json(bffErrorBodies.malformedJson, 400)
    const parsed = cancelRequestSchema.safeParse(json.body)
    if (!parsed.success) return c.json(toValidationErrorBody(parsed.error), 400)
    const refused = limits.refuse(c, 'cancel')
    if (refused) return refused
    // Not retried: a new attempt needs a new nonce and so a new signature (spec: cancel rule 3).
    return c.json(await upstream.cancelOrder(orderId.value, parsed.data))
  })
}
