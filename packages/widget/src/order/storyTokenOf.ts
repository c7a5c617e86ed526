import { isSameAddress } from '@ferry/order-api'
import { chainIconUrl, tokenLogoUrl } from '../catalog/iconUrls.js'
import type { FerryConfig } from '../ferryConfig.js'
import type { TokenArt } from '../query/fetchTokenArt.js'
import type { StoryToken } from './TrackerStory.js'

export type StoryTokenOfParameters = {
  bffUrl: string
  config: FerryConfig
  /** The catalog's logos and USD prices for the order's chains (`useTokenArt`). */
  art: readonly TokenArt[] | undefined
  chainId: number | undefined
  address: string | null | undefined
  /** How the interface itself names the token, when it does (v2's params, v1's token meta). */
  named: { symbol: string; decimals: number; logoURI?: string | null | undefined } | undefined
  /** The decimals to read amounts with when the interface does not name the token. */
  decimals: number
  /** A chain's name when the config does not list it. */
  chainName: (chainId: number) => string
}

/**
 * One side of an order, v2 or v1 alike: the interface's name of the token, the catalog's logo and
 * USD price, the chain's name and icon. Without a logo the glyph stands in; without a price no
 * USD is shown.
 */
export function storyTokenOf(parameters: StoryTokenOfParameters): StoryToken {
  const { chainId, address, named } = parameters
  const known =
    chainId === undefined || !address
      ? undefined
      : parameters.art?.find(
          (token) =>
            token.chainId === chainId && isSameAddress({ chainId, a: token.address, b: address }),
        )
  const chain = parameters.config.chains.find((entry) => entry.id === chainId)
  return {
    symbol: named?.symbol ?? known?.symbol,
    decimals: named?.decimals ?? parameters.decimals,
    logo: tokenLogoUrl(parameters.bffUrl, named?.logoURI ?? known?.logoURI),
    priceUsd: known?.priceUsd,
    chainName: chain?.name ?? (chainId === undefined ? '' : parameters.chainName(chainId)),
    chainIcon: chainId === undefined ? '' : chainIconUrl(parameters.bffUrl, chainId),
  }
}
