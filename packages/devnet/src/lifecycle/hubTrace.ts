import { keccak256, toHex } from 'viem'
import type { Clock } from '../rules/clock.js'
import type { OrderRow } from '../store/orderRow.js'

/** A simulated hub transaction hash: hub-side steps (publish, settle) are not mined here. */
export function hubHash(orderId: string, step: string) {
  return keccak256(toHex(`${orderId}|${step}`))
}

export type ObserveParameters = {
  row: OrderRow
  intentState: string
  observedTx: string
  clock: Clock
}

/** The order's traces with one more chain observation appended. */
export function observe({ row, intentState, observedTx, clock }: ObserveParameters) {
  return {
    traces: {
      ...row.traces,
      chainObservations: [
        ...row.traces.chainObservations,
        {
          seq: row.traces.chainObservations.length + 1,
          intentId: row.traces.rootIntentId ?? hubHash(row.orderId, 'intent'),
          intentState,
          observedTx,
          at: clock.now(),
        },
      ],
    },
  }
}
