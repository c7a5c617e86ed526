import { tokenArtChains } from './tokenArtChains.js'

/** What the tracker takes from a v1 catalog token: where it is, its logo and USD price. */
export type TokenArt = {
  chainId: number
  address: string
  symbol: string
  logoURI: string | undefined
  /** USD per whole token as decimal text. */
  priceUsd: string | undefined
}

export type FetchTokenArtParameters = {
  bffUrl: string
  /** The order's chains. */
  chainIds: readonly number[]
  signal?: AbortSignal | undefined
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
 * neither). A bare fetch and a field check rather than the v1 client and React Query: the
 * client's schemas and React Query's hooks are shared with the first load, and using them from
 * the tracker's lazy chunk moved shared code into the first load (about 2 kB for the client,
 * 1.4 kB for the hooks' split chunk, measured with `pnpm size`).
 */
export async function fetchTokenArt({
  bffUrl,
  chainIds,
  signal,
}: FetchTokenArtParameters): Promise<TokenArt[]> {
  const query = new URLSearchParams({ chainIds: tokenArtChains(chainIds) })
  const response = await fetch(
    `${bffUrl.replace(/\/+$/, '')}/api/v1/tokens?${query}`,
    signal ? { signal } : {},
  )
  if (!response.ok) throw new Error(`tokens answered ${response.status}`)
  const body: unknown = await response.json()
  return Array.isArray(body) ? body.flatMap((entry) => artOf(entry) ?? []) : []
}
