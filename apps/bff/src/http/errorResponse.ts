import {
  BaseError,
  badRequestBody,
  internalErrorBody,
  malformedJsonBody,
  OrderApiAbortedError,
  OrderApiError,
  OrderApiNetworkError,
  OrderApiResponseError,
  OrderApiTimeoutError,
  type ValidationErrorBody,
} from '@ferry/order-api'
import type { Context } from 'hono'
import type { Logger } from 'pino'
import {
  JOURNAL_RETRY_AFTER_SECONDS,
  JournalUnavailableError,
  journalUnavailableBody,
} from '../journal/journalUnavailable.js'
import { redactPath } from '../telemetry/logger.js'
import { sanitizeUpstreamError } from '../upstream/sanitizeUpstreamError.js'

/**
 * Bodies the BFF writes itself, in the service's error shapes: order-api's builders where the
 * service has the same refusal, the BFF's own ones (media type, origin) beside them.
 */
export const bffErrorBodies = {
  malformedJson: malformedJsonBody(),
  tooLarge: badRequestBody({ message: 'Request body is too large' }),
  notJson: {
    message: 'Send this request as application/json',
    name: 'UnsupportedMediaTypeException',
  },
  // The same words as the log line (refusedOriginWarning), so the integrator reads one sentence.
  foreignOrigin: (origin: string) => ({
    message: `origin ${origin} is not in ALLOWED_ORIGINS`,
    name: 'ForbiddenException',
  }),
  internal: internalErrorBody(),
  // One named field; toValidationErrorBody builds the same shape from a zod error.
  validation: (field: string, message: string): ValidationErrorBody => ({
    message: 'Validation failed',
    name: 'ValidationException',
    details: [{ field, message, code: 'custom' }],
  }),
}

/**
 * The one place an error becomes a response: upstream errors keep their status (and the
 * upstream's request id as `x-upstream-request-id`) with the body reduced to the spec's fields,
 * transport failures become 502/504, a journal that cannot be written before sending a 503,
 * anything else a 500 without detail.
 */
export function errorResponse(error: unknown, c: Context, logger: Logger): Response {
  if (OrderApiError.isInstance(error)) {
    if (error.requestId) c.header('x-upstream-request-id', error.requestId)
    if (error.retryAfterSeconds !== undefined)
      c.header('Retry-After', String(error.retryAfterSeconds))
    logger.warn(
      {
        status: error.status,
        kind: error.kind,
        upstreamRequestId: error.requestId,
        path: redactPath(c.req.path),
      },
      error.shortMessage,
    )
    const status = error.status >= 400 && error.status <= 599 ? error.status : 502
    return c.json(sanitizeUpstreamError(status, error.body), status as 500)
  }
  if (OrderApiTimeoutError.isInstance(error))
    return c.json({ error: 'The Order Service did not answer in time' }, 504)
  if (OrderApiNetworkError.isInstance(error))
    return c.json({ error: 'The Order Service could not be reached' }, 502)
  if (OrderApiResponseError.isInstance(error))
    return c.json({ error: 'The Order Service answered with an unexpected body' }, 502)
  if (OrderApiAbortedError.isInstance(error)) return c.body(null, 499 as 400)
  if (JournalUnavailableError.isInstance(error)) {
    const cause = error.cause instanceof Error ? error.cause.message : String(error.cause)
    logger.error({ error: cause }, error.shortMessage)
    c.header('Retry-After', String(JOURNAL_RETRY_AFTER_SECONDS))
    return c.json(journalUnavailableBody, 503)
  }
  logger.error(
    { error: BaseError.isInstance(error) ? error.shortMessage : (error as Error).message },
    'unhandled',
  )
  return c.json(bffErrorBodies.internal, 500)
}
