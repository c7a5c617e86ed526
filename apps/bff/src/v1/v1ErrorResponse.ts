import { V1ApiError } from '@ferry/order-api/v1'
import type { Context } from 'hono'
import type { Logger } from 'pino'
import { errorResponse } from '../http/errorResponse.js'
import { sanitizeV1Error } from './sanitizeV1Error.js'

/** A failure of a v1 client call as the browser sees it: the upstream's status, spec fields only. */
export function v1ErrorResponse(c: Context, error: unknown, logger: Logger): Response {
  if (V1ApiError.isInstance(error)) {
    if (error.requestId) c.header('x-upstream-request-id', error.requestId)
    if (error.retryAfterSeconds !== undefined)
      c.header('Retry-After', String(error.retryAfterSeconds))
    const text = typeof error.body === 'string' ? error.body : JSON.stringify(error.body ?? null)
    const answer = sanitizeV1Error(error.status, text)
    const status = (error.status >= 400 && error.status <= 599 ? error.status : 502) as 400
    return answer.kind === 'text' ? c.text(answer.text, status) : c.json(answer.body, status)
  }
  // Transport failures read the same in v1 and v2.
  return errorResponse(error, c, logger)
}
