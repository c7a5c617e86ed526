import { rateLimitErrorBodySchema } from '@ferry/order-api'
import * as z from 'zod/mini'
import { openOrderCapBodySchema } from '../depositAddresses/openOrderCapBody.js'

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
