import { v1ChainIconIdSchema } from '@ferry/order-api/v1'
import * as z from 'zod/mini'
import { declareRoute } from '../../http/routeDeclaration.js'
import { invalid, limited, unreachable } from '../../openapi/documentedResponses.js'
import type { Services } from '../../services/createServices.js'
import type { V1Context } from '../../v1/createV1Context.js'

/** `GET /api/v1/chain/{chainId}/icon`: a listed chain's icon, cached a day. */
export const chainIconRoute = declareRoute({
  method: 'get',
  path: '/api/v1/chain/{chainId}/icon',
  operationId: 'v1GetChainIcon',
  summary: 'A chain icon (SVG), cached a day; an unknown id gets a default icon',
  tags: ['v1'],
  pathParameters: { chainId: { description: 'A numeric chain id' } },
  request: { params: z.object({ chainId: v1ChainIconIdSchema }) },
  responses: {
    '200': { description: 'The icon', mediaType: 'image/svg+xml' },
    '400': invalid,
    '404': { description: 'A chain the service does not list', mediaType: 'text/plain' },
    '429': limited,
    '502': unreachable,
  },
  example: { path: { chainId: '8453' } },
  handler:
    ({ services: { serviceChains }, v1 }: { services: Services; v1: V1Context }) =>
    async (c, { params: { chainId } }) => {
      // Only chains the service lists: any other id would be a new upstream read and cache entry.
      const listed = await serviceChains.lists(chainId)
      if (listed === undefined)
        return c.json({ error: 'The Order Service could not be reached' }, 502)
      if (!listed) return c.text('404 Not Found', 404, { 'cache-control': 'public, max-age=300' })
      return v1.image(c, `/v1/chain/${chainId}/icon`)
    },
})
