import { timingSafeEqual } from 'node:crypto'
import { Hono } from 'hono'
import type { Webhooks } from './createWebhooks.js'

const bearerMatches = (header: string | undefined, token: string) => {
  const given = Buffer.from(header?.replace(/^Bearer\s+/i, '') ?? '')
  const wanted = Buffer.from(token)
  return given.length === wanted.length && timingSafeEqual(given, wanted)
}

/**
 * `POST /webhooks/:eventId/replay` (under `/api/operator`): queues an event again for every
 * receiver. Only with WEBHOOK_OPERATOR_TOKEN set, and only with that token as bearer; otherwise
 * 404, as if the route did not exist.
 */
export function webhookOperatorRoutes(webhooks: Webhooks | undefined) {
  return new Hono().post('/webhooks/:eventId/replay', async (c) => {
    const token = webhooks?.settings.operatorToken
    if (!webhooks || !token) return c.text('404 Not Found', 404)
    if (!bearerMatches(c.req.header('authorization'), token))
      return c.json(
        { error: 'unauthorized', message: 'A valid operator bearer token is required' },
        401,
      )
    const eventId = c.req.param('eventId')
    const queued = await webhooks.outbox.replay(eventId, Date.now())
    if (queued === 0)
      return c.json(
        { error: 'not_found', message: `No webhook event ${eventId} in the outbox` },
        404,
      )
    return c.json({ eventId, queued }, 202)
  })
}
