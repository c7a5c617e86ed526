import { TRON_CHAIN_ID } from '@ferry/order-api'
import type { Clock } from '../rules/clock.js'
import type { OrderRow } from '../store/orderRow.js'
import type { OrderStore } from '../store/orderStore.js'
import type { TronLedger } from '../tron/tronLedger.js'
import type { Release } from './createRelease.js'
import { hubHash, observe } from './hubTrace.js'
import { settlementOf } from './settlementOf.js'

export type CreateStepOrderParameters = {
  store: OrderStore
  clock: Clock
  tron: TronLedger
  release: Release
  stepMs: number
}

/**
 * One step of a deposited order: publication, the solver's fill per the order's scenario,
 * settlement on the hub, then delivery (payout and refund) or a failed delivery.
 */
export function createStepOrder(parameters: CreateStepOrderParameters) {
  const { store, clock, tron, release, stepMs } = parameters
  const observed = (row: OrderRow, intentState: string, step: string) =>
    observe({ row, intentState, observedTx: hubHash(row.orderId, step), clock })

  return async function stepOrder(row: OrderRow) {
    const next = (patch: Partial<OrderRow>) =>
      store.updateOrder(row.orderId, { ...patch, nextStepAt: clock.nowMs() + stepMs })
    const expired = clock.now() > row.deadline
    switch (row.state) {
      case 'deposited': {
        const rootIntentId = hubHash(row.orderId, 'intent')
        const tx = hubHash(row.orderId, 'publish')
        const published = { ...row, traces: { ...row.traces, rootIntentId } }
        const { traces } = observe({
          row: published,
          intentState: 'Published',
          observedTx: tx,
          clock,
        })
        return next({ state: 'published', traces: { ...traces, publish: { tx, at: clock.now() } } })
      }
      case 'published': {
        const { scenario } = row
        if (row.cancelRequested)
          return next({ state: 'terminal_chain', ...observed(row, 'Cancelled', 'cancel') })
        if (
          scenario.kind === 'full' ||
          scenario.kind === 'delivery_failure' ||
          scenario.kind === 'stalled_delivery'
        )
          return next({
            state: 'terminal_chain',
            filledBps: 10_000,
            ...observed(row, 'Filled', 'fill'),
          })
        if (scenario.kind === 'partial')
          return next({
            state: 'partially_filled',
            filledBps: scenario.fillRatioBps,
            ...observed(row, 'PartiallyFilled', 'partial-fill'),
          })
        // No fill, or a slow one: the order waits for a cancel or its deadline.
        if (expired) return next({ state: 'terminal_chain', ...observed(row, 'Expired', 'expire') })
        return
      }
      case 'partially_filled':
        return next({ state: 'terminal_chain', ...observed(row, 'Closed', 'close') })
      case 'terminal_chain': {
        const { payout, refund, accruedFee } = settlementOf(row)
        const tx = hubHash(row.orderId, 'withdraw')
        return next({
          state: 'withdrawn_on_hub',
          traces: {
            ...observe({ row, intentState: 'Withdrawn', observedTx: tx, clock }).traces,
            withdraw: {
              tx,
              settledOutcome: String(payout),
              refundSource: String(refund),
              accruedFee: String(accruedFee),
              at: clock.now(),
            },
          },
        })
      }
      case 'withdrawn_on_hub': {
        // Settled but never recorded as delivered: what the health bucket `undelivered` counts.
        if (row.scenario.kind === 'stalled_delivery') return
        const { payout, refund } = settlementOf(row)
        if (row.scenario.kind === 'delivery_failure')
          return next({
            state: 'delivery_failed',
            deliveryFailed: {
              leg: 'payout',
              reason: 'The payout transfer to the recipient reverted on the destination chain',
              chainId: row.dstChainId,
              recipient: row.payoutAddr,
              amount: String(payout),
            },
          })
        const payoutTx =
          payout > 0n ? await release({ row, leg: 'payout', amount: payout }) : undefined
        const refundTx =
          refund > 0n ? await release({ row, leg: 'refund', amount: refund }) : undefined
        // Only TRON's deposit addresses come from a pool (Bitcoin's are the order's own).
        if (row.depositAddress && row.srcChainId === TRON_CHAIN_ID)
          tron.releaseDepositAddress(row.depositAddress)
        return next({
          state: 'delivered',
          deliver: {
            payout: payoutTx ? { tx: payoutTx, amount: String(payout) } : null,
            refund: refundTx ? { tx: refundTx, amount: String(refund) } : null,
            at: clock.now(),
          },
        })
      }
    }
  }
}
