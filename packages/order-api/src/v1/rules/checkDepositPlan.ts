import { isValidV1AddressForChain } from '../addresses/v1Address.js'
import { V1PlanError } from '../errors/V1PlanError.js'
import type { V1DepositPlan } from '../schemas/build.js'

export type CheckDepositPlanParameters = {
  plan: V1DepositPlan
  /** The quote's source chain. */
  chainId: number
  /** The user's wallet, when the build was made with `from`. */
  from?: string
}

/**
 * Checks a deposit plan before any of it reaches a wallet, and returns the index of the action
 * whose hash is submitted (a transfer plan has none). A contract-call plan has exactly one action
 * flagged `deposit`, chain switches carry no flags, and every EVM transaction is sent from the
 * user's wallet; a transfer plan is on the source chain, to an address of that chain, for a
 * positive amount (spec v1: Deposit plan). Throws V1PlanError otherwise.
 *
 * @example
 * const { depositIndex } = checkDepositPlan({ plan, chainId: 42161 })
 */
export function checkDepositPlan(parameters: CheckDepositPlanParameters): {
  depositIndex: number | undefined
} {
  const { plan, chainId, from } = parameters
  if (plan.kind === 'TRANSFER') {
    if (plan.chainId !== chainId)
      throw new V1PlanError({
        reason: 'wrong_chain',
        message: `The transfer is on chain ${plan.chainId}, not ${chainId}`,
      })
    if (!isValidV1AddressForChain({ chainId, address: plan.depositAddress }))
      throw new V1PlanError({
        reason: 'bad_deposit_address',
        message: `"${plan.depositAddress.slice(0, 100)}" is not an address of chain ${chainId}`,
      })
    if (plan.amount <= 0n)
      throw new V1PlanError({ reason: 'zero_amount', message: 'The transfer amount is zero' })
    return { depositIndex: undefined }
  }
  if (plan.approvals.length === 0)
    throw new V1PlanError({ reason: 'no_actions', message: 'The plan has no wallet action' })
  const deposits: number[] = []
  plan.approvals.forEach((action, index) => {
    if (action.deposit === true) deposits.push(index)
    if (action.type !== 'eip1193_request') return
    const { request } = action
    if (request.method === 'wallet_switchEthereumChain') {
      if (action.deposit === true || action.waitForReceipt === true)
        throw new V1PlanError({
          reason: 'flagged_chain_switch',
          message: `Action ${index} is a chain switch with a flag`,
        })
      return
    }
    const sender = request.params[0].from
    if (from !== undefined && sender.toLowerCase() !== from.toLowerCase())
      throw new V1PlanError({
        reason: 'wrong_sender',
        message: `Action ${index} would be sent from ${sender}, not ${from}`,
      })
  })
  if (deposits.length === 0)
    throw new V1PlanError({
      reason: 'no_deposit_action',
      message: 'No action of the plan is flagged as the deposit',
    })
  if (deposits.length > 1)
    throw new V1PlanError({
      reason: 'several_deposit_actions',
      message: `Actions ${deposits.join(', ')} are all flagged as the deposit`,
    })
  return { depositIndex: deposits[0] }
}
