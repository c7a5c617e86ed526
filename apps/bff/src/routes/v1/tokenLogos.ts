import * as z from 'zod/mini'
import { declareRoute } from '../../http/routeDeclaration.js'
import { invalid, limited } from '../../openapi/documentedResponses.js'
import type { V1Context } from '../../v1/createV1Context.js'

/** `GET /api/v1/token-logos/{file}`: a token logo named by a token's logoURI, cached a day. */
export const tokenLogosRoute = declareRoute({
  method: 'get',
  path: '/api/v1/token-logos/{file}',
  operationId: 'v1GetTokenLogo',
  summary: 'A token logo (SVG) named by a token’s logoURI, cached a day',
  tags: ['v1'],
  pathParameters: { file: { description: 'The logo file' } },
  request: {
    params: z.object({
      file: z.string().check(z.regex(/^[A-Za-z0-9._-]{1,64}\.svg$/, 'must be a logo file name')),
    }),
  },
  responses: {
    '200': { description: 'The logo', mediaType: 'image/svg+xml' },
    '400': invalid,
    '404': { description: 'No such logo', mediaType: 'text/plain' },
    '429': limited,
  },
  example: { path: { file: 'USDC.svg' } },
  handler:
    ({ v1 }: { v1: V1Context }) =>
    (c, { params: { file } }) =>
      v1.image(c, `/v1/token-logos/${encodeURIComponent(file)}`),
})
