import { maintenanceBody } from '@ferry/order-api'
import type { MiddlewareHandler } from 'hono'
import type { ServiceDeps } from '../service/serviceDeps.js'

/** While maintenance is on, a 503 with Retry-After 300 (spec: Maintenance). */
export const refuseInMaintenance =
  ({ maintenance }: Pick<ServiceDeps, 'maintenance'>): MiddlewareHandler =>
  async (c, next) => {
    if (!maintenance.on) return next()
    c.header('Retry-After', '300')
    return c.json(maintenanceBody(), 503)
  }
