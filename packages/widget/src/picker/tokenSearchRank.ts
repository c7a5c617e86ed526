import { isV1NativeToken } from '@ferry/order-api/v1'
import type { FormToken } from '../catalog/formToken.js'

/**
 * Where a token found by a search goes, lowest first: its symbol is a word of the search
 * ("eth" finds ETH), then a chain's native token, then a symbol with a word of the search in it
 * (STETH), then the rest (found by its name, chain or address: USDC on Ethereum). Without a search every token
 * ranks alike, so the list keeps its own order.
 */
export function tokenSearchRank(text: string, token: FormToken): number {
  const words = text.toLowerCase().split(/\s+/).filter(Boolean)
  if (words.length === 0) return 0
  const symbol = token.symbol.toLowerCase()
  if (words.includes(symbol)) return 0
  if (isV1NativeToken(token.token)) return 1
  if (words.some((word) => symbol.includes(word))) return 2
  return 3
}
