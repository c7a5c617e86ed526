import { isSameAddress } from './chainAddress.js'

export type AssetRef = { chainId: number; token: string }

/**
 * Whether two sides of a trade name the same token on the same chain, whatever the written form
 * of its address: a trade the service refuses (spec: GET /v2/quote, same asset is a 404).
 */
export function isSameAsset(parameters: { a: AssetRef; b: AssetRef }): boolean {
  const { a, b } = parameters
  return a.chainId === b.chainId && isSameAddress({ chainId: a.chainId, a: a.token, b: b.token })
}
