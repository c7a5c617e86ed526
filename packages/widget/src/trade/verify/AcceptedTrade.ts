import type { Route } from '../Route.js'

/**
 * What the service recorded for a v2 order (spec: Order record), as far as the checks before the
 * deposit need it: read by orderId, outside the build's answer.
 */
export type RecordedOrder = {
  depositor: string
  payoutAddr: string
  refundAddr: string
  srcChainId: number
  srcToken: string
  dstChainId: number
  dstToken: string
  srcAmountSpoke: string
}

/**
 * The trade the user accepted, which `verifyPlan` holds a plan against before any wallet prompt:
 * the route (its tokens, amounts and deadline), the addresses the user entered or defaulted, and
 * the reads the checks need from outside the build's answer.
 */
export type AcceptedTrade = {
  route: Route
  /** The wallet that sends the deposit (v2's depositor, v1's `from`). */
  depositor?: string
  /** The payout address the user entered; undefined: the depositor, the spec's default. */
  recipient?: string
  /** The refund address the user entered; undefined: the depositor, the spec's default. */
  refundTo?: string
  /** v2: seconds from the build call to the order's deadline (params' `orderTtl`). */
  orderTtl?: number
  /** Approvals above what the deposit pulls are accepted (the host's `allowLargerApprovals`). */
  allowLargerApprovals?: boolean
  /**
   * The relay fee a deposit contract takes as value (its `relayFee()`), read on the source chain
   * through the wallet's connection: what a deposit's value must be.
   */
  readRelayFee?: (parameters: { chainId: number; contract: `0x${string}` }) => Promise<bigint>
  /** v2: the order as the service recorded it (payout, refund, tokens, amount). */
  readOrder?: (orderId: string) => Promise<RecordedOrder>
}
