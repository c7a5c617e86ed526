import { toValidationErrorBody } from '@ferry/order-api'
import { bffErrorBodies } from '../../http/errorResponse.js'
import type { ValidationHook } from '../../http/mountRoutes.js'

/**
 * How every v1 route refuses a request that does not validate: v1's envelope (spec v1: Errors),
 * `ValidationException` naming each field, a body that is not JSON `BadRequestException`.
 */
export const v1ValidationHook: ValidationHook = {
  invalid: (error, c) => c.json(toValidationErrorBody(error), 400),
  malformedJson: (c) => c.json(bffErrorBodies.malformedJson, 400),
}
