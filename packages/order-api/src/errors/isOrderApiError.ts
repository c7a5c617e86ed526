import type { OrderApiError } from './OrderApiError.js'

/** The brand every OrderApiError carries, shared across copies of this package. */
const orderApiErrorMarker = Symbol.for('ferry.error.OrderApiError')

/**
 * `OrderApiError.isInstance` without the class: code that only tells the error apart (a page's
 * first load) need not bring the class and its classification of every answer.
 *
 * @example
 * if (isOrderApiError(error) && error.status === 409) requote()
 */
export function isOrderApiError(value: unknown): value is OrderApiError {
  return typeof value === 'object' && value !== null && orderApiErrorMarker in value
}
