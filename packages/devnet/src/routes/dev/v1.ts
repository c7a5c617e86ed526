import { toValidationErrorBody } from '@ferry/order-api'
import { v1RouteIds } from '@ferry/order-api/v1'
import { Hono } from 'hono'
import * as z from 'zod/mini'
import { readV1Body } from '../../v1/readV1Body.js'
import type { TradeRouteControls } from '../../v1/tradeRouteControls.js'

const routeControlSchema = z.object({
  routeId: z.optional(z.enum(v1RouteIds)),
  behaviour: z.optional(z.enum(['quote', 'fail', 'silent'])),
  delayMs: z.optional(z.int().check(z.minimum(0), z.maximum(60_000))),
  /** How long the service waits for a silent route. */
  routeTimeoutMs: z.optional(z.int().check(z.minimum(0), z.maximum(60_000))),
})
const submitFaultSchema = z.object({ times: z.int().check(z.minimum(1), z.maximum(100)) })

/** Dev-only controls of the v1 routes, mounted under `/dev/v1`; never part of the v1 API. */
export function v1DevRoutes(controls: TradeRouteControls) {
  const dev = new Hono()
  dev.post('/routes', async (c) => {
    const json = await readV1Body(c)
    const parsed = routeControlSchema.safeParse(json?.body)
    if (!parsed.success) return c.json(toValidationErrorBody(parsed.error), 400)
    const { routeId, behaviour, delayMs, routeTimeoutMs } = parsed.data
    if (routeTimeoutMs !== undefined) controls.setRouteTimeout(routeTimeoutMs)
    if (routeId)
      controls.set(routeId, {
        ...(behaviour ? { behaviour } : {}),
        ...(delayMs !== undefined ? { delayMs } : {}),
      })
    return c.json({ ok: true })
  })
  dev.delete('/routes', (c) => {
    controls.reset()
    return c.json({ ok: true })
  })
  dev.post('/submit-fault', async (c) => {
    const json = await readV1Body(c)
    const parsed = submitFaultSchema.safeParse(json?.body)
    if (!parsed.success) return c.json(toValidationErrorBody(parsed.error), 400)
    controls.failNextSubmitRecords(parsed.data.times)
    return c.json({ ok: true })
  })
  return dev
}
