import {
  cancelRequestSchema,
  OrderApiNetworkError,
  OrderApiResponseError,
  OrderApiTimeoutError,
  toValidationErrorBody,
} from '@ferry/order-api'
import { Hono } from 'hono'
import { bffErrorBodies } from '../../http/errorResponse.js'
import { readJsonBody } from '../../http/readJsonBody.js'
import type { Services } from '../../services.js'
import { parseOrderIdParam } from './parseOrderIdParam.js'

/** How many relayed cancels are remembered (oldest forgotten first). */
const rememberedCancels = 10_000

export const cancelBodies = {
  alreadyRelayed: {
    name: 'CancelAlreadyRelayedException',
    message:
      'This signed cancel was already relayed. Re-read the order; if it is still open, sign a new cancel (a fresh nonce).',
  },
  outcomeUnknown: {
    name: 'CancelOutcomeUnknownException',
    message:
      'The cancel was sent but its answer was lost. Re-read the order before signing a new cancel.',
  },
}

/**
 * `POST /orders/:orderId/cancel`: the signed cancel, validated and relayed once. The BFF never
 * sends one signed cancel twice, whatever became of the first (spec: cancel rule 3: each attempt
 * signs a fresh nonce); a lost answer is 504 outcome-unknown, never a resend.
 */
export function cancelRoutes({ upstream, limits }: Services) {
  const relayed = new Set<string>()
  return new Hono().post('/orders/:orderId/cancel', async (c) => {
    const orderId = parseOrderIdParam(c)
    if (!orderId.ok) return orderId.response
    const json = await readJsonBody(c)
    if (!json.ok) return c.json(bffErrorBodies.malformedJson, 400)
    const parsed = cancelRequestSchema.safeParse(json.body)
    if (!parsed.success) return c.json(toValidationErrorBody(parsed.error), 400)
    const key = `${orderId.value.toLowerCase()}:${parsed.data.payload.nonce}`
    if (relayed.has(key)) return c.json(cancelBodies.alreadyRelayed, 409)
    const refused = await limits.refuse(c, 'cancel')
    if (refused) return refused
    relayed.add(key)
    if (relayed.size > rememberedCancels) relayed.delete(relayed.values().next().value!)
    try {
      return c.json(await upstream.cancelOrder(orderId.value, parsed.data))
    } catch (error) {
      if (
        OrderApiTimeoutError.isInstance(error) ||
        OrderApiNetworkError.isInstance(error) ||
        OrderApiResponseError.isInstance(error)
      )
        return c.json(cancelBodies.outcomeUnknown, 504)
      throw error
    }
  })
}
