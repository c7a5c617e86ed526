import * as z from 'zod/mini'
import { orderRecordSchema } from '../schemas/order.js'
import { buildExtrasSchema } from './build.js'

/**
 * An order as the BFF serves it (`GET /api/v2/orders/{orderId}`, list entries, and the data of
 * an `order` stream event): the service's record with the BFF's journal extras.
 */
export const bffOrderSchema = z.intersection(orderRecordSchema, buildExtrasSchema)
export type BffOrder = z.infer<typeof bffOrderSchema>

/**
 * Data of an `error` event on `GET /api/v2/orders/{orderId}/events`, sent just before the BFF
 * closes the stream. `OrderNotFoundException`: no such order (do not reconnect).
 * `StreamUnavailableException`: the stream ended for a reason of the BFF's; poll the order instead.
 */
export const orderStreamErrorSchema = z.object({
  name: z.enum(['OrderNotFoundException', 'StreamUnavailableException']),
  message: z.string(),
})
export type OrderStreamError = z.infer<typeof orderStreamErrorSchema>

/** Names of the events on an order stream. Heartbeats are SSE comments, not events. */
export const orderStreamEvents = { order: 'order', error: 'error' } as const
