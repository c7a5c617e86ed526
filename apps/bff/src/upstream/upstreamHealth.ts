import type { HealthResponse, OrderClient } from '@ferry/order-api'
import { settingDefault } from '../config/configSettings.js'
import { createSingleFlightCache } from './singleFlightCache.js'

/** How long a health answer (the service's or the database's) is reused, by default. */
export const HEALTH_TTL_MS = Number(settingDefault('HEALTH_CACHE_MS'))

/** The service's `GET /v2/health` and the journal database's `select 1`, each cached. */
export function createUpstreamHealth(services: {
  upstream: Pick<OrderClient, 'getHealth'>
  checkDatabase: () => Promise<unknown>
  ttlMs?: number
}) {
  const ttlMs = services.ttlMs ?? HEALTH_TTL_MS
  return {
    service: createSingleFlightCache<HealthResponse>({
      load: () => services.upstream.getHealth(),
      ttlMs,
    }),
    database: createSingleFlightCache({ load: services.checkDatabase, ttlMs }),
  }
}
export type UpstreamHealth = ReturnType<typeof createUpstreamHealth>
