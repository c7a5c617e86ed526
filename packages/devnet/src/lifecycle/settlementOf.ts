import { applyBps, splitFees } from '@ferry/order-api'
import { outcomeOf } from '../rules/pricing.js'
import type { OrderRow } from '../store/orderRow.js'

/** What the order pays out and refunds for the share filled (spec: Partial fills). */
export function settlementOf(row: OrderRow) {
  const amount = BigInt(row.srcAmountSpoke)
  const flatFee = BigInt(row.flatFee)
  const remainder = amount - flatFee
  const filled = applyBps({ amount: remainder, bps: row.filledBps })
  // The filled part pays its percentage fees and the flat fee is kept; the unfilled part of
  // the remainder goes back whole.
  const { serviceFee, commission, published } = splitFees({
    amount: filled,
    flatFee: 0n,
    operatorBps: row.operatorBps,
    commissionBps: row.commissionBps,
  })
  const payout = outcomeOf(published, BigInt(row.intentOutcomeRate))
  return { payout, refund: remainder - filled, accruedFee: flatFee + serviceFee + commission }
}
