import type { AcceptedTrade, RecordedOrder } from './AcceptedTrade.js'
import { PlanMismatchError, type PlanMismatchField } from './PlanMismatchError.js'
import { sameAddress } from './sameAddress.js'

/**
 * A v2 order as the service recorded it at the build, against the accepted trade: the payout and
 * refund addresses the user entered (the depositor when left out; spec: Build request), the
 * depositor, both tokens and chains, and the amount. The deposit's calldata carries none of the
 * recipients: only the record tells whom the order pays.
 */
export function verifyRecordedOrder(parameters: { order: RecordedOrder; accepted: AcceptedTrade }) {
  const { order, accepted } = parameters
  const { spend, receive } = accepted.route
  const mismatch = (field: PlanMismatchField, expected: unknown, actual: unknown) => {
    throw new PlanMismatchError({
      field,
      step: undefined,
      expected: String(expected),
      actual: String(actual),
    })
  }
  const depositor = accepted.depositor
  if (depositor !== undefined && !sameAddress(order.depositor, depositor))
    mismatch('depositor', depositor, order.depositor)
  const payout = accepted.recipient ?? depositor
  if (payout !== undefined && !sameAddress(order.payoutAddr, payout))
    mismatch('payout', payout, order.payoutAddr)
  const refund = accepted.refundTo ?? depositor
  if (refund !== undefined && !sameAddress(order.refundAddr, refund))
    mismatch('refund', refund, order.refundAddr)
  if (order.srcChainId !== spend.chainId || !sameAddress(order.srcToken, spend.token))
    mismatch(
      'token',
      `${spend.token} on ${spend.chainId}`,
      `${order.srcToken} on ${order.srcChainId}`,
    )
  if (order.dstChainId !== receive.chainId || !sameAddress(order.dstToken, receive.token))
    mismatch(
      'receive',
      `${receive.token} on ${receive.chainId}`,
      `${order.dstToken} on ${order.dstChainId}`,
    )
  if (order.srcAmountSpoke !== String(spend.amount))
    mismatch('amount', spend.amount, order.srcAmountSpoke)
}
