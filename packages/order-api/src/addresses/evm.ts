import { type Address, getAddress, isAddress } from 'viem'
import { InvalidAddressError } from '../errors/address.js'

/**
 * Whether `address` is an EVM address written in lowercase or in its exact EIP-55 checksum form.
 * Mixed case that is not the checksum (a likely typo) is rejected.
 *
 * @example
 * isEvmAddress('0x833589fcd6edb6e08f4c7c32d4f71b54bda02913') // true (lowercase)
 * isEvmAddress('0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913') // true (the checksum)
 * isEvmAddress('0x833589FCD6EDB6E08F4C7C32D4F71B54BDA02913') // false (neither)
 */
export function isEvmAddress(address: string): address is Address {
  return isAddress(address, { strict: true })
}

/** What `checksumEvmAddress` throws. */
export type ChecksumEvmAddressErrorType = InvalidAddressError

/**
 * The EIP-55 checksum form of an EVM address; throws `InvalidAddressError` for anything else.
 *
 * @example
 * checksumEvmAddress('0x833589fcd6edb6e08f4c7c32d4f71b54bda02913')
 * // '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913'
 */
export function checksumEvmAddress(address: string): Address {
  if (!isEvmAddress(address)) throw new InvalidAddressError({ address, family: 'evm' })
  return getAddress(address)
}
