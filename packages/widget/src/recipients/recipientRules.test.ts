import { isValidV1AddressForChain } from '@ferry/order-api/v1'
import { expect, test } from 'vitest'
import { recipientError, recipientRules } from './recipientRules.js'

const tron = 728126428
const evmAddress = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const tronAddress = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t'

test('EVM to EVM from a plain account needs no recipient', () => {
  expect(recipientRules({ srcChainId: 1, dstChainId: 8453, depositorIsContract: false })).toEqual({
    payoutRequired: false,
    refundRequired: false,
  })
})

test('a TRON destination needs a payout address, a TRON source a refund address', () => {
  expect(recipientRules({ srcChainId: 1, dstChainId: tron, depositorIsContract: false })).toEqual({
    payoutRequired: true,
    refundRequired: false,
  })
  expect(recipientRules({ srcChainId: tron, dstChainId: 1, depositorIsContract: false })).toEqual({
    payoutRequired: false,
    refundRequired: true,
  })
})

test('a contract-wallet depositor must name both recipients', () => {
  expect(recipientRules({ srcChainId: 1, dstChainId: 8453, depositorIsContract: true })).toEqual({
    payoutRequired: true,
    refundRequired: true,
  })
})

test('recipient fields are checked against the chain family', () => {
  expect(recipientError({ chainId: 1, address: '', required: false })).toBeUndefined()
  expect(recipientError({ chainId: 1, address: ' ', required: true })).toBe('required')
  expect(
    recipientError({
      chainId: 1,
      address: evmAddress,
      required: true,
      isValidV1Address,
    }),
  ).toBeUndefined()
  expect(recipientError({ chainId: 1, address: tronAddress, required: true })).toBe('invalid_evm')
  expect(
    recipientError({
      chainId: tron,
      address: tronAddress,
      required: true,
      isValidV1Address,
    }),
  ).toBeUndefined()
  expect(recipientError({ chainId: tron, address: evmAddress, required: true })).toBe(
    'invalid_tron',
  )
  // One changed character breaks the base58check checksum.
  expect(
    recipientError({ chainId: tron, address: `${tronAddress.slice(0, -1)}u`, required: true }),
  ).toBe('invalid_tron')
  expect(recipientError({ chainId: 1, address: '0x1234', required: false })).toBe('invalid_evm')
})

const bitcoin = 0
const solana = 20011000000
const bitcoinAddress = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'
const solanaAddress = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'

const isValidV1Address = isValidV1AddressForChain

test('a Bitcoin or Solana side (v1 only) needs its address named, checked by its own rules', () => {
  expect(recipientRules({ srcChainId: 1, dstChainId: solana, depositorIsContract: false })).toEqual(
    {
      payoutRequired: true,
      refundRequired: false,
    },
  )
  expect(
    recipientRules({ srcChainId: bitcoin, dstChainId: 8453, depositorIsContract: false }),
  ).toEqual({
    payoutRequired: false,
    refundRequired: true,
  })
  expect(
    recipientError({ chainId: bitcoin, address: bitcoinAddress, required: true, isValidV1Address }),
  ).toBeUndefined()
  expect(
    recipientError({ chainId: solana, address: solanaAddress, required: true, isValidV1Address }),
  ).toBeUndefined()
  expect(
    recipientError({ chainId: bitcoin, address: evmAddress, required: true, isValidV1Address }),
  ).toBe('invalid_bitcoin')
  expect(
    recipientError({
      chainId: solana,
      address: `${solanaAddress}0`,
      required: true,
      isValidV1Address,
    }),
  ).toBe('invalid_solana')
  expect(recipientError({ chainId: bitcoin, address: '', required: true })).toBe('required')
  // Before v1's rules have loaded nothing is called wrong (useRecipients holds the form back).
  expect(recipientError({ chainId: bitcoin, address: evmAddress, required: true })).toBeUndefined()
  // An EVM chain still takes only EVM addresses.
  expect(recipientError({ chainId: 8453, address: bitcoinAddress, required: false })).toBe(
    'invalid_evm',
  )
})
