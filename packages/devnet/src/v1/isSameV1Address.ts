import { isSameAddress } from '@ferry/order-api'
import { v1ChainFamily } from '@ferry/order-api/v1'

/**
 * Whether two addresses on one v1 chain name the same account: EVM and TRON in any written form
 * (order-api's `isSameAddress`), Solana exactly as written (base58 is case-sensitive), Bitcoin
 * as written or, for bech32 (one case throughout), in either case.
 */
export function isSameV1Address(parameters: { chainId: number; a: string; b: string }): boolean {
  const { chainId, a, b } = parameters
  const family = v1ChainFamily(chainId)
  if (family === 'solana') return a === b
  if (family === 'bitcoin')
    return a === b || (/^bc1/i.test(a) && a.toLowerCase() === b.toLowerCase())
  return isSameAddress(parameters)
}
