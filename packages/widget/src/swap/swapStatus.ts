import type { TradeProgress } from '../trade/TradeProgress.js'

/** Where a swap is, from the click on "Swap" to a tracked order: the trade's progress and its ends. */
export type SwapStatus =
  | { step: 'idle' }
  | TradeProgress
  | { step: 'tracking'; orderId: string; depositTx: string }
  | {
      step: 'tron-deposit'
      orderId: string
      depositAddress: string
      expectedAmount: string
      deadline: number
      /** Sent from the TRON wallet: its txID. */
      depositTx?: string
      /** Why the TRON wallet did not send it. */
      walletError?: string | undefined
      /** Being sent from the TRON wallet. */
      sending?: boolean
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
