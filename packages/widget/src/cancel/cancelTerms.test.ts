import type { TokenEntry } from '@ferry/order-api'
import { expect, test } from 'vitest'
import { cancelTerms } from './cancelTerms.js'

const usdc = (chainId: number, token: string, depositFee: string, withdrawFee: string) =>
  ({ chainId, token, symbol: 'USDC', decimals: 6, depositFee, withdrawFee }) satisfies TokenEntry
const arbitrum = '0xaf88d065e77c8cc2239327c5edb3a432268e5831'
const base = '0x833589fcd6edb6e08f4c7c32d4f71b54bda02913'
// The listing names the token in its checksummed form, the order in lowercase.
const tokens = [
  usdc(42161, '0xaf88d065e77c8cC2239327C5EDb3A432268e5831', '50000', '20000'),
  usdc(8453, base, '40000', '25000'),
]
const order = {
  srcChainId: 42161,
  srcToken: arbitrum,
  dstChainId: 8453,
  dstToken: base,
  srcAmountSpoke: '22040000',
}

test("the flat fee kept is the source's deposit fee plus the destination's withdraw fee", () => {
  expect(cancelTerms({ order, tokens })).toEqual({
    deposit: 22_040_000n,
    flatFee: 75_000n,
    refundAtMost: 21_965_000n,
  })
})

test('a side that params does not list leaves the fee unsaid, never guessed', () => {
  expect(cancelTerms({ order, tokens: tokens.slice(0, 1) })).toEqual({
    deposit: 22_040_000n,
    flatFee: undefined,
    refundAtMost: undefined,
  })
})

test('a deposit no larger than the flat fee refunds nothing', () => {
  expect(cancelTerms({ order: { ...order, srcAmountSpoke: '60000' }, tokens }).refundAtMost).toBe(
    0n,
  )
})
