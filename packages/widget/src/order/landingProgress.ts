import type { OrderRecord } from '@ferry/order-api'
import { isFinalV1OrderStatus, type V1OrderStatus } from '@ferry/order-api/v1'
import { type OrderOutcome, orderOutcome } from './orderStory.js'

/**
 * Where a followed order is, as the landing notice needs it: still on its way, or how it ended
 * (the receipt's words). Undefined while it has not been read yet.
 */
export type LandingProgress = OrderOutcome | 'under-way'

/** A v2 order's progress: its receipt's outcome once final. */
export const landingProgressOfV2 = (order: OrderRecord | undefined): LandingProgress | undefined =>
  order && (orderOutcome(order) ?? 'under-way')

/** A v1 order's progress: filled is delivered; `refund_pending` is still on its way. */
export function landingProgressOfV1(
  status: V1OrderStatus | undefined,
): LandingProgress | undefined {
  if (status === undefined) return undefined
  if (!isFinalV1OrderStatus(status)) return 'under-way'
  return status === 'filled' ? 'delivered' : status === 'refunded' ? 'refunded' : 'failed'
}
