import { orderIdSchema, toValidationErrorBody, type ValidationErrorBody } from '@ferry/order-api'
import type { Context } from 'hono'

/** The `:orderId` of the path, or the validation body that names the field `orderId`. */
export function orderIdParam(
  c: Context,
): { ok: true; orderId: string } | { ok: false; body: ValidationErrorBody } {
  const parsed = orderIdSchema.safeParse(c.req.param('orderId'))
  if (parsed.success) return { ok: true, orderId: parsed.data }
  const body = toValidationErrorBody(parsed.error)
  return {
    ok: false,
    body: { ...body, details: body.details.map((issue) => ({ ...issue, field: 'orderId' })) },
  }
}
