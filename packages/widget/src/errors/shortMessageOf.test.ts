import { AmountError } from '@ferry/order-api'
import { expect, test } from 'vitest'
import { shortMessageOf } from './shortMessageOf.js'

test('a Ferry error gives its short message, without the details lines', () => {
  const error = new AmountError({ reason: 'too_many_decimals', text: '1.1234567', decimals: 6 })
  expect(error.message).toContain('Details')
  expect(shortMessageOf(error)).toBe(error.shortMessage)
  expect(shortMessageOf(error)).not.toContain('\n')
})

test('a plain error gives its message, and a thrown non-error its string form', () => {
  expect(shortMessageOf(new Error('network down'))).toBe('network down')
  expect(shortMessageOf({ shortMessage: '', message: 'fallback' })).toBe('fallback')
  expect(shortMessageOf('refused')).toBe('refused')
  expect(shortMessageOf(undefined)).toBe('undefined')
})
