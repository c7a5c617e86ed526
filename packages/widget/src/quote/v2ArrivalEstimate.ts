import { ETHEREUM_CHAIN_ID, TRON_CHAIN_ID } from '@ferry/order-api'

/**
 * Seconds until the deposit counts on its chain: Ethereum's blocks (12 s) to a safe depth,
 * TRON's 19 confirming blocks (3 s each); every other listed chain confirms within seconds.
 */
const depositConfirmSeconds: Record<number, number> = {
  [ETHEREUM_CHAIN_ID]: 180,
  [TRON_CHAIN_ID]: 60,
}
const FAST_CHAIN_CONFIRM_SECONDS = 15
/** The hub's publication, the fill, and the payout's transfer on the destination chain. */
const PUBLISH_FILL_DELIVER_SECONDS = 45

/**
 * How long a v2 order should take from deposit to payout, in seconds. The service states no
 * duration (spec v2: neither the params nor the quote carry one, unlike a v1 route's
 * `expectedDurationSeconds`), so the widget estimates it from the source chain: confirming the
 * deposit there is the part that varies; publication, fill and delivery take about the same
 * time on every route.
 */
export function v2ArrivalEstimate(source: { chainId: number }): number {
  return (
    (depositConfirmSeconds[source.chainId] ?? FAST_CHAIN_CONFIRM_SECONDS) +
    PUBLISH_FILL_DELIVER_SECONDS
  )
}
