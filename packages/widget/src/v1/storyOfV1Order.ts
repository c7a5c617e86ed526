import type { V1Chain, V1Order, V1OrderStatus } from '@ferry/order-api/v1'
import type { V1TrackingMessages } from '../i18n/v1TrackingEn.js'
import type { OrderOutcome } from '../order/orderStory.js'
import type {
  StoryStep,
  StoryToken,
  StoryTransaction,
  TrackerStory,
} from '../order/TrackerStory.js'
import { describeV1Order } from './v1OrderStatus.js'

export type StoryOfV1OrderParameters = {
  /** Undefined until the first read. */
  order: V1Order | undefined
  src: StoryToken
  dst: StoryToken
  /** The chains whose explorers the transactions link to. */
  chains: readonly V1Chain[]
  /** The chosen route's estimate, as this browser kept it; the order does not carry it. */
  expectedDurationSeconds?: number | undefined
  messages: V1TrackingMessages
  /** The service does not know the order. */
  unknown: boolean
  nowMs: number
}

const seconds = (iso: string | undefined) => {
  const ms = iso === undefined ? Number.NaN : Date.parse(iso)
  return Number.isNaN(ms) ? undefined : Math.floor(ms / 1000)
}

const outcomes: Partial<Record<V1OrderStatus, OrderOutcome>> = {
  filled: 'delivered',
  refunded: 'refunded',
  failed: 'failed',
}

/** The step line of a status: the way to delivery, or the way a refund or failure went. */
function stepsOf(order: V1Order): { step: V1OrderStatus; done: boolean }[] {
  const { status } = order
  const reached = new Set(order.stepsCompleted)
  const line = ['created', 'deposited', 'published', 'filled'] as const
  const index = (line as readonly V1OrderStatus[]).indexOf(status)
  if (index >= 0) return line.map((step, at) => ({ step, done: at <= index }))
  // Steps can be skipped or missing on refunded and failed orders (spec v1: States and
  // transitions): what the order shows of them is drawn as done.
  const before = [
    { step: 'created' as const, done: true },
    {
      step: 'deposited' as const,
      done: reached.has('deposited') || order.transactions.deposit !== undefined,
    },
    {
      step: 'published' as const,
      done: reached.has('published') || order.timestamps.publishedAt !== undefined,
    },
  ]
  if (status === 'failed') return [...before, { step: 'failed', done: true }]
  return [
    ...before,
    { step: 'refund_pending', done: true },
    { step: 'refunded', done: status === 'refunded' },
  ]
}

/**
 * A v1 order (its seven statuses) as the tracker's story: `refund_pending` is a refund on its
 * way, never a failure; the ETA is the route's estimate counted from the deposit.
 */
export function storyOfV1Order(parameters: StoryOfV1OrderParameters): TrackerStory {
  const { order, src, dst, messages: m } = parameters
  if (!order)
    return {
      state: 'loading',
      tone: 'progress',
      status: parameters.unknown ? '' : m.loadingOrder,
      sent: undefined,
      receive: undefined,
      steps: [],
      createdAt: undefined,
      remaining: undefined,
      receipt: undefined,
      failure: undefined,
      cancellable: false,
    }
  const view = describeV1Order({
    order,
    chains: parameters.chains,
    ...(parameters.expectedDurationSeconds === undefined
      ? {}
      : { expectedDurationSeconds: parameters.expectedDurationSeconds }),
    nowMs: parameters.nowMs,
  })
  const { deposit, fill, refund } = order.transactions
  const transactions: StoryTransaction[] = view.links.map((link) => ({
    kind: link.kind === 'fill' ? 'payout' : link.kind,
    hash: link.txHash,
    url: link.url,
  }))
  const times: Partial<Record<V1OrderStatus, number | undefined>> = {
    created: seconds(order.timestamps.createdAt ?? order.createdAt),
    deposited: seconds(deposit?.timestamp),
    published: seconds(order.timestamps.publishedAt),
    filled: seconds(fill?.timestamp),
    refunded: seconds(refund?.timestamp),
    failed: seconds(order.timestamps.failedAt),
  }
  // Each transaction under the step it made: the deposit, then the fill or the refund.
  const madeBy: Partial<Record<V1OrderStatus, StoryTransaction['kind']>> = {
    deposited: 'deposit',
    filled: 'payout',
    refunded: 'refund',
  }
  const steps: StoryStep[] = stepsOf(order).map(({ step, done }) => ({
    id: step,
    label: m.steps[step],
    done,
    current: step === order.status,
    at: times[step],
    transactions: transactions.filter((transaction) => transaction.kind === madeBy[step]),
  }))
  const outcome = outcomes[order.status]
  const createdAt = seconds(order.createdAt)
  const amount = (value: bigint, token: StoryToken) => ({ amount: value, token })
  return {
    state: order.status,
    tone: view.tone,
    status: m.status[order.status],
    sent: amount(order.srcAmount, src),
    // Nothing arrives on a refunded or failed order: no "you receive" line.
    receive:
      view.tone === 'refund' || view.tone === 'danger'
        ? undefined
        : { ...amount(fill?.amount ?? order.destAmount, dst), settled: fill !== undefined },
    steps,
    createdAt,
    // The route's estimate is for delivery: a refund on its way has none of its own.
    remaining: view.tone === 'progress' ? view.secondsLeft : undefined,
    receipt: outcome
      ? {
          outcome,
          paid:
            order.status === 'filled' ? amount(fill?.amount ?? order.destAmount, dst) : undefined,
          refunded: refund?.amount === undefined ? undefined : amount(refund.amount, src),
          fullFill: undefined,
          endedAt: times[order.status],
        }
      : undefined,
    failure: order.status === 'failed' ? { next: m.failedNext } : undefined,
    // The v1 interface has no cancel endpoint: a v1 order runs to its end (spec v1).
    cancellable: false,
  }
}
