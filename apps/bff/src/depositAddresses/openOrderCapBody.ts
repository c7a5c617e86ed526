import * as z from 'zod/mini'
import type { CapRefusal } from './createDepositAddressCaps.js'

/** The body of a refusal at a cap (for the OpenAPI document). */
export const openOrderCapBodySchema = z.object({
  name: z.literal('OpenOrderCapException'),
  message: z.string(),
  cap: z.int(),
  scope: z.enum(['address', 'client']),
})

/** The body of a refusal at a cap: what is full, and what to do. */
export function capRefusalBody(refusal: CapRefusal): z.infer<typeof openOrderCapBodySchema> {
  const whose = refusal.scope === 'address' ? 'per depositor or refund address' : 'per app user'
  return {
    name: 'OpenOrderCapException' as const,
    message: `At most ${refusal.cap} open deposit-address orders ${whose}: fund one or let it expire (retry in ${refusal.retryAfterSeconds} s).`,
    cap: refusal.cap,
    scope: refusal.scope,
  }
}
