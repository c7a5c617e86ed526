import { base32, base58, bech32, bech32m } from '@scure/base'
import { describe, expect, test } from 'vitest'
import { isStellarAddress } from './stellar.js'
import {
  isV1Address,
  isV1AddressOfFamily,
  isV1TxHash,
  isV1TxHashForChain,
  isValidV1AddressForChain,
  v1AddressFamily,
} from './v1Address.js'

const evmLower = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8'
const evmChecksum = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const solana = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v'
const tron = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t'
const bech32V0 = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'
const taproot = 'bc1p5d7rjq7g6rdk2yhzks9smlaqtedr4dekq08ge8ztwac72sfr9rusxg3297'
const p2pkh = '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa'
const p2sh = '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy'
const ckbFull = bech32m.encode('ckb', bech32m.toWords(new Uint8Array(53).fill(3)), false)
const ckbShort = 'ckb1qyqrdsefa43s6m882pcj53m4gdnj4k440axqdt9rtd'
const stellar = 'GAAZI4TCR3TY5OJHCTJC2A4QSY6CJWJH5IAJTGKIN2ER7LBNVKOCCWN7'

describe('each family accepts its valid forms', () => {
  test.each([
    ['evm', evmLower],
    ['evm', evmChecksum],
    ['solana', solana],
    ['solana', '11111111111111111111111111111111'],
    ['tron', tron],
    ['bitcoin', bech32V0],
    ['bitcoin', bech32V0.toUpperCase()],
    ['bitcoin', taproot],
    ['bitcoin', p2pkh],
    ['bitcoin', p2sh],
    ['ckb', ckbFull],
    ['ckb', ckbShort],
    ['stellar', stellar],
  ] as const)('%s: %s', (family, address) => {
    expect(isV1AddressOfFamily({ family, address })).toBe(true)
    expect(v1AddressFamily(address)).toBe(family)
  })
})

describe('invalid addresses are refused', () => {
  test.each([
    ['EVM mixed case that is not the checksum', '0x70997970c51812dc3a010c7d01b50e0d17dc79C8'],
    ['EVM all uppercase', '0x70997970C51812DC3A010C7D01B50E0D17DC79C8'],
    ['EVM too short', '0x70997970c51812dc3a010c7d01b50e0d17dc79'],
    ['Solana with a 0 (not base58)', 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt10'],
    ['Solana 31 characters', solana.slice(0, 31)],
    ['Solana decoding to 33 bytes', base58.encode(new Uint8Array(33).fill(9))],
    ['TRON with a broken checksum', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u'],
    ['TRON in hex41 form', '41a614f803b6fd780986a42c78ec9c7f77e6ded13c'],
    ['Bitcoin bech32 with a broken checksum', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdr'],
    ['Bitcoin bech32 in mixed case', 'bc1qAr0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'],
    [
      'Bitcoin taproot encoded as bech32',
      bech32.encode('bc', [1, ...bech32.toWords(new Uint8Array(32).fill(5))]),
    ],
    [
      'Bitcoin v0 encoded as bech32m',
      bech32m.encode('bc', [0, ...bech32m.toWords(new Uint8Array(20).fill(5))]),
    ],
    [
      'Bitcoin v0 with a 21-byte program',
      bech32.encode('bc', [0, ...bech32.toWords(new Uint8Array(21).fill(5))]),
    ],
    ['Bitcoin testnet', 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx'],
    ['Bitcoin base58 with a broken checksum', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNb'],
    ['CKB with a broken checksum', `${ckbFull.slice(0, -1)}${ckbFull.endsWith('q') ? 'p' : 'q'}`],
    ['Stellar with a broken checksum', 'GAAZI4TCR3TY5OJHCTJC2A4QSY6CJWJH5IAJTGKIN2ER7LBNVKOCCWN6'],
    ['Stellar secret seed form', `S${stellar.slice(1)}`],
    ['empty', ''],
    ['an order id', 'c0123456789abcdefghijklmn'],
    ['a huge string', `0x${'a'.repeat(100_000)}`],
  ])('%s', (_, address) => {
    expect(isV1Address(address)).toBe(false)
  })

  test('a Stellar key with another version byte fails even with a good checksum', () => {
    const bytes = base32.decode(stellar)
    bytes[0] = 18 << 3 // muxed-account version
    expect(isStellarAddress(base32.encode(bytes))).toBe(false)
  })
})

test('an address must fit its chain family', () => {
  expect(isValidV1AddressForChain({ chainId: 8453, address: evmLower })).toBe(true)
  expect(isValidV1AddressForChain({ chainId: 8453, address: solana })).toBe(false)
  expect(isValidV1AddressForChain({ chainId: 20011000000, address: solana })).toBe(true)
  expect(isValidV1AddressForChain({ chainId: 728126428, address: tron })).toBe(true)
  expect(isValidV1AddressForChain({ chainId: 728126428, address: evmLower })).toBe(false)
  expect(isValidV1AddressForChain({ chainId: 0, address: bech32V0 })).toBe(true)
  expect(isValidV1AddressForChain({ chainId: 0, address: tron })).toBe(false)
})

describe('transaction hashes per chain', () => {
  const evmHash = `0x${'ab'.repeat(32)}`
  const bareHash = 'ab'.repeat(32)
  const solanaSignature = base58.encode(new Uint8Array(64).fill(7))

  test('EVM wants 0x and 64 hex', () => {
    expect(isV1TxHashForChain({ chainId: 1, txHash: evmHash })).toBe(true)
    expect(isV1TxHashForChain({ chainId: 1, txHash: bareHash })).toBe(false)
    expect(isV1TxHashForChain({ chainId: 1, txHash: `${evmHash}00` })).toBe(false)
  })

  test('TRON and Bitcoin want 64 hex without 0x', () => {
    for (const chainId of [728126428, 0]) {
      expect(isV1TxHashForChain({ chainId, txHash: bareHash })).toBe(true)
      expect(isV1TxHashForChain({ chainId, txHash: evmHash })).toBe(false)
    }
  })

  test('Solana wants a base58 signature of 64 bytes', () => {
    expect([87, 88]).toContain(solanaSignature.length)
    expect(isV1TxHashForChain({ chainId: 20011000000, txHash: solanaSignature })).toBe(true)
    expect(isV1TxHashForChain({ chainId: 20011000000, txHash: evmHash })).toBe(false)
    const wrongLength = base58.encode(new Uint8Array(65).fill(255))
    expect(isV1TxHashForChain({ chainId: 20011000000, txHash: wrongLength })).toBe(false)
  })

  test('any submit format passes the chain-free check, other strings do not', () => {
    for (const txHash of [evmHash, bareHash, solanaSignature]) expect(isV1TxHash(txHash)).toBe(true)
    for (const txHash of ['', '0x1234', 'zz'.repeat(32)]) expect(isV1TxHash(txHash)).toBe(false)
  })
})
