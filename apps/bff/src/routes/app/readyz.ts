import { OrderApiError } from '@ferry/order-api'
import * as z from 'zod/mini'
import { declareRoute } from '../../http/routeDeclaration.js'
import type { Services } from '../../services/createServices.js'

/**
 * `GET /api/readyz`: readiness is about this process's own dependency, its journal database: an
 * instance that cannot journal builds must leave the load balancer. The service's state is
 * reported as a field only, so that a blip upstream does not take every instance out at once.
 * Both checks are cached a few seconds, one at a time.
 */
export const readyzRoute = declareRoute({
  method: 'get',
  path: '/api/readyz',
  operationId: 'getReadiness',
  summary:
    'Readiness: the journal database answers (the service’s state is reported, not required)',
  tags: ['operations'],
  responses: {
    '200': {
      description: 'Ready',
      schema: z.looseObject({ status: z.string(), database: z.string(), upstream: z.string() }),
    },
    '503': { description: 'The journal database does not answer' },
  },
  example: {},
  handler:
    ({ services: { health } }: { services: Pick<Services, 'health'> }) =>
    async (c) => {
      const [database, upstream] = await Promise.all([health.database.get(), health.service.get()])
      const upstreamState = upstream.ok
        ? upstream.value.status === 'ok'
          ? 'ok'
          : 'degraded'
        : OrderApiError.isInstance(upstream.error)
          ? 'degraded'
          : 'unreachable'
      c.header('Cache-Control', 'no-store')
      return c.json(
        {
          status: database.ok ? 'ready' : 'not ready',
          database: database.ok ? 'ok' : 'failing',
          upstream: upstreamState,
        },
        database.ok ? 200 : 503,
      )
    },
})
