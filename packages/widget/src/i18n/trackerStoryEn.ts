// tracker story
// Kept apart from `en`, which loads with the form: these strings load with the tracker and the
// history, so the first load does not grow.

/** English strings of the order tracker's story and receipts. */
export const trackerStoryEn = {
  sent: 'You sent',
  toReceive: 'You receive (estimate)',
  received: 'You received',
  onChain: (amount: string, chain: string) => `${amount} on ${chain}`,
  elapsed: (duration: string) => `${duration} since the order was created`,
  remaining: (duration: string) => `About ${duration} left`,
  soon: 'Should finish any moment',
  took: (duration: string) => `Finished in ${duration}`,
  orderId: 'Order ID',
  copy: 'Copy',
  copyLabel: (what: string) => `Copy ${what}`,
  copied: 'Copied',
  copyFailed: 'Could not copy; select it below',
  receipt: 'Receipt',
  outcome: {
    delivered: 'Delivered in full',
    partial: 'Partially filled',
    refunded: 'Refunded',
    cancelled: 'Cancelled and refunded',
    failed: 'Delivery failed',
  },
  receivedOf: (received: string, expected: string) => `Received ${received} of ${expected}`,
  refundedAmount: (refunded: string) => `${refunded} refunded`,
  nothingPaid: 'Nothing was paid out',
  deliveryFailedNext:
    'The transfer to you did not go through. Contact support with the order ID below; the details help them.',
  failureDetail: 'Details for support',
  /** The hub's end of an order that was not filled, in place of "Filled" on the step line. */
  hubEnding: { Cancelled: 'Cancelled', Expired: 'Expired', Closed: 'Closed' },
  /** In place of "Settled, delivering" when nothing is paid out, only refunded. */
  settledRefunding: 'Settled, refunding',
  viewReceipt: 'View receipt',
}

export type TrackerStoryMessages = typeof trackerStoryEn
