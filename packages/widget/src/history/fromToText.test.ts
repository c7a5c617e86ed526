import { expect, test } from 'vitest'
import { fromToText } from './fromToText.js'

test('left to right: the two sides joined by a right arrow, untouched', () => {
  expect(fromToText('19 USDC', 'USDC', 'ltr')).toBe('19 USDC → USDC')
})

test('right to left: each side isolated, the arrow pointing the way Arabic reads', () => {
  expect(fromToText('Ethereum (devnet)', 'Base (devnet)', 'rtl')).toBe(
    '\u2068Ethereum (devnet)\u2069 ← \u2068Base (devnet)\u2069',
  )
})
