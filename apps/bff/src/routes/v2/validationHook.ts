import { toValidationErrorBody } from '@ferry/order-api'
import { bffErrorBodies } from '../../http/errorResponse.js'
import type { ValidationHook } from '../../http/mountRoutes.js'

/** How every v2 route refuses a request that does not validate (spec v2: Errors). */
export const v2ValidationHook: ValidationHook = {
  invalid: (error, c) => c.json(toValidationErrorBody(error), 400),
  malformedJson: (c) => c.json(bffErrorBodies.malformedJson, 400),
}
