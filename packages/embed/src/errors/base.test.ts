import { BaseError as OrderApiBaseError } from '@ferry/order-api'
import { expect, test } from 'vitest'
import { NotEmbeddedError } from '../connectToHost.js'
import { FerryEmbedError } from '../createFerryWidget.js'

test("the embed's errors pass order-api's BaseError check and carry its fields", () => {
  const error = new FerryEmbedError('options.url is required')
  expect(OrderApiBaseError.isInstance(error)).toBe(true)
  expect(OrderApiBaseError.isInstance(new NotEmbeddedError('not framed'))).toBe(true)
  expect(error).toBeInstanceOf(Error)
  expect({
    name: error.name,
    shortMessage: error.shortMessage,
    details: error.details,
    walked: error.walk(),
  }).toEqual({
    name: 'FerryEmbedError',
    shortMessage: 'options.url is required',
    details: undefined,
    walked: error,
  })
  expect(error.walk((candidate) => candidate instanceof NotEmbeddedError)).toBeUndefined()
})

test('each class recognises its own errors by marker, also from another copy of the code', () => {
  const embed = new FerryEmbedError('bad container')
  const notEmbedded = new NotEmbeddedError('not framed')
  expect(FerryEmbedError.isInstance(embed)).toBe(true)
  expect(FerryEmbedError.isInstance(notEmbedded)).toBe(false)
  expect(NotEmbeddedError.isInstance(notEmbedded)).toBe(true)
  expect(NotEmbeddedError.isInstance(new Error('not framed'))).toBe(false)
  // A second bundled copy has other classes but the same global symbols.
  const fromOtherCopy = { [Symbol.for('ferry.error.NotEmbeddedError')]: true }
  expect(NotEmbeddedError.isInstance(fromOtherCopy)).toBe(true)
  expect(FerryEmbedError.isInstance(null)).toBe(false)
})
