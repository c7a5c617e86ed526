import { base58, bech32, bech32m } from '@scure/base'
import { isEvmAddress } from '../../addresses/evm.js'
import { isTronAddress } from '../../addresses/tron.js'
import { ETHEREUM_CHAIN_ID, TRON_CHAIN_ID, V1_SOLANA_CHAIN_ID } from '../../chainIds.js'
import { isBitcoinAddress } from './bitcoin.js'
import { type V1AddressFamily, type V1ChainFamily, v1ChainFamily } from './chainFamily.js'
import { isStellarAddress } from './stellar.js'

const base58Pattern = /^[1-9A-HJ-NP-Za-km-z]+$/

/**
 * A Solana account: base58 of a 32-byte key, 32 to 44 characters.
 *
 * @example
 * isSolanaAddress('So11111111111111111111111111111111111111112') // true
 */
export function isSolanaAddress(address: string): boolean {
  if (address.length < 32 || address.length > 44 || !base58Pattern.test(address)) return false
  try {
    return base58.decode(address).length === 32
  } catch {
    return false
  }
}

/**
 * A CKB address: `ckb1…` in bech32m (full format) or bech32 (the older short format).
 *
 * @example
 * isCkbAddress('ckb1qyqrdsefa43s6m882pcj53m4gdnj4k440axqdt9rtd') // true
 */
export function isCkbAddress(address: string): boolean {
  if (!/^ckb1[02-9ac-hj-np-z]+$/.test(address) || address.length > 1000) return false
  for (const codec of [bech32m, bech32]) {
    try {
      // CKB full addresses exceed bech32's 90-character default limit.
      const decoded = codec.decode(address as `${string}1${string}`, false)
      if (decoded.prefix === 'ckb' && decoded.words.length > 0) return true
    } catch {}
  }
  return false
}

/**
 * A TRON address as v1 takes it: base58check `T…` only (hex41 is not a v1 form).
 *
 * @example
 * isV1TronAddress('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t') // true
 * isV1TronAddress('41a614f803b6fd780986a42c78ec9c7f77e6ded13c') // false: v1 takes base58 only
 */
export function isV1TronAddress(address: string): boolean {
  return address.startsWith('T') && isTronAddress(address)
}

const checks: Record<V1AddressFamily, (address: string) => boolean> = {
  evm: isEvmAddress,
  solana: isSolanaAddress,
  tron: isV1TronAddress,
  bitcoin: isBitcoinAddress,
  ckb: isCkbAddress,
  stellar: isStellarAddress,
}

/**
 * Whether `address` is an address of `family`; EVM means lowercase or exact EIP-55.
 *
 * @example
 * isV1AddressOfFamily({ family: 'bitcoin', address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq' }) // true
 */
export function isV1AddressOfFamily(parameters: {
  family: V1AddressFamily
  address: string
}): boolean {
  return checks[parameters.family](parameters.address)
}

/**
 * The family an address belongs to, or `undefined`. The forms do not overlap: EVM is hex with
 * `0x`, TRON base58 starts with T and has a checksum, Bitcoin base58 starts with 1 or 3 and has a
 * checksum, Solana is base58 of exactly 32 bytes, CKB and Stellar have their own prefixes.
 *
 * @example
 * v1AddressFamily('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t') // 'tron'
 * v1AddressFamily('hello') // undefined
 */
export function v1AddressFamily(address: string): V1AddressFamily | undefined {
  if (address.length > 1000) return undefined
  for (const family of ['evm', 'tron', 'bitcoin', 'ckb', 'stellar', 'solana'] as const)
    if (checks[family](address)) return family
  return undefined
}

/**
 * Whether `address` is accepted by v1 anywhere an address of any family is (quote fields, orders).
 *
 * @example
 * isV1Address('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq') // true
 */
export function isV1Address(address: string): boolean {
  return v1AddressFamily(address) !== undefined
}

/**
 * Whether `address` belongs to the family of `chainId` (for a sender, recipient or refund).
 *
 * @example
 * isValidV1AddressForChain({ chainId: V1_BITCOIN_CHAIN_ID, address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq' }) // true
 */
export function isValidV1AddressForChain(parameters: {
  chainId: number
  address: string
}): boolean {
  return checks[v1ChainFamily(parameters.chainId)](parameters.address)
}

const txHashPatterns: Record<V1ChainFamily, RegExp> = {
  evm: /^0x[0-9a-fA-F]{64}$/,
  solana: /^[1-9A-HJ-NP-Za-km-z]{87,88}$/,
  tron: /^[0-9a-fA-F]{64}$/,
  bitcoin: /^[0-9a-fA-F]{64}$/,
}

/**
 * Whether `txHash` has the deposit hash format of `chainId`'s family: EVM `0x` + 64 hex, a Solana
 * base58 signature of 64 bytes (87 or 88 characters), TRON and Bitcoin 64 hex without `0x`.
 *
 * @example
 * isV1TxHashForChain({ chainId: TRON_CHAIN_ID, txHash: 'a1b2…' }) // true for 64 hex digits without 0x
 */
export function isV1TxHashForChain(parameters: { chainId: number; txHash: string }): boolean {
  const family = v1ChainFamily(parameters.chainId)
  if (!txHashPatterns[family].test(parameters.txHash)) return false
  if (family !== 'solana') return true
  try {
    return base58.decode(parameters.txHash).length === 64
  } catch {
    return false
  }
}

/**
 * Whether `txHash` has any of the submit hash formats (the request alone names no chain).
 *
 * @example
 * isV1TxHash(`0x${'ab'.repeat(32)}`) // true
 */
export function isV1TxHash(txHash: string): boolean {
  return [ETHEREUM_CHAIN_ID, V1_SOLANA_CHAIN_ID, TRON_CHAIN_ID].some((chainId) =>
    isV1TxHashForChain({ chainId, txHash }),
  )
}
