import {
  isFinalV1OrderStatus,
  type V1Chain,
  type V1Order,
  type V1OrderStatus,
} from '@ferry/order-api/v1'
import { explorerTxUrl } from '../order/explorerTxUrl.js'

/** The tracker's steps, in order; refunds and failures end it off this line. */
export const v1TrackerSteps = ['created', 'deposited', 'published', 'filled'] as const
export type V1TrackerStep = (typeof v1TrackerSteps)[number]

/**
 * How a status reads: `progress` on its way, `success` delivered, `refund` money going or gone
 * back to the user (never shown as a failure), `danger` the order cannot complete.
 */
export type V1TrackerTone = 'progress' | 'success' | 'refund' | 'danger'

type StatusView = {
  /** The step of the line reached; undefined for a refund or a failure, which leave the line. */
  step: V1TrackerStep | undefined
  tone: V1TrackerTone
}

// refund_pending is a refund on its way (spec v1: States and transitions), not a failure.
const views: Record<V1OrderStatus, StatusView> = {
  created: { step: 'created', tone: 'progress' },
  deposited: { step: 'deposited', tone: 'progress' },
  published: { step: 'published', tone: 'progress' },
  filled: { step: 'filled', tone: 'success' },
  refund_pending: { step: undefined, tone: 'refund' },
  refunded: { step: undefined, tone: 'refund' },
  failed: { step: undefined, tone: 'danger' },
}

export type V1TransactionLink = {
  kind: 'deposit' | 'fill' | 'refund'
  chainId: number
  txHash: string
  /** Base units, when the service gives them (the fill's is what arrived). */
  amount: bigint | undefined
  /** The chain's explorer page of the transaction; undefined when the chain has no explorer. */
  url: string | undefined
  explorerName: string | undefined
}

export type V1OrderView = {
  status: V1OrderStatus
  step: V1TrackerStep | undefined
  /** Index in `v1TrackerSteps` of `step`, -1 off the line. */
  stepIndex: number
  tone: V1TrackerTone
  /** Filled, refunded or failed: polling stops. */
  final: boolean
  links: V1TransactionLink[]
  /** Unix ms the order should be filled by; undefined without an estimate or once final. */
  expectedAt: number | undefined
  /** Whole seconds to `expectedAt` (0 once passed). */
  secondsLeft: number | undefined
}

/** The explorer page of a transaction on a `/v1/chains` chain (see `explorerTxUrl`). */
export const v1ExplorerTxUrl = (parameters: { chain: V1Chain | undefined; txHash: string }) =>
  explorerTxUrl({
    explorerUrl: parameters.chain?.blockExplorers?.default?.url,
    tron: parameters.chain?.type === 'tron',
    txHash: parameters.txHash,
  })

/**
 * What the tracker shows of a v1 order: its step on the line and tone, whether it is final
 * (order-api's isFinalV1OrderStatus), its transactions as explorer links where the chain (from
 * `/v1/chains`) has an explorer, and an ETA: the route's `expectedDurationSeconds` counted from
 * the deposit (or from the order's creation when no deposit is listed yet).
 */
export function describeV1Order(parameters: {
  order: V1Order
  chains: readonly V1Chain[] | undefined
  /** The chosen route's estimate; the order does not carry it. */
  expectedDurationSeconds?: number
  nowMs: number
}): V1OrderView {
  const { order, chains, expectedDurationSeconds, nowMs } = parameters
  const view = views[order.status]
  const final = isFinalV1OrderStatus(order.status)
  const links: V1TransactionLink[] = []
  for (const kind of ['deposit', 'fill', 'refund'] as const) {
    const transaction = order.transactions[kind]
    if (!transaction) continue
    const chain = chains?.find((candidate) => candidate.id === transaction.chainId)
    const url = v1ExplorerTxUrl({ chain, txHash: transaction.txHash })
    links.push({
      kind,
      chainId: transaction.chainId,
      txHash: transaction.txHash,
      amount: transaction.amount,
      url,
      explorerName: url === undefined ? undefined : chain?.blockExplorers?.default?.name,
    })
  }
  const started = Date.parse(order.transactions.deposit?.timestamp ?? order.createdAt)
  const expectedAt =
    final || expectedDurationSeconds === undefined || Number.isNaN(started)
      ? undefined
      : started + expectedDurationSeconds * 1000
  return {
    status: order.status,
    step: view.step,
    stepIndex: view.step === undefined ? -1 : v1TrackerSteps.indexOf(view.step),
    tone: view.tone,
    final,
    links,
    expectedAt,
    secondsLeft:
      expectedAt === undefined ? undefined : Math.max(0, Math.ceil((expectedAt - nowMs) / 1000)),
  }
}
