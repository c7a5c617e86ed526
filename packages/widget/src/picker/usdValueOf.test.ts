import { expect, test } from 'vitest'
import { usdValueOf } from './usdValueOf.js'

test('an amount times a decimal price is exact, whatever the digits', () => {
  expect(usdValueOf({ amount: 1_500000000000000000n, decimals: 18, priceUsd: '3000.5' })).toBe(
    '4500.75',
  )
  expect(usdValueOf({ amount: 1_234567n, decimals: 6, priceUsd: '0.9998' })).toBe('1.2343200866')
  // 0.1 + 0.2 style inputs stay exact: a float would give 0.30000000000000004.
  expect(usdValueOf({ amount: 3n, decimals: 1, priceUsd: '0.1' })).toBe('0.03')
  // More digits than a double holds.
  expect(
    usdValueOf({ amount: 123456789_123456789123456789n, decimals: 18, priceUsd: '1.00000001' }),
  ).toBe('123456790.35802468035802468023456789')
})

test('a price without a fraction, a zero amount, and a malformed price', () => {
  expect(usdValueOf({ amount: 2_000000n, decimals: 6, priceUsd: '25' })).toBe('50')
  expect(usdValueOf({ amount: 0n, decimals: 18, priceUsd: '3000' })).toBe('0')
  expect(usdValueOf({ amount: 1n, decimals: 0, priceUsd: '1e3' })).toBeUndefined()
})

test('a huge amount at a long price keeps every digit; the display rounds to cents', () => {
  const value = usdValueOf({
    amount: 10n ** 30n,
    decimals: 18,
    priceUsd: '3456.123456789012345678',
  })
  expect(value).toBe('3456123456789012.345678')
  expect(
    new Intl.NumberFormat('en', { style: 'currency', currency: 'USD' }).format(value as never),
  ).toBe('$3,456,123,456,789,012.35')
})
