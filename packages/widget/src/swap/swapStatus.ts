/** Where a swap is, from the click on "Swap" to a tracked order. */
export type SwapStatus =
  | { step: 'idle' }
  | { step: 'checking' }
  | { step: 'building' }
  /** The build's answer was lost: asking the BFF whether the order exists; nothing is re-sent. */
  | { step: 'confirming-build'; buildAttemptId: string }
  | { step: 'switching'; chainId: number }
  | { step: 'approving'; orderId: string; index: number; total: number }
  | { step: 'depositing'; orderId: string; relayFee: bigint }
  | { step: 'tracking'; orderId: string; depositTx: string }
  | {
      step: 'tron-deposit'
      orderId: string
      depositAddress: string
      expectedAmount: string
      deadline: number
    }
  | { step: 'failed'; message: string; orderId?: string; next?: SwapNextStep }

/** What the user can do after a failed swap, offered as a button beside the message. */
export type SwapNextStep =
  | { kind: 'keep-checking'; buildAttemptId: string }
  | { kind: 'new-quote' }
  | { kind: 'try-again' }

/** Whether the swap button must stay disabled: a swap is under way. */
export const isBusy = (status: SwapStatus) =>
  status.step !== 'idle' &&
  status.step !== 'failed' &&
  status.step !== 'tracking' &&
  status.step !== 'tron-deposit'
