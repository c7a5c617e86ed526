import { base32, base58, bech32, bech32m, createBase58check } from '@scure/base'
import fc from 'fast-check'
import { bytesToHex, getAddress, sha256 } from 'viem'
import { expect, test } from 'vitest'
import * as z from 'zod/mini'
import { v1QuoteAmountSchema } from '../schemas/primitives.js'
import { crc16Xmodem } from './stellar.js'
import { v1AddressFamily } from './v1Address.js'

const base58check = createBase58check((data: Uint8Array) => sha256(data, 'bytes'))
const bytes = (length: number) => fc.uint8Array({ minLength: length, maxLength: length })

// The CRC itself is checked against a published Stellar address in v1Address.test.ts.
/** Valid addresses of each family, built from random key material by each family's own encoding. */
const addresses = fc.oneof(
  bytes(20).map((key) => ['evm', bytesToHex(key)] as const),
  bytes(20).map((key) => ['evm', getAddress(bytesToHex(key))] as const),
  bytes(32).map((key) => ['solana', base58.encode(key)] as const),
  bytes(20).map((key) => ['tron', base58check.encode(new Uint8Array([0x41, ...key]))] as const),
  bytes(20).map((key) => ['bitcoin', base58check.encode(new Uint8Array([0x00, ...key]))] as const),
  bytes(20).map((key) => ['bitcoin', base58check.encode(new Uint8Array([0x05, ...key]))] as const),
  bytes(20).map((key) => ['bitcoin', bech32.encode('bc', [0, ...bech32.toWords(key)])] as const),
  bytes(32).map((key) => ['bitcoin', bech32m.encode('bc', [1, ...bech32m.toWords(key)])] as const),
  bytes(53).map((key) => ['ckb', bech32m.encode('ckb', bech32m.toWords(key), false)] as const),
  bytes(32).map((key) => {
    const payload = new Uint8Array([6 << 3, ...key])
    const crc = crc16Xmodem(payload)
    return ['stellar', base32.encode(new Uint8Array([...payload, crc & 0xff, crc >> 8]))] as const
  }),
)

test('every well-formed address is recognised as its own family and no other', () => {
  fc.assert(
    fc.property(addresses, ([family, address]) => {
      expect(v1AddressFamily(address)).toBe(family)
    }),
    { numRuns: 200 },
  )
})

test('one changed character makes a checksummed address invalid or another address', () => {
  const checksummed = addresses.filter(([family]) => family !== 'solana' && family !== 'evm')
  fc.assert(
    fc.property(checksummed, fc.nat(), ([family, address], at) => {
      const index = at % address.length
      const swapped = address[index] === 'q' ? 'p' : 'q'
      const broken = `${address.slice(0, index)}${swapped}${address.slice(index + 1)}`
      fc.pre(broken !== address)
      expect(v1AddressFamily(broken)).not.toBe(family)
    }),
    { numRuns: 300 },
  )
})

test('a quote amount reads the same in decimal and hex, and is written back as decimal', () => {
  fc.assert(
    fc.property(fc.bigInt({ min: 1n, max: 2n ** 256n - 1n }), (amount) => {
      const fromDecimal = v1QuoteAmountSchema.parse(amount.toString())
      const fromHex = v1QuoteAmountSchema.parse(`0x${amount.toString(16)}`)
      expect(fromDecimal).toBe(amount)
      expect(fromHex).toBe(amount)
      expect(z.encode(v1QuoteAmountSchema, fromHex)).toBe(amount.toString())
    }),
  )
})
