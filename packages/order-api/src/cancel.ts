import type { Address, Hex } from 'viem'
import { randomUint256 } from './randomUint256.js'
import type { CancelRequest } from './schemas/cancel.js'

/** The EIP-712 domain of the cancel verifier; configuration, published by the BFF. */
export type CancelDomain = {
  name: string
  version: string
  chainId: number
  verifyingContract: Address
}

export const cancelTypes = {
  OrderDelegateV2Cancel: [
    { name: 'nonce', type: 'uint256' },
    { name: 'rootIntentId', type: 'bytes32' },
  ],
} as const

export type CancelTypedDataParameters = {
  domain: CancelDomain
  nonce: bigint
  rootIntentId: Hex
}

/**
 * Typed data for `eth_signTypedData_v4` / viem `signTypedData` of a cancel.
 *
 * @example
 * const nonce = randomCancelNonce()
 * const signature = await walletClient.signTypedData({
 *   account,
 *   ...cancelTypedData({ domain: cancelDomain, nonce, rootIntentId }),
 * })
 */
export function cancelTypedData({ domain, nonce, rootIntentId }: CancelTypedDataParameters) {
  return {
    domain,
    types: cancelTypes,
    primaryType: 'OrderDelegateV2Cancel' as const,
    message: { nonce, rootIntentId },
  }
}

/**
 * A fresh random uint256. Each cancel attempt needs a new one: the build nonce is not it, and a
 * reused value is rejected (spec: POST /v2/orders/{orderId}/cancel).
 *
 * @example
 * const nonce = randomCancelNonce() // a fresh uint256 for one cancel
 */
export function randomCancelNonce(): bigint {
  return randomUint256()
}

/**
 * The wire body of a cancel.
 *
 * @example
 * await client.cancelOrder(orderId, cancelRequestBody({ nonce, rootIntentId, signature }))
 */
export function cancelRequestBody(parameters: {
  nonce: bigint
  rootIntentId: Hex
  signature: Hex
}): CancelRequest {
  return {
    payload: { nonce: parameters.nonce.toString(), rootIntentId: parameters.rootIntentId },
    signature: parameters.signature,
  }
}
