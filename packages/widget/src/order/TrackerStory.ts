import type { OrderOutcome } from './orderStory.js'

/**
 * One order as the tracker tells it, whatever the interface: a v2 order (`storyOfV2Order`) and
 * a v1 order (`storyOfV1Order`, in the lazy v1 chunk) are both turned into this, and
 * `OrderTrackerView` draws only this. The words that differ between the interfaces (the step
 * names and the status line) come filled in; the rest is numbers for the view to word.
 */
export type TrackerStory = {
  /** The interface's own name of where the order is (a v2 state, a v1 status). */
  state: string
  /** How the status reads: on its way, done, money going back to the user, or cannot complete. */
  tone: StoryTone
  /** The status line, read out when it changes. */
  status: string
  /** What left the user's wallet; undefined until the order is read. */
  sent: StoryAmount | undefined
  /** What arrives; undefined when nothing will (a refund-only end, a failure). */
  receive: (StoryAmount & { settled: boolean }) | undefined
  steps: readonly StoryStep[]
  /** Unix seconds the order was created, for the elapsed time and the receipt. */
  createdAt: number | undefined
  /** Seconds the order probably still needs; undefined without an estimate or once final. */
  remaining: number | undefined
  /** Set once the order is final: the receipt. */
  receipt: StoryReceipt | undefined
  /** An order that cannot complete: what to do next, and what the service said. */
  failure: StoryFailure | undefined
  /** The interface lets the depositor cancel it now. */
  cancellable: boolean
}

export type StoryTone = 'progress' | 'success' | 'refund' | 'danger'

/** One side of the order as the tracker names it. */
export type StoryToken = {
  /** Unknown when neither the interface nor the catalog names the token. */
  symbol: string | undefined
  decimals: number
  logo?: string | undefined
  priceUsd?: string | undefined
  chainName: string
  chainIcon: string
}

export type StoryAmount = { amount: bigint; token: StoryToken }

export type StoryTransaction = {
  kind: 'deposit' | 'payout' | 'refund'
  hash: string
  /** The chain explorer's page of it; undefined where the chain has no explorer. */
  url: string | undefined
}

export type StoryStep = {
  id: string
  label: string
  done: boolean
  current: boolean
  /** Unix seconds it was reached, when known. */
  at: number | undefined
  transactions: readonly StoryTransaction[]
}

export type StoryReceipt = {
  outcome: OrderOutcome
  paid: StoryAmount | undefined
  refunded: StoryAmount | undefined
  /** A partial fill: what a full fill would have paid. */
  fullFill: StoryAmount | undefined
  /** Unix seconds the order ended. */
  endedAt: number | undefined
}

export type StoryFailure = {
  /** What the user does now, in words. */
  next: string
  /** The service's reason, when it gives one. */
  reason?: string | undefined
  /** Everything else the service said, for support. */
  detail?: Readonly<Record<string, unknown>> | undefined
}
