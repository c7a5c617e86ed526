import * as z from 'zod/mini'

const count = z.int().check(z.minimum(0))

export const healthCountsSchema = z.looseObject({
  totalOrders: count,
  pending: count,
  deposited: count,
  published: count,
  partiallyFilled: count,
  terminalChain: count,
  withdrawn: count,
  delivered: count,
  deliveryFailed: count,
  stuck: count,
  abandoned: count,
  // Counted inside `withdrawn`, not beside it.
  undelivered: count,
})
export type HealthCounts = z.infer<typeof healthCountsSchema>

export const healthResponseSchema = z.union([
  z.looseObject({
    status: z.literal('ok'),
    counts: healthCountsSchema,
    lastBuildAt: z.nullable(z.int()),
    lastWithdrawnAt: z.nullable(z.int()),
  }),
  z.looseObject({
    status: z.literal('degraded'),
    counts: z.null(),
    lastBuildAt: z.null(),
    lastWithdrawnAt: z.null(),
  }),
])
export type HealthResponse = z.infer<typeof healthResponseSchema>
