/** One text for a set of chains in any order, e.g. "1,8453": what the catalog is asked for. */
export const tokenArtChains = (chainIds: readonly number[]) =>
  [...new Set(chainIds)].sort((a, b) => a - b).join(',')
