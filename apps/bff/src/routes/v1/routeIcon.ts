import { v1RouteIdSchema } from '@ferry/order-api/v1'
import * as z from 'zod/mini'
import { declareRoute } from '../../http/routeDeclaration.js'
import { invalid, limited } from '../../openapi/documentedResponses.js'
import type { V1Context } from '../../v1/createV1Context.js'

/** `GET /api/v1/route/{routeId}/icon`: a route's icon, cached a day. */
export const routeIconRoute = declareRoute({
  method: 'get',
  path: '/api/v1/route/{routeId}/icon',
  operationId: 'v1GetRouteIcon',
  summary: 'A route icon (SVG), cached a day',
  tags: ['v1'],
  pathParameters: {
    routeId: { description: 'A route id: Native, NativeUTXO, ExternalA, ExternalB or ExternalC' },
  },
  request: { params: z.object({ routeId: v1RouteIdSchema }) },
  responses: {
    '200': { description: 'The icon', mediaType: 'image/svg+xml' },
    '400': invalid,
    '429': limited,
  },
  example: { path: { routeId: 'Native' } },
  handler:
    ({ v1 }: { v1: V1Context }) =>
    (c, { params: { routeId } }) =>
      v1.image(c, `/v1/route/${routeId}/icon`),
})
