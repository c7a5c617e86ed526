import { isSameAddress } from '@ferry/order-api'
import { v1ChainFamily } from '@ferry/order-api/v1'

/**
 * Whether two addresses on one v1 chain name the same account: EVM and TRON in any written form
 * (order-api's `isSameAddress`), Solana exactly as written (base58 is case-sensitive).
 */
export function isSameV1Address(parameters: { chainId: number; a: string; b: string }): boolean {
  const { chainId, a, b } = parameters
  return v1ChainFamily(chainId) === 'solana' ? a === b : isSameAddress(parameters)
}
