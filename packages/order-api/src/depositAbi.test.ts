import { decodeFunctionData } from 'viem'
import { expect, test } from 'vitest'
import { depositAbi, encodeDeposit } from './depositAbi.js'

test('the deposit calldata starts with the selector of deposit(address,uint256,uint256) and decodes back', () => {
  const token = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
  const data = encodeDeposit({ token, amount: 50_000_000n, nonce: 7n })
  // keccak256("deposit(address,uint256,uint256)") starts with 0x0efe6a8b.
  expect(data.slice(0, 10)).toBe('0x0efe6a8b')
  expect(decodeFunctionData({ abi: depositAbi, data })).toEqual({
    functionName: 'deposit',
    args: [token, 50_000_000n, 7n],
  })
})
