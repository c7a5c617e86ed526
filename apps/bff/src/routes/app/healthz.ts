import * as z from 'zod/mini'
import { declareRoute } from '../../http/routeDeclaration.js'

/** `GET /api/healthz`: liveness, this process answers (readyz.ts says whether it can work). */
export const healthzRoute = declareRoute({
  method: 'get',
  path: '/api/healthz',
  operationId: 'getLiveness',
  summary: 'Liveness of this BFF process',
  tags: ['operations'],
  responses: { '200': { description: 'Alive', schema: z.looseObject({ status: z.string() }) } },
  example: {},
  handler: () => (c) => c.json({ status: 'ok' }),
})
