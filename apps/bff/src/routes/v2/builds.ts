import type { BuildResponse } from '@ferry/order-api'
import type { BuildAttempt as BuildAttemptView } from '@ferry/order-api/bff'
import { Hono } from 'hono'
import { buildOutcomeBodies } from '../../build/buildOutcomeBodies.js'
import type { BuildDesk } from '../../build/createBuildDesk.js'
import type { BuildAttempt } from '../../journal/journal.js'
import type { Services } from '../../services.js'

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

/** `GET /builds/:buildAttemptId`: what became of a build whose answer was lost. */
export function buildsRoutes({ limits, journal }: Services, desk: BuildDesk) {
  return new Hono().get('/builds/:buildAttemptId', async (c) => {
    const refused = await limits.refuse(c, 'order')
    if (refused) return refused
    const attemptId = c.req.param('buildAttemptId')
    const attempt = attemptIdPattern.test(attemptId)
      ? await journal.findByAttemptId(attemptId)
      : undefined
    if (!attempt) return c.json(buildOutcomeBodies.unknownAttempt, 404)
    const view = toBuildAttemptView(attempt)
    if (view.status === 'pending') c.header('Retry-After', String(desk.timings.retryAfterSeconds))
    return c.json(view)
  })
}
