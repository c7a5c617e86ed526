import { rateLimitErrorBodySchema, validationErrorBodySchema } from '@ferry/order-api'
import * as z from 'zod/mini'
import { openOrderCapBodySchema } from '../depositAddresses/openOrderCapBody.js'

/** Answers several routes document alike. */

/** An error of the service, reduced to the spec's fields before it reaches a browser. */
export const serviceError = z.looseObject({
  error: z.optional(z.string()),
  message: z.optional(z.string()),
  name: z.optional(z.string()),
})

export const invalid = {
  description: 'The request does not validate',
  schema: validationErrorBodySchema,
}

export const limited = {
  description: 'Over this client’s share of the limit',
  schema: rateLimitErrorBodySchema,
}

export const notJson = { description: 'The body is not application/json' }

export const unreachable = {
  description: 'The Order Service could not be reached, or answered oddly',
  schema: z.object({ error: z.string() }),
}

/** A build that may reserve a deposit address: over a limit, or at a deposit-address cap. */
export const limitedOrCapped = {
  description:
    'Over this client’s share of the limit (RateLimitError), or at a cap on open deposit-address orders (OpenOrderCapException); Retry-After says when',
  schema: z.union([rateLimitErrorBodySchema, openOrderCapBodySchema]),
}

/** A build or submit that was not sent because the journal cannot be written. */
export const journalDown = {
  description: 'The journal cannot be written: nothing was sent (Retry-After)',
  schema: z.object({ name: z.string(), message: z.string() }),
}

/** An event stream of one order (v2 and v1 alike). */
export const orderEventStream = {
  description: 'An event stream (`order`, `error`, heartbeats)',
  mediaType: 'text/event-stream',
}

/** Examples the documented requests use. */
export const examples = {
  address: '0x0000000000000000000000000000000000000001',
  orderId: `0x${'0'.repeat(63)}1`,
  walletOrderId: `c${'0'.repeat(24)}`,
  quoteId: '0b6c7a0e-4b7f-4d8e-9c51-1f0e6c2d9a11',
}
