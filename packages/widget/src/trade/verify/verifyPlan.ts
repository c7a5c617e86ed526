import type { Plan } from '../Plan.js'
import type { AcceptedTrade } from './AcceptedTrade.js'
import { PlanMismatchError } from './PlanMismatchError.js'
import { verifyEvmSteps } from './verifyEvmSteps.js'
import { verifyRecordedOrder } from './verifyRecordedOrder.js'
import { verifyTransfer } from './verifyTransfer.js'

/**
 * Room for the clocks of the browser and the service to differ when a v2 deadline (build time
 * plus `orderTtl`, by the service's clock) is held against this browser's.
 */
export const DEADLINE_CLOCK_SKEW_SECONDS = 60

export type VerifyPlanParameters = {
  plan: Plan
  accepted: AcceptedTrade
  /** Unix seconds. */
  now: () => number
}

/** What `verifyPlan` throws: the mismatch it found, or the failure of a read it needed. */
export type VerifyPlanErrorType = PlanMismatchError | Error

/**
 * Holds every payload of a plan against the trade the user accepted, before any wallet prompt
 * (DESIGN: The trade model): each EVM transaction decoded (the deposit's token, amount, value,
 * sender and order; each approval's token, spender and amount), each deposit-address transfer
 * (token, amount, address, memo), the deadline (no later than the service can give: the build
 * plus `orderTtl` in v2, the route's `validBefore` in v1), and for a v2 order the service's
 * record of it (payout, refund, tokens, amount). Throws `PlanMismatchError` on the first
 * difference; nothing has reached the wallet then.
 *
 * @example
 * await verifyPlan({ plan, accepted: { route, depositor, orderTtl }, now })
 */
export async function verifyPlan(parameters: VerifyPlanParameters): Promise<void> {
  const { plan, accepted } = parameters
  verifyDeadline(parameters)
  await verifyEvmSteps({ plan, accepted })
  for (const [index, step] of plan.steps.entries())
    if (step.kind === 'transfer-to-address')
      await verifyTransfer({ plan, accepted, index, transfer: step.transfer })
  if (plan.interface === 'v2' && plan.orderId !== undefined && accepted.readOrder)
    verifyRecordedOrder({ order: await accepted.readOrder(plan.orderId), accepted })
}

/** The plan's deadline and a transfer's expiry: never later than the service can give. */
function verifyDeadline(parameters: VerifyPlanParameters) {
  const { plan, accepted, now } = parameters
  const latest =
    plan.interface === 'v2'
      ? accepted.orderTtl === undefined
        ? undefined
        : now() + accepted.orderTtl + DEADLINE_CLOCK_SKEW_SECONDS
      : accepted.route.deadline
  if (latest === undefined) return
  const expiries = [
    plan.deadline?.at,
    ...plan.steps.map((step) =>
      step.kind === 'transfer-to-address' ? step.transfer.expiresAt : undefined,
    ),
  ]
  for (const at of expiries)
    if (at !== undefined && at > latest)
      throw new PlanMismatchError({
        field: 'deadline',
        step: undefined,
        expected: `at most ${latest}`,
        actual: String(at),
      })
}
