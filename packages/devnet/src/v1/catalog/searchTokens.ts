import { TRON_CHAIN_ID } from '@ferry/order-api/v1'
import type { V1Token } from './v1Catalog.js'

/** How well a token answers a query, lower is better; undefined when it does not. */
function rankOf(token: V1Token, query: string): number | undefined {
  const lower = query.toLowerCase()
  const symbol = token.symbol.toLowerCase()
  const name = token.name.toLowerCase()
  const address = token.chainId === TRON_CHAIN_ID ? token.address : token.address.toLowerCase()
  if (address === (token.chainId === TRON_CHAIN_ID ? query : lower)) return 0
  if (symbol === lower) return 1
  if (symbol.startsWith(lower)) return 2
  if (name.startsWith(lower)) return 3
  if (symbol.includes(lower) || name.includes(lower)) return 4
  return undefined
}

/**
 * Tokens whose address equals the query, or whose symbol or name matches it (exact symbol first,
 * then prefixes, then anywhere), optionally on the given chains only; catalog order breaks ties.
 */
export function searchTokens(parameters: {
  tokens: readonly V1Token[]
  query: string
  chainIds?: readonly number[] | undefined
}): V1Token[] {
  const query = parameters.query.trim()
  if (!query) return []
  const ranked: { token: V1Token; rank: number; index: number }[] = []
  parameters.tokens.forEach((token, index) => {
    if (parameters.chainIds && !parameters.chainIds.includes(token.chainId)) return
    const rank = rankOf(token, query)
    if (rank !== undefined) ranked.push({ token, rank, index })
  })
  return ranked.sort((a, b) => a.rank - b.rank || a.index - b.index).map((entry) => entry.token)
}
