import {
  SOLANA_SYSTEM_PROGRAM_ADDRESS,
  V1_NATIVE_TOKEN_ADDRESS,
  ZERO_ADDRESS,
} from '../../chainIds.js'

const nativeForms = new Set([V1_NATIVE_TOKEN_ADDRESS, ZERO_ADDRESS, SOLANA_SYSTEM_PROGRAM_ADDRESS])

/**
 * Whether a token address names the chain's native token in any of the forms v1 recognises.
 *
 * @example
 * isV1NativeToken('0x0000000000000000000000000000000000000000') // true
 * isV1NativeToken(V1_NATIVE_TOKEN_ADDRESS) // true
 */
export function isV1NativeToken(address: string): boolean {
  return nativeForms.has(address.toLowerCase()) || nativeForms.has(address)
}
