import type { BuildExtras } from '@ferry/order-api/bff'
import type { Journal } from '../journal/journal.js'

/** `value` with the build time and deadline the journal knows for `orderId` (null if none). */
export async function withBuildExtras<value extends object>(
  journal: Journal,
  orderId: string,
  value: value,
): Promise<value & BuildExtras> {
  const entry = await journal.findByOrderId(orderId)
  return { ...value, builtAt: entry?.builtAt ?? null, deadline: entry?.deadline ?? null }
}
