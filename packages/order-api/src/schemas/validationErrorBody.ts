import type * as z from 'zod/mini'
import type { ValidationErrorBody } from './errorBodies.js'

/**
 * Turns a zod error into the service's ValidationError body, so that a request refused by Ferry
 * (the devnet, the BFF) looks exactly like one refused by the service.
 *
 * @example
 * const parsed = quoteQuerySchema.safeParse(query)
 * if (!parsed.success) return context.json(toValidationErrorBody(parsed.error), 400)
 */
export function toValidationErrorBody(error: z.core.$ZodError): ValidationErrorBody {
  return {
    message: 'Validation failed',
    name: 'ValidationException',
    details: error.issues.map((issue) => ({
      field: issue.path.map(String).join('.') || '(body)',
      message: issue.message,
      code: issue.code,
    })),
  }
}
