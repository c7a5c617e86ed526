/**
 * Where a trade is, as each step starts: one type for every interface and family. The names are
 * the host events' where they mean the same (`deposit-sent`, `order-created`).
 */
export type TradeProgress =
  /** Reading balances before anything is built. */
  | { step: 'checking' }
  | { step: 'building' }
  /** The build's answer was lost: asking whether the order exists; nothing is re-sent. */
  | { step: 'confirming-build'; buildAttemptId: string }
  | { step: 'switching'; chainId: number }
  | { step: 'approving'; index: number; total: number }
  /** The deposit is asked of the wallet; `value` is the coin sent with it (v2's relay fee). */
  | { step: 'depositing'; value: bigint }
  | { step: 'deposit-sent'; txHash: string }
  | { step: 'signing' }
  | { step: 'submitting'; txHash: string }
  | {
      step: 'order-created'
      orderId: string
      srcChainId: number
      dstChainId: number
      /** Found by looking the order up after a submit whose answer was lost. */
      recovered: boolean
    }
