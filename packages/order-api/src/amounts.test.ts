import fc from 'fast-check'
import { expect, test } from 'vitest'
import { AmountError, applyBps, formatAmount, formatBps, parseAmount } from './index.js'

test('decimal text becomes base units exactly', () => {
  expect(parseAmount({ text: '12.5', decimals: 6 })).toBe(12_500_000n)
  expect(parseAmount({ text: '.000001', decimals: 6 })).toBe(1n)
  expect(parseAmount({ text: '1.500000000', decimals: 6 })).toBe(1_500_000n)
  expect(parseAmount({ text: '123456789012345678901234567890', decimals: 18 })).toBe(
    123456789012345678901234567890n * 10n ** 18n,
  )
  expect(parseAmount({ text: '0', decimals: 6, allowZero: true })).toBe(0n)
})

test('bad amounts are refused with a reason', () => {
  const reasonOf = (text: string) => {
    try {
      parseAmount({ text, decimals: 6 })
      return 'accepted'
    } catch (error) {
      expect(AmountError.isInstance(error)).toBe(true)
      return (error as AmountError).reason
    }
  }
  expect(reasonOf('')).toBe('empty')
  expect(reasonOf('   ')).toBe('empty')
  expect(reasonOf('-1')).toBe('negative')
  expect(reasonOf('1e6')).toBe('exponent')
  expect(reasonOf('1.0000001')).toBe('too_many_decimals')
  expect(reasonOf('1,5')).toBe('not_a_number')
  expect(reasonOf('.')).toBe('not_a_number')
  expect(reasonOf('0x10')).toBe('not_a_number')
  expect(reasonOf('0.00')).toBe('zero')
  expect(() => parseAmount({ text: '1.0000001', decimals: 6 })).toThrowErrorMatchingInlineSnapshot(`
    [AmountError: The amount has more decimal places than the token allows
    Details: "1.0000001" has more than 6 decimal places]
  `)
})

test('display truncates and never rounds up', () => {
  expect(formatAmount({ amount: 12_345_678n, decimals: 6 })).toBe('12.345678')
  expect(formatAmount({ amount: 12_349_999n, decimals: 6, maxFractionDigits: 2 })).toBe('12.34')
  expect(formatAmount({ amount: 999_999n, decimals: 6, maxFractionDigits: 0 })).toBe('0')
  expect(formatAmount({ amount: 1_000_000n, decimals: 6 })).toBe('1')
  expect(formatAmount({ amount: 0n, decimals: 6 })).toBe('0')
  expect(formatAmount({ amount: 5n, decimals: 0 })).toBe('5')
  expect(formatAmount({ amount: -1_500_000n, decimals: 6 })).toBe('-1.5')
})

test('bps helpers round down and read as percentages', () => {
  expect(applyBps({ amount: 99_650_000n, bps: 25 })).toBe(249_125n)
  expect(applyBps({ amount: 3n, bps: 10 })).toBe(0n)
  expect(formatBps(30)).toBe('0.3%')
  expect(formatBps(125)).toBe('1.25%')
})

test('property: parse ∘ format is the identity on base units', () => {
  fc.assert(
    fc.property(
      fc.bigInt({ min: 1n, max: 10n ** 40n }),
      fc.integer({ min: 0, max: 24 }),
      (amount, decimals) => {
        expect(parseAmount({ text: formatAmount({ amount, decimals }), decimals })).toBe(amount)
      },
    ),
    { numRuns: 500 },
  )
})

test('property: a truncated display is never more than the amount', () => {
  fc.assert(
    fc.property(
      fc.bigInt({ min: 0n, max: 10n ** 30n }),
      fc.integer({ min: 0, max: 18 }),
      fc.integer({ min: 0, max: 18 }),
      (amount, decimals, digits) => {
        const shown = formatAmount({ amount, decimals, maxFractionDigits: digits })
        expect(parseAmount({ text: shown, decimals, allowZero: true }) <= amount).toBe(true)
      },
    ),
    { numRuns: 500 },
  )
})
