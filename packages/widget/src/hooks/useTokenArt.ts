import { useEffect, useState } from 'react'
import { fetchTokenArt, type TokenArt, tokenArtChains } from '../query/fetchTokenArt.js'

export type UseTokenArtParameters = {
  bffUrl: string
  /** The order's chains; nothing is read while they are unknown. */
  chainIds: readonly number[] | undefined
}

/**
 * The catalog's logos and prices for the order's chains, read once per set of chains; a failed
 * read leaves them out (the glyph and no USD). A plain effect, not React Query: see fetchTokenArt.
 */
export function useTokenArt({ bffUrl, chainIds }: UseTokenArtParameters): TokenArt[] | undefined {
  const [art, setArt] = useState<TokenArt[]>()
  const chains = chainIds ? tokenArtChains(chainIds) : undefined
  useEffect(() => {
    if (!chains) return
    const controller = new AbortController()
    fetchTokenArt({ bffUrl, chainIds: chains.split(',').map(Number), signal: controller.signal })
      .then(setArt)
      .catch(() => {})
    return () => controller.abort()
  }, [bffUrl, chains])
  return art
}
