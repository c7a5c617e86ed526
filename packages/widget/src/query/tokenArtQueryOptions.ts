import { queryOptions } from '@tanstack/react-query'

/** What the tracker takes from a v1 catalog token: where it is, its logo and USD price. */
export type TokenArt = {
  chainId: number
  address: string
  symbol: string
  logoURI: string | undefined
  /** USD per whole token as decimal text. */
  priceUsd: string | undefined
}

export type TokenArtQueryOptionsParameters = {
  bffUrl: string
  /** The order's chains; idle while unknown. */
  chainIds: readonly number[] | undefined
}

const decimal = /^\d+(?:\.\d+)?$/

/** The fields the tracker uses of one `/v1/tokens` entry, or undefined when they are unusable. */
function artOf(entry: unknown): TokenArt | undefined {
  if (typeof entry !== 'object' || entry === null) return undefined
  const token = entry as Record<string, unknown>
  const { chainId, address, symbol, logoURI } = token
  if (typeof chainId !== 'number' || typeof address !== 'string' || typeof symbol !== 'string')
    return undefined
  const usd = (token.extensions as { price?: { usd?: unknown } } | undefined)?.price?.usd
  return {
    chainId,
    address,
    symbol,
    logoURI: typeof logoURI === 'string' ? logoURI : undefined,
    priceUsd: typeof usd === 'string' && decimal.test(usd) ? usd : undefined,
  }
}

/**
 * Logos and USD prices of the v1 catalog's top tokens on the order's chains (v2 tokens carry
 * neither). Read with a bare fetch and a field check rather than the v1 client: the client's
 * schemas share modules with the first load, and importing them from the tracker's chunk grows
 * the first load by about 2 kB (measured with `pnpm size`). A failed read is only art missing.
 */
export function tokenArtQueryOptions({ bffUrl, chainIds }: TokenArtQueryOptionsParameters) {
  const ids = chainIds ? [...new Set(chainIds)].sort((a, b) => a - b).join(',') : undefined
  return queryOptions({
    queryKey: ['ferry', 'tokenArt', bffUrl, ids] as const,
    queryFn: async ({ signal }) => {
      const query = new URLSearchParams({ chainIds: ids! })
      const response = await fetch(`${bffUrl.replace(/\/+$/, '')}/api/v1/tokens?${query}`, {
        signal,
      })
      if (!response.ok) throw new Error(`tokens answered ${response.status}`)
      const body: unknown = await response.json()
      return Array.isArray(body) ? body.flatMap((entry) => artOf(entry) ?? []) : []
    },
    enabled: ids !== undefined,
    staleTime: 10 * 60_000,
    retry: 1,
  })
}
