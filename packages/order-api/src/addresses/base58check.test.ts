import { createBase58check } from '@scure/base'
import fc from 'fast-check'
import { bytesToHex, hexToBytes, sha256 } from 'viem'
import { expect, test } from 'vitest'
import { decodeBase58check, encodeBase58check } from './base58check.js'

const reference = createBase58check((data: Uint8Array) => sha256(data, 'bytes'))

test('encodes exactly as @scure/base does, leading zero bytes included, and decodes back', () => {
  fc.assert(
    fc.property(fc.uint8Array({ maxLength: 40 }), (bytes) => {
      const text = encodeBase58check(bytesToHex(bytes))
      expect(text).toBe(reference.encode(bytes))
      expect(decodeBase58check(text)).toBe(bytesToHex(bytes))
    }),
  )
})

test('accepts and refuses any text exactly as @scure/base does', () => {
  const base58ish = fc.string({
    unit: fc.constantFrom(...'123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz0OIl'),
    maxLength: 40,
  })
  const outcome = (decode: () => string) => {
    try {
      return decode()
    } catch {
      return 'refused'
    }
  }
  fc.assert(
    fc.property(base58ish, (text) => {
      expect(outcome(() => decodeBase58check(text))).toBe(
        outcome(() => bytesToHex(reference.decode(text))),
      )
    }),
  )
})

test('a TRON address with one character changed fails its checksum', () => {
  const address = encodeBase58check(bytesToHex(new Uint8Array([0x41, ...new Array(20).fill(7)])))
  expect(decodeBase58check(address)).toBe(`0x41${'07'.repeat(20)}`)
  const changed = address.slice(0, -1) + (address.endsWith('2') ? '3' : '2')
  expect(() => decodeBase58check(changed)).toThrowError('bad base58check checksum')
  expect(() => decodeBase58check('1'.repeat(129))).toThrowError('too long')
  expect(hexToBytes(decodeBase58check(address))).toHaveLength(21)
})
