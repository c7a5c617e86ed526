import type { FormToken } from '../catalog/formToken.js'
import { useTokenArt } from './useTokenArt.js'

export type UseTokenArtOfParameters = {
  bffUrl: string
  token: FormToken | undefined
}

export type TokenArtOf = {
  /** The token's logo: its own (a v1 catalog token), else its catalog entry's. */
  logoURI: string | undefined
  /** USD per whole token as decimal text: the token's own, else its catalog entry's. */
  priceUsd: string | undefined
  /** The catalog is still being read for it: a logo and a price may yet come. */
  pending: boolean
}

/**
 * One form token's logo and USD price. A v1 catalog token carries both; a `/v2/params` token
 * carries neither, so the v1 catalog is read for its chain (useTokenArt, once per chain: not per
 * render nor per keystroke). The token's button and the USD beside its amount share this read.
 */
export function useTokenArtOf({ bffUrl, token }: UseTokenArtOfParameters): TokenArtOf {
  const own = token?.logoURI !== undefined && token.priceUsd !== undefined
  const art = useTokenArt({ bffUrl, chainIds: token && !own ? [token.chainId] : undefined })
  const entry = art?.find(
    (candidate) =>
      candidate.chainId === token?.chainId &&
      candidate.address.toLowerCase() === token.token.toLowerCase(),
  )
  return {
    logoURI: token?.logoURI ?? entry?.logoURI,
    priceUsd: token?.priceUsd ?? entry?.priceUsd,
    pending: token !== undefined && !own && art === undefined,
  }
}
