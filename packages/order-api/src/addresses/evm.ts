import { type Address, getAddress, isAddress } from 'viem'
import { InvalidAddressError } from '../errors/address.js'

/**
 * Whether `address` is an EVM address written in lowercase or in its exact EIP-55 checksum form.
 * Mixed case that is not the checksum (a likely typo) is rejected.
 */
export function isEvmAddress(address: string): address is Address {
  return isAddress(address, { strict: true })
}

/** The EIP-55 checksum form of an EVM address; throws `InvalidAddressError` for anything else. */
/** What `checksumEvmAddress` throws. */
export type ChecksumEvmAddressErrorType = InvalidAddressError

export function checksumEvmAddress(address: string): Address {
  if (!isEvmAddress(address)) throw new InvalidAddressError({ address, family: 'evm' })
  return getAddress(address)
}
