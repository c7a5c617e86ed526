import { healthResponseSchema, OrderApiError } from '@ferry/order-api'
import { declareRoute } from '../../http/routeDeclaration.js'
import { limited, unreachable } from '../../openapi/documentedResponses.js'
import type { Services } from '../../services/createServices.js'

/** The spec's body of a 503 health answer (spec: GET /v2/health). */
const degradedHealth = {
  status: 'degraded',
  counts: null,
  lastBuildAt: null,
  lastWithdrawnAt: null,
}

/** `GET /api/v2/health`: the service's health, cached a few seconds and limited per client. */
export const healthRoute = declareRoute({
  method: 'get',
  path: '/api/v2/health',
  operationId: 'getHealth',
  summary: 'The service’s health counts (cached a few seconds)',
  tags: ['v2'],
  responses: {
    '200': { description: 'Health counts', schema: healthResponseSchema },
    '429': limited,
    '502': unreachable,
  },
  example: {},
  handler:
    ({ services: { limits, health } }: { services: Services }) =>
    async (c) => {
      const refused = await limits.refuse(c, 'health')
      if (refused) return refused
      const outcome = await health.service.get()
      if (outcome.ok) return c.json(outcome.value)
      const error = outcome.error
      if (OrderApiError.isInstance(error) && error.status === 503) {
        if (error.requestId) c.header('x-upstream-request-id', error.requestId)
        if ((error.body as { status?: unknown } | null)?.status === 'degraded')
          return c.json(degradedHealth, 503)
      }
      throw error
    },
})
