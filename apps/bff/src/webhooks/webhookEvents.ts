import type { OrderRecord } from '@ferry/order-api'
import type { V1Order } from '@ferry/order-api/v1'

export const webhookEventTypes = [
  'order.created',
  'order.partially_filled',
  'order.delivered',
  'order.refunded',
  'order.failed',
] as const
export type WebhookEventType = (typeof webhookEventTypes)[number]

/** One event for the integrator's server: its id is the same on every instance and restart. */
export type WebhookEvent = {
  /** `<version>:<order id>:<type>`: an order gives each type at most once. */
  eventId: string
  type: WebhookEventType
  version: 'v2' | 'v1'
  orderId: string
  /** The order as the service answered, at the change that made the event. */
  order: unknown
}

const eventOf = (
  version: WebhookEvent['version'],
  orderId: string,
  type: WebhookEventType,
  order: unknown,
): WebhookEvent => ({
  eventId: `${version}:${orderId.toLowerCase()}:${type}`,
  type,
  version,
  orderId,
  order,
})

/** `order.created` for an order the BFF just built (its first state is not polled for). */
export function createdWebhookEvent(parameters: {
  version: WebhookEvent['version']
  orderId: string
  order: unknown
}): WebhookEvent {
  return eventOf(parameters.version, parameters.orderId, 'order.created', parameters.order)
}

/**
 * The event a v2 order's state makes, if any. A delivered order with no payout but a refund
 * transfer was refunded whole (spec: Cancel, Partial fills); with a payout it was delivered.
 */
export function webhookEventOfV2Order(order: OrderRecord): WebhookEvent | undefined {
  const type = ((): WebhookEventType | undefined => {
    switch (order.state) {
      case 'partially_filled':
        return 'order.partially_filled'
      case 'delivered':
        return order.deliver && !order.deliver.payout && order.deliver.refund
          ? 'order.refunded'
          : 'order.delivered'
      case 'delivery_failed':
        return 'order.failed'
      default:
        return undefined
    }
  })()
  return type && eventOf('v2', order.orderId, type, order)
}

/** The event a v1 order's status makes, if any: its three final statuses. */
export function webhookEventOfV1Order(order: V1Order): WebhookEvent | undefined {
  const type = ((): WebhookEventType | undefined => {
    switch (order.status) {
      case 'filled':
        return 'order.delivered'
      case 'refunded':
        return 'order.refunded'
      case 'failed':
        return 'order.failed'
      default:
        return undefined
    }
  })()
  return type && eventOf('v1', order.id, type, order)
}
