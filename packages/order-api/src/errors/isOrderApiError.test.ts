import { expect, test } from 'vitest'
import { BaseError } from './base.js'
import { isOrderApiError } from './isOrderApiError.js'
import { OrderApiError } from './OrderApiError.js'

const refused = new OrderApiError({
  status: 429,
  body: { error: 'rate limited' },
  requestId: 'req-1',
  operation: 'quote',
})

test('an OrderApiError is told apart without its class, as OrderApiError.isInstance does', () => {
  expect(isOrderApiError(refused)).toBe(true)
  expect(OrderApiError.isInstance(refused)).toBe(true)
  for (const other of [new BaseError('other'), new Error('plain'), 'text', null, undefined, 429])
    expect([isOrderApiError(other), OrderApiError.isInstance(other)]).toEqual([false, false])
})

test('an error made by another copy of the package carries the same brand', () => {
  // What a second bundled copy creates: an object with the global symbol, not this class.
  const foreign = Object.assign(new Error('from another copy'), {
    [Symbol.for('ferry.error.OrderApiError')]: true,
  })
  expect(isOrderApiError(foreign)).toBe(true)
})
