import { paramsResponseSchema } from '@ferry/order-api'
import { declareRoute } from '../../http/routeDeclaration.js'
import { unreachable } from '../../openapi/documentedResponses.js'
import type { Services } from '../../services/createServices.js'

/** `GET /api/v2/params`: the service's tokens and terms, cached (upstream/paramsCache.ts). */
export const paramsRoute = declareRoute({
  method: 'get',
  path: '/api/v2/params',
  operationId: 'getParams',
  summary: 'Tokens and terms of the service (cached up to 15 s)',
  tags: ['v2'],
  responses: {
    '200': { description: 'Tokens and terms', schema: paramsResponseSchema },
    '502': unreachable,
  },
  example: {},
  handler:
    ({ services: { params } }: { services: Pick<Services, 'params'> }) =>
    async (c) =>
      c.json(await params.current()),
})
