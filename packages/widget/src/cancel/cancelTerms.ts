import { isSameAddress, type OrderRecord, type TokenEntry } from '@ferry/order-api'

export type CancelTermsParameters = {
  order: Pick<OrderRecord, 'srcChainId' | 'srcToken' | 'dstChainId' | 'dstToken' | 'srcAmountSpoke'>
  /** The listed tokens (`/v2/params`), which carry each side's flat fee. */
  tokens: readonly TokenEntry[]
}

export type CancelTerms = {
  /** The deposit, source base units. */
  deposit: bigint
  /** The flat fee the service keeps, source base units; undefined when a side is not listed. */
  flatFee: bigint | undefined
  /** The most that can come back: the deposit less the flat fee, if nothing was filled. */
  refundAtMost: bigint | undefined
}

const entryOf = (tokens: readonly TokenEntry[], chainId: number, token: string) =>
  tokens.find(
    (entry) => entry.chainId === chainId && isSameAddress({ chainId, a: entry.token, b: token }),
  )

/**
 * What a cancel gives back, for its confirmation. On settlement the filled part is paid out and
 * the rest refunded less the flat fee (spec v2: States and transitions, Cancel and Partial
 * fills); the flat fee is the source's deposit fee plus the destination's withdraw fee, charged
 * even if the order never fills (spec v2: Token entry), as `feeBreakdown` counts it.
 */
export function cancelTerms({ order, tokens }: CancelTermsParameters): CancelTerms {
  const deposit = BigInt(order.srcAmountSpoke)
  const src = entryOf(tokens, order.srcChainId, order.srcToken)
  const dst = entryOf(tokens, order.dstChainId, order.dstToken)
  if (!src || !dst) return { deposit, flatFee: undefined, refundAtMost: undefined }
  const flatFee = BigInt(src.depositFee) + BigInt(dst.withdrawFee)
  return { deposit, flatFee, refundAtMost: deposit > flatFee ? deposit - flatFee : 0n }
}
