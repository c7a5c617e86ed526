import { TRON_CHAIN_ID } from '../chainIds.js'
import type { InvalidAddressError } from '../errors/address.js'
import { checksumEvmAddress, isEvmAddress } from './evm.js'
import { isTronAddress, parseTronAddress } from './tron.js'

export type ChainFamily = 'evm' | 'tron'

/**
 * The address family of a v2 chain: TRON, or EVM for every other id.
 *
 * @example
 * chainFamily(TRON_CHAIN_ID) // 'tron'
 * chainFamily(8453) // 'evm'
 */
export function chainFamily(chainId: number): ChainFamily {
  return chainId === TRON_CHAIN_ID ? 'tron' : 'evm'
}

export type ChainAddressParameters = { chainId: number; address: string }

/**
 * Whether `address` is acceptable as an input address on `chainId`.
 *
 * @example
 * isValidAddressForChain({ chainId: 8453, address: '0x833589fcd6edb6e08f4c7c32d4f71b54bda02913' }) // true
 * isValidAddressForChain({ chainId: 8453, address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t' }) // false
 */
export function isValidAddressForChain({ chainId, address }: ChainAddressParameters): boolean {
  return chainFamily(chainId) === 'tron' ? isTronAddress(address) : isEvmAddress(address)
}

/** What `toNativeAddress` throws. */
export type ToNativeAddressErrorType = InvalidAddressError

/**
 * The chain's native display form of an address: EIP-55 hex on EVM chains, base58 on TRON.
 * Throws `InvalidAddressError` when the address does not belong to the chain's family.
 *
 * @example
 * toNativeAddress({ chainId: TRON_CHAIN_ID, address: '41a614f803b6fd780986a42c78ec9c7f77e6ded13c' })
 * // 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t'
 */
export function toNativeAddress({ chainId, address }: ChainAddressParameters): string {
  return chainFamily(chainId) === 'tron'
    ? parseTronAddress(address).base58
    : checksumEvmAddress(address)
}

/**
 * Whether two addresses on one chain name the same account, whatever their written form.
 *
 * @example
 * isSameAddress({
 *   chainId: TRON_CHAIN_ID,
 *   a: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
 *   b: '41a614f803b6fd780986a42c78ec9c7f77e6ded13c',
 * }) // true
 */
export function isSameAddress(parameters: { chainId: number; a: string; b: string }): boolean {
  const { chainId, a, b } = parameters
  try {
    return (
      toNativeAddress({ chainId, address: a }).toLowerCase() ===
      toNativeAddress({ chainId, address: b }).toLowerCase()
    )
  } catch {
    return false
  }
}
