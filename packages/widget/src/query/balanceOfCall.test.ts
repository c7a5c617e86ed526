import fc from 'fast-check'
import { decodeFunctionResult, encodeAbiParameters, encodeFunctionData, erc20Abi } from 'viem'
import { expect, test } from 'vitest'
import { decodeBalanceOf, encodeBalanceOf } from './balanceOfCall.js'

const address = fc
  .uint8Array({ minLength: 20, maxLength: 20 })
  .map((bytes) => `0x${Buffer.from(bytes).toString('hex')}` as const)
const uint256 = fc.bigInt({ min: 0n, max: 2n ** 256n - 1n })

test('the call data is what viem encodes for balanceOf(account)', () => {
  fc.assert(
    fc.property(address, (account) => {
      expect(encodeBalanceOf(account)).toBe(
        encodeFunctionData({ abi: erc20Abi, functionName: 'balanceOf', args: [account] }),
      )
    }),
  )
})

test('the answer decodes as viem decodes a uint256', () => {
  fc.assert(
    fc.property(uint256, (balance) => {
      const data = encodeAbiParameters([{ type: 'uint256' }], [balance])
      expect(decodeBalanceOf(data)).toBe(
        decodeFunctionResult({ abi: erc20Abi, functionName: 'balanceOf', data }),
      )
    }),
  )
})

test('an answer that is not a uint256 is refused, not read as zero', () => {
  // What an address without code answers to eth_call.
  expect(() => decodeBalanceOf('0x')).toThrow('balanceOf returned nothing')
  expect(() => decodeBalanceOf('0x1234')).toThrow('balanceOf returned a malformed answer')
})
