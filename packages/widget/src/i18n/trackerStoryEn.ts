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
  /** Before the deposit is seen on its chain, in place of `sent`. */
  toSend: 'You send',
  finishedHere: 'Finished',
  cancelSending: 'Sending the cancel…',
  cancelSent: 'Cancel sent',
  cancelConfirm: {
    title: 'Cancel this order?',
    refund: (refund: string, fee: string) =>
      `Up to ${refund} comes back to your refund address: your deposit less the flat fee of ${fee}, which the service keeps whether or not the order fills.`,
    refundLessFee:
      'What is not filled comes back to your refund address, less the flat fee, which the service keeps whether or not the order fills.',
    filled: 'A part already filled is still paid out.',
    confirm: 'Yes, cancel it',
    keep: 'Keep the order',
  },
  unfunded: {
    lateTransfer:
      'Nothing has been sent to this order’s deposit address. Removing it only hides it here: a transfer that arrives before its deadline is still swapped; one that arrives later is not, and only the service’s operator can recover it.',
    drop: 'Remove from list',
  },
  payout: {
    connectedWallet: (address: string) =>
      `The payout goes to your connected wallet, ${address}, as no other payout address was entered.`,
    entered: (address: string) => `The payout goes to the address you entered, ${address}.`,
  },
  viewReceipt: 'View receipt',
}

export type TrackerStoryMessages = typeof trackerStoryEn
