import { TRON_CHAIN_ID } from '../chainIds.js'
import type { InvalidAddressError } from '../errors/address.js'
import { checksumEvmAddress, isEvmAddress } from './evm.js'
import { isTronAddress, parseTronAddress } from './tron.js'

export type ChainFamily = 'evm' | 'tron'

export function chainFamily(chainId: number): ChainFamily {
  return chainId === TRON_CHAIN_ID ? 'tron' : 'evm'
}

export type ChainAddressParameters = { chainId: number; address: string }

/** Whether `address` is acceptable as an input address on `chainId`. */
export function isValidAddressForChain({ chainId, address }: ChainAddressParameters): boolean {
  return chainFamily(chainId) === 'tron' ? isTronAddress(address) : isEvmAddress(address)
}

/** What `toNativeAddress` throws. */
export type ToNativeAddressErrorType = InvalidAddressError

/**
 * The chain's native display form of an address: EIP-55 hex on EVM chains, base58 on TRON.
 * Throws `InvalidAddressError` when the address does not belong to the chain's family.
 */
export function toNativeAddress({ chainId, address }: ChainAddressParameters): string {
  return chainFamily(chainId) === 'tron'
    ? parseTronAddress(address).base58
    : checksumEvmAddress(address)
}

/** Whether two addresses on one chain name the same account, whatever their written form. */
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
