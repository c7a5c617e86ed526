/** The v1 error envelope (v1 spec, Errors): branch on `name`. */
export const v1Error = (name: string, message: string, details?: unknown) =>
  details === undefined ? { message, name } : { message, name, details }

/** The validation envelope with one issue, for refusals found outside a zod schema. */
export const v1ValidationError = (field: string, message: string) =>
  v1Error('ValidationException', 'Validation failed', [{ field, message, code: 'custom' }])

export const malformedJsonBody = v1Error('BadRequestException', 'Malformed JSON body')

export const maintenanceBody = v1Error('MaintenanceException', 'SystemMaintenance')

export const rateLimitedBody = { errorCode: 'RATE_LIMITED', message: 'Too many requests' }

/** Unknown pair, past its storage window, or used by a successful submit (v1 spec, Errors). */
export const quoteNotFoundBody = v1Error('QuoteNotFoundException', 'Quote not found')
