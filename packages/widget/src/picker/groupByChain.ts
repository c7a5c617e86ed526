import type { FormToken } from '../catalog/formToken.js'

export type ChainGroup = { chainId: number; tokens: FormToken[] }

/**
 * The tokens per chain, chains in the order their first token comes; inside a chain the tokens
 * `held` says the wallet has come first, the rest keep their order.
 */
export function groupByChain(parameters: {
  tokens: readonly FormToken[]
  held: (token: FormToken) => boolean
}): ChainGroup[] {
  const groups = new Map<number, ChainGroup>()
  for (const token of parameters.tokens) {
    const group = groups.get(token.chainId) ?? { chainId: token.chainId, tokens: [] }
    group.tokens.push(token)
    groups.set(token.chainId, group)
  }
  return [...groups.values()].map((group) => ({
    chainId: group.chainId,
    tokens: [
      ...group.tokens.filter(parameters.held),
      ...group.tokens.filter((token) => !parameters.held(token)),
    ],
  }))
}
