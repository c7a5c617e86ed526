/** The parts of a build request that make it "the same trade" for one depositor. */
export type TradeOf = {
  srcToken: { chainId: number; token: string }
  dstToken: { chainId: number; token: string }
  amount: string
}

// Hex addresses compare without case; TRON base58 is case-sensitive and stays as written.
const addressKey = (address: string) => (address.startsWith('0x') ? address.toLowerCase() : address)

/**
 * One string per trade (source, destination, amount), whatever quote terms it was built with:
 * a user retrying after a lost answer usually re-quotes, and that is still the same trade.
 * Mirrored in SQL by the journal's backfill migration; keep the two in step.
 */
export function tradeKey(trade: TradeOf): string {
  return [
    trade.srcToken.chainId,
    addressKey(trade.srcToken.token),
    trade.dstToken.chainId,
    addressKey(trade.dstToken.token),
    trade.amount,
  ].join(':')
}

/** `tradeKey` of an untyped journal request, or null when it is not a build request. */
export function tradeKeyOfUnknown(request: unknown): string | null {
  const trade = request as Partial<TradeOf> | null
  if (
    typeof trade?.srcToken?.token !== 'string' ||
    typeof trade.dstToken?.token !== 'string' ||
    typeof trade.amount !== 'string'
  )
    return null
  return tradeKey(trade as TradeOf)
}
