import type { BuildResponse } from '@ferry/order-api'
import { type BuildAttempt as BuildAttemptView, buildAttemptSchema } from '@ferry/order-api/bff'
import { buildOutcomeBodies } from '../../build/buildOutcomeBodies.js'
import type { BuildDesk } from '../../build/createBuildDesk.js'
import { declareRoute } from '../../http/routeDeclaration.js'
import type { BuildAttempt } from '../../journal/journal.js'
import type { Services } from '../../services/createServices.js'

const attemptIdPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

/** What the browser may know of a journaled attempt (contract: `buildAttemptSchema`). */
export function toBuildAttemptView(attempt: BuildAttempt): BuildAttemptView {
  if (attempt.status === 'succeeded' && attempt.orderId) {
    if (!attempt.response || attempt.builtAt === null || attempt.deadline === null)
      return { status: 'created_unfundable', orderId: attempt.orderId }
    return {
      status: 'created',
      build: {
        ...(attempt.response as BuildResponse),
        builtAt: attempt.builtAt,
        deadline: attempt.deadline,
      },
    }
  }
  if (attempt.status === 'failed' || attempt.status === 'not_created')
    return { status: 'not_created' }
  // pending, unknown, ambiguous: not settled yet (an ambiguous one waits for an operator).
  return { status: 'pending' }
}

/** `GET /api/v2/builds/{buildAttemptId}`: what became of a build whose answer was lost. */
export const buildsRoute = declareRoute({
  method: 'get',
  path: '/api/v2/builds/{buildAttemptId}',
  operationId: 'getBuildAttempt',
  summary: 'What became of a build whose answer was lost',
  tags: ['v2'],
  pathParameters: {
    buildAttemptId: { description: 'From a 503 or 409 of build', pattern: '^[0-9a-f-]{36}$' },
  },
  responses: {
    '200': {
      description: 'pending, created, created_unfundable or not_created',
      schema: buildAttemptSchema,
    },
    '404': { description: 'No such build attempt' },
  },
  example: { path: { buildAttemptId: '00000000-0000-4000-8000-000000000000' } },
  handler:
    ({ services: { limits, journal }, builds: desk }: { services: Services; builds: BuildDesk }) =>
    async (c) => {
      const refused = await limits.refuse(c, 'order')
      if (refused) return refused
      // An id of another form is not refused as invalid: no attempt has it (404).
      const attemptId = c.req.param('buildAttemptId') ?? ''
      const attempt = attemptIdPattern.test(attemptId)
        ? await journal.findByAttemptId(attemptId)
        : undefined
      if (!attempt) return c.json(buildOutcomeBodies.unknownAttempt, 404)
      const view = toBuildAttemptView(attempt)
      if (view.status === 'pending') c.header('Retry-After', String(desk.timings.retryAfterSeconds))
      return c.json(view)
    },
})
