import {
  evmAddressSchema,
  isTronAddress,
  orderIdSchema,
  parseTronAddress,
  readJsonBody,
  routeErrorBody,
  toValidationErrorBody,
} from '@ferry/order-api'
import { isSolanaAddress } from '@ferry/order-api/v1'
import { type Context, Hono } from 'hono'
import * as z from 'zod/mini'
import { faultSchema } from '../../service/faults.js'
import type { ServiceDeps } from '../../service/serviceDeps.js'
import type { SolverScenario } from '../../store/orderRow.js'

export type DevRoutesDeps = Pick<
  ServiceDeps,
  'faults' | 'scenarios' | 'store' | 'maintenance' | 'terms' | 'clock' | 'tron'
>

const scenarioSchema = z.object({
  // A mistyped depositor would set a scenario that never applies: refuse it instead.
  // A Solana wallet deposits through v1 only (its plan's sender).
  depositor: z.optional(
    z.union([
      evmAddressSchema,
      z.string().check(z.refine(isSolanaAddress, 'must be an EVM or Solana address')),
    ]),
  ),
  orderId: z.optional(orderIdSchema),
  scenario: z.enum(['full', 'partial', 'none', 'delivery_failure', 'slow', 'stalled_delivery']),
  fillRatioBps: z.optional(z.int().check(z.minimum(1), z.maximum(9999))),
})
const toggleSchema = z.object({ on: z.boolean() })
const clockSchema = z.object({ advanceSeconds: z.int() })
const transferSchema = z.object({
  from: z.string(),
  to: z.string(),
  amount: z.string().check(z.regex(/^[1-9]\d*$/)),
})

/** A JSON body that fits `schema`, or the zod error (a body that is not JSON fails it too). */
async function devBody<schema extends z.ZodMiniType>(c: Context, schema: schema) {
  const json = await readJsonBody(c)
  const parsed = schema.safeParse(json.ok ? json.body : undefined)
  return parsed.success
    ? { ok: true as const, data: parsed.data as z.infer<schema> }
    : { ok: false as const, error: parsed.error }
}

/** Dev-only controls, never part of the service's API: faults, scenarios, switches, clock, TRON. */
export function devRoutes(deps: DevRoutesDeps) {
  const dev = new Hono()
  const invalid = (c: Context, error: z.core.$ZodError) => c.json(toValidationErrorBody(error), 400)

  dev.post('/faults', async (c) => {
    const body = await devBody(c, faultSchema)
    if (!body.ok) return invalid(c, body.error)
    deps.faults.add(body.data)
    return c.json({ ok: true })
  })
  dev.delete('/faults', (c) => {
    deps.faults.clear()
    return c.json({ ok: true })
  })
  dev.post('/scenario', async (c) => {
    const body = await devBody(c, scenarioSchema)
    if (!body.ok) return invalid(c, body.error)
    const { depositor, orderId, scenario, fillRatioBps } = body.data
    const value: SolverScenario =
      scenario === 'partial'
        ? { kind: 'partial', fillRatioBps: fillRatioBps ?? 6000 }
        : { kind: scenario }
    if (orderId) {
      if (!(await deps.store.getOrder(orderId)))
        return c.json(routeErrorBody({ error: 'Order not found' }), 404)
      await deps.store.updateOrder(orderId, { scenario: value })
    } else if (depositor) deps.scenarios.set(depositor.toLowerCase(), value)
    else return c.json(routeErrorBody({ error: 'Name a depositor or an orderId' }), 400)
    return c.json({ ok: true })
  })
  const toggles: Record<string, (on: boolean) => void> = {
    '/maintenance': (on) => {
      deps.maintenance.on = on
    },
    '/terms-readable': (on) => deps.terms.setReadable(on),
    '/store-broken': (on) => deps.store.setBroken(on),
  }
  for (const [path, set] of Object.entries(toggles))
    dev.post(path, async (c) => {
      const body = await devBody(c, toggleSchema)
      if (!body.ok) return invalid(c, body.error)
      set(body.data.on)
      return c.json({ ok: true })
    })
  dev.post('/clock', async (c) => {
    const body = await devBody(c, clockSchema)
    if (!body.ok) return invalid(c, body.error)
    deps.clock.advance(body.data.advanceSeconds)
    return c.json({ now: deps.clock.now() })
  })
  dev.post('/tron/transfer', async (c) => {
    const body = await devBody(c, transferSchema)
    if (!body.ok) return invalid(c, body.error)
    try {
      const transfer = deps.tron.transfer({
        from: body.data.from,
        to: body.data.to,
        amount: BigInt(body.data.amount),
        at: deps.clock.now(),
      })
      return c.json({ txId: transfer.txId })
    } catch (error) {
      return c.json(routeErrorBody({ error: (error as Error).message }), 400)
    }
  })
  dev.get('/tron/balance/:address', (c) => {
    const address = c.req.param('address')
    if (!isTronAddress(address))
      return c.json(routeErrorBody({ error: `${address} is not a TRON address` }), 400)
    return c.json({
      address: parseTronAddress(address).base58,
      balance: String(deps.tron.balanceOf(address)),
      activated: deps.tron.isActivated(address),
    })
  })
  return dev
}
