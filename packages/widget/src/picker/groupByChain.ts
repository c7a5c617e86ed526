import type { FormToken } from '../catalog/formToken.js'

export type ChainGroup = { chainId: number; tokens: FormToken[] }

export type GroupByChainParameters = {
  tokens: readonly FormToken[]
  held: (token: FormToken) => boolean
  /** How well a token answers the search (`tokenSearchRank`), lowest first; none: all alike. */
  rank?: ((token: FormToken) => number) | undefined
}

/**
 * The tokens per chain. Inside a chain the best ranked come first, and among equals the tokens
 * `held` says the wallet has; the rest keep their order. Chains come by their best ranked
 * token, then in the order their first token comes.
 */
export function groupByChain(parameters: GroupByChainParameters): ChainGroup[] {
  const rank = parameters.rank ?? (() => 0)
  const order = (token: FormToken) => rank(token) * 2 + (parameters.held(token) ? 0 : 1)
  const groups = new Map<number, ChainGroup>()
  for (const token of parameters.tokens) {
    const group = groups.get(token.chainId) ?? { chainId: token.chainId, tokens: [] }
    group.tokens.push(token)
    groups.set(token.chainId, group)
  }
  // Array sorts are stable: equals keep the order they came in.
  const sorted = [...groups.values()].map((group) => ({
    chainId: group.chainId,
    tokens: [...group.tokens].sort((a, b) => order(a) - order(b)),
  }))
  const best = (group: ChainGroup) => Math.min(...group.tokens.map(rank))
  return sorted.sort((a, b) => best(a) - best(b))
}
