import type { OrderRecord } from '@ferry/order-api'

export type SolverScenario =
  | { kind: 'full' }
  | { kind: 'partial'; fillRatioBps: number }
  | { kind: 'none' }
  | { kind: 'delivery_failure' }
  | { kind: 'slow' }
  | { kind: 'stalled_delivery' }

/**
 * An order as the devnet keeps it: the spec's order record plus what the service needs to run
 * it (build time, deadline, the published amount and fees, the solver scenario).
 */
export type OrderRow = OrderRecord & {
  nonce: string
  builtAt: number
  deadline: number
  flatFee: string
  operatorBps: number
  commissionBps: number
  scenario: SolverScenario
  cancelRequested: boolean
  /** Share of the order filled so far, in basis points. */
  filledBps: number
  /** When the lifecycle engine may take the next step, Unix ms. */
  nextStepAt: number
  /** A deposit that arrived after the deadline: it needs operator recovery. */
  stuck: boolean
}

/** What every order holds when it is built, by a v2 build or a v1 one: awaiting its deposit. */
export function pendingOrderFields() {
  return {
    state: 'pending_deposit',
    deposit: null,
    deliver: null,
    deliveryFailed: null,
    traces: { rootIntentId: null, publish: null, withdraw: null, chainObservations: [] },
    cancelRequested: false,
    filledBps: 0,
    nextStepAt: 0,
    stuck: false,
  } satisfies Partial<OrderRow>
}

/** The order record of the spec, as the single-order endpoint returns it. */
export function toOrderRecord(row: OrderRow, options: { withObservations: boolean }): OrderRecord {
  return {
    orderId: row.orderId,
    integrator: row.integrator,
    srcToken: row.srcToken,
    dstToken: row.dstToken,
    srcChainId: row.srcChainId,
    dstChainId: row.dstChainId,
    srcAmountSpoke: row.srcAmountSpoke,
    depositor: row.depositor,
    depositAddress: row.depositAddress,
    payoutAddr: row.payoutAddr,
    refundAddr: row.refundAddr,
    fullFee: row.fullFee,
    intentOutcomeRate: row.intentOutcomeRate,
    state: row.state,
    deposit: row.deposit,
    deliver: row.deliver,
    deliveryFailed: row.deliveryFailed,
    traces: {
      ...row.traces,
      chainObservations: options.withObservations ? row.traces.chainObservations : [],
    },
  }
}
