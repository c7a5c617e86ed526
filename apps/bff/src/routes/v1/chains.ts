import { v1ChainListSchema } from '@ferry/order-api/v1'
import { declareRoute } from '../../http/routeDeclaration.js'
import { limited } from '../../openapi/documentedResponses.js'
import type { Services } from '../../services/createServices.js'
import { sanitizeV1Error } from '../../v1/sanitizeV1Error.js'

/**
 * `GET /api/v1/chains`: the one kept list the widget's configuration also reads (services/createServices.ts),
 * five minutes for every browser, read upstream one at a time.
 */
export const chainsRoute = declareRoute({
  method: 'get',
  path: '/api/v1/chains',
  operationId: 'v1GetChains',
  summary: 'The chain list, kept five minutes for every browser',
  tags: ['v1'],
  responses: { '200': { description: 'Every chain', schema: v1ChainListSchema }, '429': limited },
  example: {},
  handler:
    ({ services: { limits, serviceChains: chains } }: { services: Services }) =>
    async (c) => {
      // A kept list costs no budget; only a read from the service is governed.
      let answer = chains.fresh()
      if (!answer) {
        const refused = await limits.refuse(c, 'v1catalog')
        if (refused) return refused
        answer = await chains.get().catch(() => undefined)
      }
      if (!answer) return c.json({ error: 'The Order Service could not be reached' }, 502)
      if (!answer.ok) {
        if (answer.retryAfter && /^\d{1,6}$/.test(answer.retryAfter))
          c.header('Retry-After', answer.retryAfter)
        const error = sanitizeV1Error(answer.status, answer.text)
        return error.kind === 'text'
          ? c.text(error.text, answer.status as 400)
          : c.json(error.body, answer.status as 400)
      }
      return c.body(answer.text, 200, {
        'content-type': 'application/json',
        'cache-control': `public, max-age=${chains.freshForSeconds()}`,
      })
    },
})
