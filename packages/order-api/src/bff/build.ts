import * as z from 'zod/mini'
import { buildResponseSchema } from '../schemas/build.js'
import { orderIdSchema, unixSecondsSchema } from '../schemas/primitives.js'

/**
 * What the BFF adds to a build or an order it journaled: when it was built and its deadline
 * (the service returns no deadline for an EVM source; the BFF knows it from orderTtl).
 * `null` when the BFF has no journal entry for the order.
 */
export const buildExtrasSchema = z.object({
  builtAt: z.nullable(unixSecondsSchema),
  deadline: z.nullable(unixSecondsSchema),
})
export type BuildExtras = z.infer<typeof buildExtrasSchema>

/** `POST /api/v2/build` 200: the service's build response with the BFF's extras. */
export const bffBuildResponseSchema = z.intersection(buildResponseSchema, buildExtrasSchema)
export type BffBuildResponse = z.infer<typeof bffBuildResponseSchema>

/**
 * `POST /api/v2/build` 503: the service did not say whether it created the order (timeout,
 * dropped response). Never build again: ask `GET /api/v2/builds/{buildAttemptId}` instead.
 */
export const buildOutcomeUnknownBodySchema = z.object({
  name: z.literal('BuildOutcomeUnknownException'),
  message: z.string(),
  buildAttemptId: z.string(),
})

/**
 * `POST /api/v2/build` 409: an earlier build of this depositor for the same trade has an
 * outcome still being confirmed; ask `GET /api/v2/builds/{buildAttemptId}`.
 */
export const buildOutcomePendingBodySchema = z.object({
  name: z.literal('BuildOutcomePendingException'),
  message: z.string(),
  buildAttemptId: z.string(),
})

/**
 * `GET /api/v2/builds/{buildAttemptId}`: what became of a build whose answer was lost.
 * - `pending`: still being confirmed; ask again after `Retry-After`.
 * - `created`: the order exists and its deposit can be sent with `build`.
 * - `created_unfundable`: the order exists but its deposit details were lost; it expires unfunded
 *   (no money moved). Get a new quote.
 * - `not_created`: no order was created; building again is safe.
 */
export const buildAttemptSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('pending') }),
  z.object({ status: z.literal('created'), build: bffBuildResponseSchema }),
  z.object({ status: z.literal('created_unfundable'), orderId: orderIdSchema }),
  z.object({ status: z.literal('not_created') }),
])
export type BuildAttempt = z.infer<typeof buildAttemptSchema>
