import { expect, test } from 'vitest'
import { recipientError, recipientRules } from './recipientRules.js'

const tron = 728126428
const evmAddress = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const tronAddress = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t'

test('EVM to EVM from a plain account needs no recipient', () => {
  expect(recipientRules({ srcChainId: 1, dstChainId: 8453, depositorIsContract: false })).toEqual({
    payoutRequired: false,
    refundRequired: false,
    tronNote: false,
  })
})

test('a TRON destination needs a payout address, a TRON source a refund address', () => {
  expect(recipientRules({ srcChainId: 1, dstChainId: tron, depositorIsContract: false })).toEqual({
    payoutRequired: true,
    refundRequired: false,
    tronNote: true,
  })
  expect(recipientRules({ srcChainId: tron, dstChainId: 1, depositorIsContract: false })).toEqual({
    payoutRequired: false,
    refundRequired: true,
    tronNote: true,
  })
})

test('a contract-wallet depositor must name both recipients', () => {
  expect(recipientRules({ srcChainId: 1, dstChainId: 8453, depositorIsContract: true })).toEqual({
    payoutRequired: true,
    refundRequired: true,
    tronNote: false,
  })
})

test('recipient fields are checked against the chain family', () => {
  expect(recipientError({ chainId: 1, address: '', required: false })).toBeUndefined()
  expect(recipientError({ chainId: 1, address: ' ', required: true })).toBe('required')
  expect(recipientError({ chainId: 1, address: evmAddress, required: true })).toBeUndefined()
  expect(recipientError({ chainId: 1, address: tronAddress, required: true })).toBe('invalid_evm')
  expect(recipientError({ chainId: tron, address: tronAddress, required: true })).toBeUndefined()
  expect(recipientError({ chainId: tron, address: evmAddress, required: true })).toBe(
    'invalid_tron',
  )
  // One changed character breaks the base58check checksum.
  expect(
    recipientError({ chainId: tron, address: `${tronAddress.slice(0, -1)}u`, required: true }),
  ).toBe('invalid_tron')
  expect(recipientError({ chainId: 1, address: '0x1234', required: false })).toBe('invalid_evm')
})
