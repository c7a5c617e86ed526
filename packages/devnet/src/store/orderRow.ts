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
