import { declareRoute } from '../../http/routeDeclaration.js'

/** `GET /api/openapi.json`: the BFF's API, generated from the route declarations
 * (openapi/openApiDocument.ts, made once by createApp). */
export const openApiRoute = declareRoute({
  method: 'get',
  path: '/api/openapi.json',
  operationId: 'getOpenApiDocument',
  summary: 'This document',
  tags: ['operations'],
  responses: {
    '200': { description: 'The OpenAPI 3.1 document', mediaType: 'application/json' },
  },
  example: {},
  handler:
    ({ openApiDocument }: { openApiDocument: object }) =>
    (c) =>
      c.json(openApiDocument),
})
