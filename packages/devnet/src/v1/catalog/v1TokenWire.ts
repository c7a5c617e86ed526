import { tokenLogoPath } from './tokenLogo.js'
import { formatUsd } from './usdPrices.js'
import { usdPriceOf, type V1Token } from './v1Catalog.js'

/** Name of the price source in `extensions.price.provider`. */
export const PRICE_PROVIDER = 'devnet'

/**
 * A catalog token as the v1 API writes it: the logo served by the stand-in at `origin`, the price
 * at `at` (devnet clock) and, from the balances endpoint only, the balance in base units.
 */
export function v1TokenWire(parameters: {
  token: V1Token
  origin: string
  at: number
  balance?: bigint
}) {
  const { token, origin, at, balance } = parameters
  const price = { usd: formatUsd(usdPriceOf({ token, at })), provider: PRICE_PROVIDER }
  return {
    chainId: token.chainId,
    address: token.address,
    name: token.name,
    symbol: token.symbol,
    decimals: token.decimals,
    logoURI: `${origin}${tokenLogoPath({ symbol: token.symbol })}`,
    extensions: balance === undefined ? { price } : { price, balance: balance.toString() },
  }
}
