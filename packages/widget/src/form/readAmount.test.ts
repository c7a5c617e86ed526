import { expect, test } from 'vitest'
import { readAmount } from './readAmount.js'

const usdc = { decimals: 6 }

test('an empty field, or one without a token, is no amount and no error', () => {
  expect(readAmount({ text: '  ', token: usdc, decimalSeparator: '.' })).toEqual({
    amount: undefined,
    error: undefined,
  })
  expect(readAmount({ text: '5', token: undefined, decimalSeparator: '.' })).toEqual({
    amount: undefined,
    error: undefined,
  })
})

test("a figure is read in the token's base units, with the locale's decimal separator", () => {
  expect(readAmount({ text: ' 2.5 ', token: usdc, decimalSeparator: '.' }).amount).toBe(2_500_000n)
  expect(readAmount({ text: '2,5', token: usdc, decimalSeparator: ',' }).amount).toBe(2_500_000n)
})

test('a figure the token cannot hold gives a one-line error and no amount', () => {
  const read = readAmount({ text: '1.1234567', token: usdc, decimalSeparator: '.' })
  expect(read.amount).toBeUndefined()
  expect(read.error).toMatch(/decimal/i)
  expect(read.error).not.toContain('\n')
  expect(readAmount({ text: 'ten', token: usdc, decimalSeparator: '.' }).error).toBeTruthy()
})
