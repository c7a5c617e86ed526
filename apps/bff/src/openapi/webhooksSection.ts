import { webhookEventTypes } from '../webhooks/webhookEvents.js'

const verification = `import { Webhook } from 'standardwebhooks'

const webhook = new Webhook(process.env.WEBHOOK_SECRET) // the BFF's whsec_… secret
app.post('/hooks', express.text({ type: '*/*' }), (request, response) => {
  // Throws on a bad signature or a timestamp more than five minutes away.
  const event = webhook.verify(request.body, request.headers)
  // webhook-id is the event id: the same on every retry and replay; store it and skip repeats.
  if (seen(request.headers['webhook-id'])) return response.sendStatus(204)
  credit(event.type, event.data.orderId, event.data.order)
  response.sendStatus(204)
})`

const payloadSchema = (type: string) => ({
  type: 'object',
  required: ['type', 'timestamp', 'data'],
  properties: {
    type: { const: type },
    timestamp: { type: 'string', format: 'date-time', description: 'When the event was written' },
    data: {
      type: 'object',
      required: ['eventId', 'version', 'orderId', 'order'],
      properties: {
        eventId: { type: 'string', description: 'Equals the webhook-id header' },
        version: { enum: ['v2', 'v1'] },
        orderId: { type: 'string' },
        order: {
          type: 'object',
          description:
            'The order as the service answered (v2: OrderRecord; v1: the v1 order, amounts as decimal strings; order.created: the v2 build answer or the v1 submit answer)',
        },
      },
    },
  },
})

const signatureHeaders = [
  ['webhook-id', 'The event id: the same on every attempt and replay'],
  ['webhook-timestamp', 'Seconds since 1970 when this attempt was signed'],
  ['webhook-signature', '`v1,<base64 HMAC-SHA256 of "id.timestamp.body">` (Standard Webhooks)'],
].map(([name, description]) => ({
  name,
  in: 'header',
  required: true,
  description,
  schema: { type: 'string' },
}))

const described: Record<(typeof webhookEventTypes)[number], string> = {
  'order.created': 'The BFF built an order (v2) or registered a deposit (v1 submit)',
  'order.partially_filled': 'Part of the order was filled',
  'order.delivered': 'The order was paid out on the destination chain',
  'order.refunded': 'The order was refunded whole on the source chain',
  'order.failed': 'Delivery failed (v2 delivery_failed, v1 failed)',
}

/**
 * The document's `webhooks` section: what the BFF POSTs to WEBHOOK_URLS, signed in the Standard
 * Webhooks format, with a receiver's verification example.
 */
export function webhooksSection() {
  return Object.fromEntries(
    webhookEventTypes.map((type) => [
      type,
      {
        post: {
          operationId: `webhook_${type.replace('.', '_')}`,
          summary: described[type],
          description: `Sent to each of WEBHOOK_URLS, retried with capped exponential backoff until a 2xx, for WEBHOOK_MAX_ATTEMPTS attempts (then given up until the operator replays it). Verify before trusting it:\n\n\`\`\`js\n${verification}\n\`\`\``,
          tags: ['webhooks'],
          parameters: signatureHeaders,
          requestBody: {
            required: true,
            content: { 'application/json': { schema: payloadSchema(type) } },
          },
          responses: {
            '2XX': { description: 'Received: not sent again' },
            default: { description: 'Anything else: retried' },
          },
        },
      },
    ]),
  )
}
