import type { TokenEntry } from '@ferry/order-api'

/** A token's id in the form and its presets: `<chainId>:<address>`. */
export const tokenId = (token: Pick<TokenEntry, 'chainId' | 'token'>) =>
  `${token.chainId}:${token.token}`

/** The listed token a preset names by address or, for convenience, by symbol ("8453:USDC"). */
export function findTokenRef(
  tokens: readonly TokenEntry[],
  ref: string | undefined,
): TokenEntry | undefined {
  if (!ref) return undefined
  const [chain, token = ''] = ref.split(':')
  return tokens.find(
    (entry) =>
      String(entry.chainId) === chain &&
      (entry.token.toLowerCase() === token.toLowerCase() || entry.symbol === token),
  )
}
