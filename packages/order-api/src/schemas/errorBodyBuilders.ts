import type { NamedErrorBody, RateLimitErrorBody, RouteErrorBody } from './errorBodies.js'

/**
 * The error bodies a stand-in of the service (the devnet) or a proxy of it (the BFF) answers
 * with, built in one place so that each looks exactly like the service's own. The validation
 * body is `toValidationErrorBody` (validationErrorBody.ts); the others are here.
 */

export type RouteErrorBodyParameters = {
  error: string
  detail?: RouteErrorBody['detail'] | undefined
}

/**
 * A route's refusal: `{ error, detail? }` (the `detail` is left out when there is none).
 *
 * @example
 * routeErrorBody({ error: 'order not found' }) // { error: 'order not found' }
 */
export function routeErrorBody({ error, detail }: RouteErrorBodyParameters): RouteErrorBody {
  return detail ? { error, detail } : { error }
}

/**
 * A body that is not JSON (400).
 *
 * @example
 * return context.json(malformedJsonBody(), 400)
 */
export function malformedJsonBody(): NamedErrorBody {
  return { message: 'Malformed JSON body', name: 'BadRequestException' }
}

/**
 * A request the server cannot read for another reason, e.g. a body too large (400, 413).
 *
 * @example
 * return context.json(badRequestBody({ message: 'Body too large' }), 413)
 */
export function badRequestBody(parameters: { message: string }): NamedErrorBody {
  return { message: parameters.message, name: 'BadRequestException' }
}

/**
 * An unexpected failure (500): says nothing about the cause.
 *
 * @example
 * return context.json(internalErrorBody(), 500)
 */
export function internalErrorBody(): NamedErrorBody {
  return { message: 'Internal error', name: 'InternalErrorException' }
}

/**
 * The service is in maintenance (503, with `Retry-After`).
 *
 * @example
 * return context.json(maintenanceBody(), 503, { 'retry-after': '60' })
 */
export function maintenanceBody(): NamedErrorBody {
  return { message: 'SystemMaintenance', name: 'MaintenanceException' }
}

/**
 * Too many requests (429); the spec's rate-limit body carries no Retry-After.
 *
 * @example
 * return context.json(rateLimitedBody(), 429)
 */
export function rateLimitedBody(parameters: { message?: string } = {}): RateLimitErrorBody {
  return {
    errorCode: 'RATE_LIMITED',
    message: parameters.message ?? 'Too many requests, slow down',
  }
}
