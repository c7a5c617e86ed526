import { Hono } from 'hono'
import { withFault } from '../../middleware/withFault.js'
import type { ServiceDeps } from '../../service/serviceDeps.js'

export type HealthRoutesDeps = Pick<ServiceDeps, 'faults' | 'store' | 'clock'>

/** `GET /health`: counts per state group; `degraded` with a 503 when the store cannot answer. */
export function healthRoutes(deps: HealthRoutesDeps) {
  return new Hono().get('/health', withFault(deps.faults, 'health'), async (c) => {
    try {
      const health = await deps.store.healthCounts({ now: deps.clock.now() })
      return c.json({ status: 'ok', ...health })
    } catch {
      return c.json(
        { status: 'degraded', counts: null, lastBuildAt: null, lastWithdrawnAt: null },
        503,
      )
    }
  })
}
