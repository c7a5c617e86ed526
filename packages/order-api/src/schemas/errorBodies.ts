import * as z from 'zod/mini'

/** Errors raised by a route: `{ error, detail? }`. */
export const routeErrorBodySchema = z.looseObject({
  error: z.string(),
  detail: z.optional(
    z.looseObject({
      minSrcAmount: z.optional(z.string()),
      maxSrcAmount: z.optional(z.string()),
      maxOutcomeAmount: z.optional(z.string()),
      missing: z.optional(z.string()),
    }),
  ),
})
export type RouteErrorBody = z.infer<typeof routeErrorBodySchema>

export const validationIssueSchema = z.looseObject({
  field: z.string(),
  message: z.string(),
  code: z.string(),
})
export type ValidationIssue = z.infer<typeof validationIssueSchema>

export const validationErrorBodySchema = z.looseObject({
  message: z.string(),
  name: z.literal('ValidationException'),
  details: z.array(validationIssueSchema),
})
export type ValidationErrorBody = z.infer<typeof validationErrorBodySchema>

export const namedErrorBodySchema = z.looseObject({
  message: z.string(),
  name: z.enum(['MaintenanceException', 'BadRequestException', 'InternalErrorException']),
})
export type NamedErrorBody = z.infer<typeof namedErrorBodySchema>

export const rateLimitErrorBodySchema = z.looseObject({
  errorCode: z.literal('RATE_LIMITED'),
  message: z.string(),
})
export type RateLimitErrorBody = z.infer<typeof rateLimitErrorBodySchema>

export type ErrorBody = RouteErrorBody | ValidationErrorBody | NamedErrorBody | RateLimitErrorBody

/**
 * Which of the four shapes a body has, or `undefined` (plain text, unknown JSON).
 *
 * @example
 * errorBodyShape({ message: 'Internal error', name: 'InternalErrorException' }) // 'named'
 */
export function errorBodyShape(
  body: unknown,
): 'route' | 'validation' | 'named' | 'rate_limit' | undefined {
  if (validationErrorBodySchema.safeParse(body).success) return 'validation'
  if (rateLimitErrorBodySchema.safeParse(body).success) return 'rate_limit'
  if (routeErrorBodySchema.safeParse(body).success) return 'route'
  if (namedErrorBodySchema.safeParse(body).success) return 'named'
  return undefined
}
