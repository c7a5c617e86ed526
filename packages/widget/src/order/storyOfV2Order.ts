import {
  awaitingDepositState,
  isCancellableOrderState,
  type OrderState,
  orderStates,
} from '@ferry/order-api'
import type { FerryConfig } from '../ferryConfig.js'
import type { TrackerStoryMessages } from '../i18n/trackerStoryEn.js'
import type { Localized } from '../i18n/useMessages.js'
import { explorerTxUrl } from './explorerTxUrl.js'
import {
  estimateRemaining,
  expectedOutcome,
  fullFillOutcome,
  hubEnding,
  isRefundOnly,
  orderOutcome,
  stepTimes,
  type TrackedOrderRecord,
  wasPartiallyFilled,
} from './orderStory.js'
import type { StoryToken, StoryTone, StoryTransaction, TrackerStory } from './TrackerStory.js'

export type StoryOfV2OrderParameters = {
  /** Undefined until the first read: the order was just built and waits for its deposit. */
  order: TrackedOrderRecord | undefined
  src: StoryToken
  dst: StoryToken
  config: FerryConfig
  messages: Localized & { story: TrackerStoryMessages }
  /** Unix seconds. */
  now: number
}

/** A v2 order (its eight states, refunds and partial fills) as the tracker's story. */
export function storyOfV2Order(parameters: StoryOfV2OrderParameters): TrackerStory {
  const { order, src, dst, config, messages: t } = parameters
  const state: OrderState = order?.state ?? awaitingDepositState
  const times = order ? stepTimes(order) : {}
  const outcome = order ? orderOutcome(order) : undefined
  const partial = order ? wasPartiallyFilled(order) : false
  const index = orderStates.indexOf(state)
  const payout = order?.deliver?.payout
  const refund = order?.deliver?.refund
  // The service calls a refund's end `delivered` too (spec: Order record): an order that only
  // refunds is told in those words, on the step line and in the status.
  const ending = order ? hubEnding(order) : undefined
  const refundOnly = isRefundOnly(outcome)
  const stepLabel = (step: OrderState) =>
    step === 'terminal_chain' && ending && ending !== 'Filled'
      ? t.story.hubEnding[ending]
      : refundOnly && step === 'withdrawn_on_hub'
        ? t.story.settledRefunding
        : refundOnly && step === 'delivered'
          ? t.story.outcome.refunded
          : t.states[step]
  const transaction = (
    kind: StoryTransaction['kind'],
    chainId: number,
    hash: string,
  ): StoryTransaction => {
    const chain = config.chains.find((entry) => entry.id === chainId)
    const url = explorerTxUrl({
      explorerUrl: chain?.explorerUrl,
      tron: chain?.family === 'tron',
      txHash: hash,
    })
    return { kind, hash, url }
  }
  const transactions = (step: OrderState): StoryTransaction[] => {
    if (!order) return []
    if (step === 'deposited' && order.deposit)
      return [transaction('deposit', order.srcChainId, order.deposit.tx)]
    if (step !== 'delivered') return []
    return [
      ...(payout ? [transaction('payout', order.dstChainId, payout.tx)] : []),
      ...(refund ? [transaction('refund', order.srcChainId, refund.tx)] : []),
    ]
  }
  // A partial fill is a step only for the orders that go through it.
  const steps = orderStates
    .filter((step) =>
      step === 'partially_filled'
        ? partial
        : step === 'delivery_failed'
          ? state === 'delivery_failed'
          : step !== 'delivered' || state !== 'delivery_failed',
    )
    .map((step) => ({
      id: step,
      label: stepLabel(step),
      done: orderStates.indexOf(step) <= index,
      current: step === state,
      at: times[step],
      transactions: transactions(step),
    }))
  const tone: StoryTone =
    state === 'delivery_failed'
      ? 'danger'
      : refundOnly
        ? 'refund'
        : outcome
          ? 'success'
          : 'progress'
  const expected = order ? expectedOutcome(order) : undefined
  const amount = (value: bigint | string, token: StoryToken) => ({ amount: BigInt(value), token })
  return {
    state,
    tone,
    status:
      (refundOnly ? t.story.outcome[outcome] : t.states[state]) +
      (partial && state !== 'partially_filled' ? ` (${t.states.partially_filled})` : ''),
    sent: order ? amount(order.srcAmountSpoke, src) : undefined,
    // Nothing arrived on a refund-only or failed order: its receipt says so, no "received 0".
    receive:
      !order || refundOnly || outcome === 'failed'
        ? undefined
        : {
            ...amount(outcome ? (payout?.amount ?? 0n) : (expected?.amount ?? 0n), dst),
            settled: outcome !== undefined || expected?.settled === true,
          },
    steps,
    createdAt: times.pending_deposit ?? times.deposited,
    remaining: order ? estimateRemaining({ order, now: parameters.now }) : undefined,
    receipt:
      order && outcome
        ? {
            outcome,
            paid: payout ? amount(payout.amount, dst) : undefined,
            refunded: refund ? amount(refund.amount, src) : undefined,
            fullFill: outcome === 'partial' ? amount(fullFillOutcome(order), dst) : undefined,
            endedAt: times.delivered ?? times.withdrawn_on_hub,
          }
        : undefined,
    // The spec leaves the detail's fields unsaid: what to do comes first, in words; its reason
    // when it gives one; the rest for support.
    failure: order?.deliveryFailed
      ? {
          next: t.story.deliveryFailedNext,
          reason:
            typeof order.deliveryFailed.reason === 'string'
              ? order.deliveryFailed.reason
              : undefined,
          detail: order.deliveryFailed,
        }
      : undefined,
    cancellable: isCancellableOrderState(state),
  }
}
