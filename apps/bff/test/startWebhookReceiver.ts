import type { IncomingHttpHeaders } from 'node:http'
import { startTestServer } from '@ferry/test-utils'

export type ReceivedWebhook = { body: string; headers: IncomingHttpHeaders; status: number }

/**
 * An integrator's webhook endpoint on 127.0.0.1: answers each POST with the next status of
 * `statuses` (200 once they are spent) and records every request with its answer. A request
 * whose webhook id `hold` accepts is recorded in `held` and never answered (a receiver that
 * hangs), until its sender goes away.
 */
export async function startWebhookReceiver(
  statuses: number[] = [],
  options: { hold?: (webhookId: string) => boolean } = {},
) {
  const received: ReceivedWebhook[] = []
  const held: ReceivedWebhook[] = []
  const server = await startTestServer({
    handler: (request, response) => {
      let body = ''
      request.on('data', (chunk) => {
        body += chunk
      })
      request.on('end', () => {
        if (options.hold?.(String(request.headers['webhook-id']))) {
          held.push({ body, headers: request.headers, status: 0 })
          return
        }
        const status = statuses.shift() ?? 200
        received.push({ body, headers: request.headers, status })
        response.statusCode = status
        response.end()
      })
    },
  })
  return {
    url: `${server.url}/hooks`,
    received,
    held,
    /** The webhook ids answered 2xx, each as often as it was. */
    acknowledged: () =>
      received
        .filter((delivery) => delivery.status < 300)
        .map((delivery) => String(delivery.headers['webhook-id'])),
    stop: server.stop,
  }
}
