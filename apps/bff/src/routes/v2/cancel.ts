import {
  cancelRequestSchema,
  cancelResponseSchema,
  OrderApiNetworkError,
  OrderApiResponseError,
  OrderApiTimeoutError,
  routeErrorBodySchema,
} from '@ferry/order-api'
import { declareRoute } from '../../http/routeDeclaration.js'
import { examples, invalid, notJson } from '../../openapi/documentedResponses.js'
import type { Services } from '../../services/createServices.js'
import { orderIdParameter, orderIdParams } from './orderIdParameter.js'

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
 * `POST /api/v2/orders/{orderId}/cancel`: the signed cancel, validated and relayed once. The BFF
 * never sends one signed cancel twice, whatever became of the first (spec: cancel rule 3: each
 * attempt signs a fresh nonce); a lost answer is 504 outcome-unknown, never a resend.
 */
export const cancelRoute = declareRoute({
  method: 'post',
  path: '/api/v2/orders/{orderId}/cancel',
  operationId: 'cancelOrder',
  summary: 'Relays a signed cancel once',
  tags: ['v2'],
  pathParameters: orderIdParameter,
  request: { params: orderIdParams, body: cancelRequestSchema },
  responses: {
    '200': { description: 'Relayed', schema: cancelResponseSchema },
    '400': invalid,
    '404': { description: 'No such order' },
    '409': { description: 'Not cancellable now', schema: routeErrorBodySchema },
    '415': notJson,
  },
  example: { path: { orderId: examples.orderId }, body: { payload: {} } },
  handler: ({ services: { upstream, limits } }: { services: Services }) => {
    const relayed = new Set<string>()
    return async (c, { params: { orderId }, body }) => {
      const key = `${orderId.toLowerCase()}:${body.payload.nonce}`
      if (relayed.has(key)) return c.json(cancelBodies.alreadyRelayed, 409)
      const refused = await limits.refuse(c, 'cancel')
      if (refused) return refused
      relayed.add(key)
      if (relayed.size > rememberedCancels) relayed.delete(relayed.values().next().value!)
      try {
        return c.json(await upstream.cancelOrder(orderId, body))
      } catch (error) {
        if (
          OrderApiTimeoutError.isInstance(error) ||
          OrderApiNetworkError.isInstance(error) ||
          OrderApiResponseError.isInstance(error)
        )
          return c.json(cancelBodies.outcomeUnknown, 504)
        throw error
      }
    }
  },
})
