import type { TokenEntry } from '@ferry/order-api'
import type { chainIconUrl, tokenLogoUrl } from '../catalog/iconUrls.js'
import type { useDebounced } from '../hooks/useDebounced.js'
import type { useTokenBalance } from '../hooks/useTokenBalance.js'
import type { TokenIcon } from './TokenIcon.js'

/**
 * What the picker's first load already holds, handed over so that this lazy chunk shares no
 * module with the first load (each shared one would cut a common chunk of its own).
 */
export type TokenListFirstLoad = {
  tokenId: (token: TokenEntry) => string
  useTokenBalance: typeof useTokenBalance
  useDebounced: typeof useDebounced
  TokenIcon: typeof TokenIcon
  chainIconUrl: typeof chainIconUrl
  tokenLogoUrl: typeof tokenLogoUrl
}
