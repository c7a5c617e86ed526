import { orderIdSchema } from '@ferry/order-api'
import type { Context } from 'hono'
import { bffErrorBodies } from '../../http/errorResponse.js'

/** The `:orderId` path parameter, or the 400 that refuses it. */
export function parseOrderIdParam(
  c: Context,
): { ok: true; value: string } | { ok: false; response: Response } {
  const parsed = orderIdSchema.safeParse(c.req.param('orderId'))
  if (parsed.success) return { ok: true, value: parsed.data }
  return {
    ok: false,
    response: c.json(bffErrorBodies.validation('orderId', 'must be 0x and 64 hex characters'), 400),
  }
}
