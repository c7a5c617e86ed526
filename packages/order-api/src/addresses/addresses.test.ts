import fc from 'fast-check'
import { TronWeb } from 'tronweb'
import { expect, test } from 'vitest'
import {
  chainFamily,
  checksumEvmAddress,
  isEvmAddress,
  isSameAddress,
  isValidAddressForChain,
  parseTronAddress,
  TRON_CHAIN_ID,
  toNativeAddress,
} from '../index.js'

// The test vectors of EIP-55.
const eip55Vectors = [
  '0x52908400098527886E0F7030069857D2E4169EE7',
  '0x8617E340B3D01FA5F11F306F4090FD50E238070D',
  '0xde709f2102306220921060314715629080e2fb77',
  '0x27b1fdb04752bbc536007a920d24acb045561c26',
  '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
  '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
  '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
]

test('every EIP-55 vector is accepted and is the checksum of its lowercase form', () => {
  for (const vector of eip55Vectors) {
    expect(isEvmAddress(vector)).toBe(true)
    expect(checksumEvmAddress(vector.toLowerCase())).toBe(vector)
  }
})

test('lowercase passes, wrong mixed case and malformed input are refused', () => {
  expect(isEvmAddress('0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed')).toBe(true)
  expect(isEvmAddress('0x5AAeb6053F3E94C9b9A09f33669435E7Ef1BeAed')).toBe(false)
  expect(isEvmAddress('0x5aaeb6053f3e94c9b9a09f33669435e7ef1beae')).toBe(false)
  expect(isEvmAddress('5aaeb6053f3e94c9b9a09f33669435e7ef1beaed')).toBe(false)
  expect(() => checksumEvmAddress('0x5AAeb6053F3E94C9b9A09f33669435E7Ef1BeAed')).toThrowError(
    /is not a valid EVM address/,
  )
})

test('TRON base58 and hex41 convert both ways, as tronweb does', () => {
  const usdt = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t'
  expect(parseTronAddress(usdt)).toEqual({
    base58: usdt,
    hex41: TronWeb.address.toHex(usdt).toLowerCase(),
  })
  expect(parseTronAddress('41a614f803b6fd780986a42c78ec9c7f77e6ded13c').base58).toBe(usdt)
  expect(parseTronAddress('0x41A614F803B6FD780986A42C78EC9C7F77E6DED13C').base58).toBe(usdt)
})

test('a TRON address with a broken checksum or the wrong prefix is refused', () => {
  expect(() => parseTronAddress('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u')).toThrowError(/bad checksum/)
  expect(() => parseTronAddress('42a614f803b6fd780986a42c78ec9c7f77e6ded13c')).toThrowError(
    /not a valid TRON address/,
  )
  expect(TronWeb.isAddress('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u')).toBe(false)
})

test('property: any 20-byte account round-trips through base58 and matches the oracle', () => {
  fc.assert(
    fc.property(fc.uint8Array({ minLength: 20, maxLength: 20 }), (bytes) => {
      const hex41 = `41${Buffer.from(bytes).toString('hex')}`
      const { base58 } = parseTronAddress(hex41)
      expect(base58).toBe(TronWeb.address.fromHex(hex41))
      expect(TronWeb.isAddress(base58)).toBe(true)
      expect(parseTronAddress(base58).hex41).toBe(hex41)
    }),
    { numRuns: 200 },
  )
})

test('property: EVM checksum is idempotent and accepted; lowercase always accepted', () => {
  fc.assert(
    fc.property(fc.uint8Array({ minLength: 20, maxLength: 20 }), (bytes) => {
      const lower = `0x${Buffer.from(bytes).toString('hex')}`
      const checksummed = checksumEvmAddress(lower)
      expect(isEvmAddress(lower)).toBe(true)
      expect(isEvmAddress(checksummed)).toBe(true)
      expect(checksumEvmAddress(checksummed)).toBe(checksummed)
      expect(checksummed.toLowerCase()).toBe(lower)
    }),
    { numRuns: 200 },
  )
})

test('native display form per chain family', () => {
  expect(chainFamily(TRON_CHAIN_ID)).toBe('tron')
  expect(chainFamily(8453)).toBe('evm')
  expect(toNativeAddress({ chainId: 1, address: eip55Vectors[4]!.toLowerCase() })).toBe(
    eip55Vectors[4],
  )
  expect(
    toNativeAddress({
      chainId: TRON_CHAIN_ID,
      address: '41a614f803b6fd780986a42c78ec9c7f77e6ded13c',
    }),
  ).toBe('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t')
  expect(isValidAddressForChain({ chainId: TRON_CHAIN_ID, address: eip55Vectors[4]! })).toBe(false)
  expect(
    isValidAddressForChain({ chainId: 1, address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t' }),
  ).toBe(false)
  expect(
    isSameAddress({
      chainId: TRON_CHAIN_ID,
      a: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
      b: '41a614f803b6fd780986a42c78ec9c7f77e6ded13c',
    }),
  ).toBe(true)
})
