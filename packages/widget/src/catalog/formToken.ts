import type { TokenEntry } from '@ferry/order-api'
import type { V1Token } from '@ferry/order-api/v1'

/**
 * A token of the form: a `/v2/params` entry, or a v1 catalog token brought into the same shape.
 * The extra fields ride along (the entry schema is loose); whether v2 serves a pair is decided
 * by chooseInterface against `/v2/params`, never by a flag on the token.
 */
export type FormToken = TokenEntry & {
  name?: string
  /** The service's logo URL (through the BFF's `/api/v1/token-logos/…` where it proxies it). */
  logoURI?: string
  /** USD price of one whole token as decimal text, when the v1 catalog knows it. */
  priceUsd?: string
}

/**
 * A v1 token as a form token. v1 tokens carry no v2 deposit or withdraw fee: those are v2 terms,
 * and a v1 quote states its own fees.
 */
export function tokenEntryOfV1(token: V1Token): FormToken {
  const price = token.extensions?.price?.usd
  return {
    chainId: token.chainId,
    token: token.address,
    symbol: token.symbol,
    decimals: token.decimals,
    depositFee: '0',
    withdrawFee: '0',
    name: token.name,
    logoURI: token.logoURI,
    ...(price === undefined ? {} : { priceUsd: price }),
  }
}
