// v1 tracking
// Kept apart from `en`, which loads with the form: these strings load with the v1 tracker and
// the history, so the first load does not grow (DESIGN: v1 in Ferry).

/** English strings of the v1 tracker and of v1 entries in the history. */
export const v1TrackingEn = {
  /** The short name of each status, on the step line and in the history. */
  steps: {
    created: 'Order created',
    deposited: 'Deposit received',
    published: 'Looking for a filler',
    filled: 'Delivered',
    refund_pending: 'Refund on its way',
    refunded: 'Refunded',
    failed: 'Failed',
  },
  /** What each status means for the user, read out when it changes. */
  status: {
    created: 'Your order is created; waiting for the deposit to be seen.',
    deposited: 'Your deposit arrived; the order is being prepared.',
    published: 'Your order is out to fillers; delivery follows.',
    filled: 'Done: your tokens arrived.',
    refund_pending: 'No filler took the order: your deposit is on its way back to you.',
    refunded: 'Your deposit was returned to you.',
    failed: 'This order failed and cannot complete.',
  },
  failedNext: 'Keep the order id below and contact support; nothing more is sent.',
  loadingOrder: 'Loading the order…',
  history: {
    unavailable: 'Older orders could not be loaded now.',
  },
}

export type V1TrackingMessages = typeof v1TrackingEn
