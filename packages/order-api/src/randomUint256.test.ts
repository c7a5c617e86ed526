import { expect, test } from 'vitest'
import { randomUint256 } from './randomUint256.js'

test('values span the whole uint256 range and do not repeat', () => {
  const values = Array.from({ length: 64 }, () => randomUint256())
  expect(new Set(values).size).toBe(64)
  for (const value of values) expect(value >= 0n && value < 2n ** 256n).toBe(true)
  // 64 draws all below 2^248 would mean the top byte is never filled (chance 2^-512).
  expect(values.some((value) => value >= 2n ** 248n)).toBe(true)
})
