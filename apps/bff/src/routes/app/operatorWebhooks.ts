import { timingSafeEqual } from 'node:crypto'
import * as z from 'zod/mini'
import { declareRoute } from '../../http/routeDeclaration.js'
import type { Webhooks } from '../../webhooks/createWebhooks.js'

const bearerMatches = (header: string | undefined, token: string) => {
  const given = Buffer.from(header?.replace(/^Bearer\s+/i, '') ?? '')
  const wanted = Buffer.from(token)
  return given.length === wanted.length && timingSafeEqual(given, wanted)
}

const operatorError = z.looseObject({ error: z.string(), message: z.string() })

/**
 * `POST /api/operator/webhooks/{eventId}/replay`: queues an event again for every receiver. Only
 * with WEBHOOK_OPERATOR_TOKEN set, and only with that token as bearer; otherwise 404, as if the
 * route did not exist.
 */
export const operatorWebhooksRoute = declareRoute({
  method: 'post',
  path: '/api/operator/webhooks/{eventId}/replay',
  operationId: 'replayWebhook',
  summary:
    'Sends a webhook event again to every receiver (bearer WEBHOOK_OPERATOR_TOKEN; 404 when that is unset)',
  tags: ['webhooks'],
  pathParameters: {
    eventId: {
      description: 'The event id, as sent in `webhook-id` (`v2:<orderId>:order.delivered`)',
      pattern: '^(v1|v2):[^:]+:order\\.[a-z_]+$',
    },
  },
  responses: {
    '202': {
      description: 'Queued again: due now, attempts from zero',
      schema: z.object({ eventId: z.string(), queued: z.number() }),
    },
    '401': { description: 'No or a wrong operator bearer token', schema: operatorError },
    '404': { description: 'No operator token is configured, or no such event in the outbox' },
  },
  example: { path: { eventId: 'v2:0x01:order.created' } },
  handler:
    ({ services: { webhooks } }: { services: { webhooks?: Webhooks | undefined } }) =>
    async (c) => {
      const token = webhooks?.settings.operatorToken
      if (!webhooks || !token) return c.text('404 Not Found', 404)
      if (!bearerMatches(c.req.header('authorization'), token))
        return c.json(
          { error: 'unauthorized', message: 'A valid operator bearer token is required' },
          401,
        )
      const eventId = c.req.param('eventId') ?? ''
      const queued = await webhooks.outbox.replay(eventId, Date.now())
      if (queued === 0)
        return c.json(
          { error: 'not_found', message: `No webhook event ${eventId} in the outbox` },
          404,
        )
      return c.json({ eventId, queued }, 202)
    },
})
