import { isSameAddress } from './chainAddress.js'

export type AssetRef = { chainId: number; token: string }

/**
 * Whether two sides of a trade name the same token on the same chain, whatever the written form
 * of its address: a trade the service refuses (spec: GET /v2/quote, same asset is a 404).
 *
 * @example
 * isSameAsset({
 *   a: { chainId: 8453, token: '0x833589fcd6edb6e08f4c7c32d4f71b54bda02913' },
 *   b: { chainId: 8453, token: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913' },
 * }) // true: the service refuses this trade
 */
export function isSameAsset(parameters: { a: AssetRef; b: AssetRef }): boolean {
  const { a, b } = parameters
  return a.chainId === b.chainId && isSameAddress({ chainId: a.chainId, a: a.token, b: b.token })
}
