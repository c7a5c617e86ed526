import fc from 'fast-check'
import { expect, test } from 'vitest'
import { roundDecimal } from './roundDecimal.js'

test('a long fraction is rounded half up to the digits asked, trailing zeros dropped', () => {
  expect(roundDecimal('0.016666666666666666', 6)).toBe('0.016667')
  expect(roundDecimal('0.0166664', 6)).toBe('0.016666')
  expect(roundDecimal('1.9999995', 6)).toBe('2')
  expect(roundDecimal('99.98', 6)).toBe('99.98')
  expect(roundDecimal('100', 6)).toBe('100')
  expect(roundDecimal('12.5000', 2)).toBe('12.5')
  expect(roundDecimal('0.5', 0)).toBe('1')
})

test('anything but decimal text is refused by name', () => {
  for (const text of ['', '.', '1e5', '-1', '1.2.3', '0x10'])
    expect(() => roundDecimal(text, 6), text).toThrow(`"${text}" is not decimal text`)
})

test('the rounded amount is within half a unit of the last digit kept', () => {
  fc.assert(
    fc.property(
      fc.bigInt({ min: 0n, max: 10n ** 30n }),
      fc.integer({ min: 0, max: 12 }),
      (units, digits) => {
        const text = `${units / 10n ** 18n}.${(units % 10n ** 18n).toString().padStart(18, '0')}`
        const [whole, fraction = ''] = roundDecimal(text, digits).split('.')
        expect(fraction.length).toBeLessThanOrEqual(digits)
        const rounded = BigInt(`${whole}${fraction.padEnd(18, '0')}`)
        const difference = rounded > units ? rounded - units : units - rounded
        expect(difference * 2n).toBeLessThanOrEqual(10n ** BigInt(18 - digits))
      },
    ),
  )
})
