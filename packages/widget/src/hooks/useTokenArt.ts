import { useEffect, useState } from 'react'
import type { TokenArt } from '../query/fetchTokenArt.js'
import { tokenArtChains } from '../query/tokenArtChains.js'

export type UseTokenArtParameters = {
  bffUrl: string
  /** The order's chains; nothing is read while they are unknown. */
  chainIds: readonly number[] | undefined
}

/**
 * The catalog's logos and prices for the order's chains, read once per set of chains:
 * `undefined` while that read is under way, `[]` when it failed (the glyph and no USD). A plain
 * effect, not React Query: see fetchTokenArt.
 */
export function useTokenArt({ bffUrl, chainIds }: UseTokenArtParameters): TokenArt[] | undefined {
  const [answer, setAnswer] = useState<{ key: string; art: TokenArt[] }>()
  const chains = chainIds ? tokenArtChains(chainIds) : undefined
  const key = `${bffUrl} ${chains}`
  useEffect(() => {
    if (!chains) return
    const controller = new AbortController()
    // Its code loads with the first read, after the first paint.
    import('../query/fetchTokenArt.js')
      .then(({ fetchTokenArt }) =>
        fetchTokenArt({
          bffUrl,
          chainIds: chains.split(',').map(Number),
          signal: controller.signal,
        }),
      )
      .catch((): TokenArt[] => [])
      .then((art) => controller.signal.aborted || setAnswer({ key, art }))
    return () => controller.abort()
  }, [bffUrl, chains, key])
  // Another set of chains' answer is not this one's.
  return chains && answer?.key === key ? answer.art : undefined
}
