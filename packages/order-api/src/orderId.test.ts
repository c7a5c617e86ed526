import { concat, keccak256, pad, toHex } from 'viem'
import { expect, test } from 'vitest'
import { orderIdOf } from './index.js'

test('orderId is keccak256 of the ABI-encoded depositor and nonce, lowercase', () => {
  const depositor = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
  const nonce = 123456789n
  const expected = keccak256(
    concat([pad(depositor.toLowerCase() as `0x${string}`), pad(toHex(nonce))]),
  )
  expect(orderIdOf({ depositor, nonce })).toBe(expected)
  expect(orderIdOf({ depositor: depositor.toLowerCase(), nonce: '123456789' })).toBe(expected)
  expect(orderIdOf({ depositor, nonce: 1n })).not.toBe(expected)
  expect(orderIdOf({ depositor, nonce })).toMatch(/^0x[0-9a-f]{64}$/)
})
