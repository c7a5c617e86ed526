import { encodeAbiParameters, type Hex, keccak256 } from 'viem'
import { checksumEvmAddress } from './addresses/evm.js'

export type OrderIdOfParameters = { depositor: string; nonce: bigint | string }

/**
 * `keccak256(abi.encode(address depositor, uint256 nonce))`, lowercase (spec: Build response).
 *
 * @example
 * const orderId = orderIdOf({ depositor, nonce: BigInt(build.nonce) })
 */
export function orderIdOf({ depositor, nonce }: OrderIdOfParameters): Hex {
  const encoded = encodeAbiParameters(
    [{ type: 'address' }, { type: 'uint256' }],
    [checksumEvmAddress(depositor), BigInt(nonce)],
  )
  return keccak256(encoded).toLowerCase() as Hex
}
