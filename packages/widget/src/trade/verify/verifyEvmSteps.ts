import { depositAbi, orderIdOf } from '@ferry/order-api'
import { decodeFunctionData, erc20Abi, type Hex } from 'viem'
import type { EvmTransactionRequest, Plan } from '../Plan.js'
import type { AcceptedTrade } from './AcceptedTrade.js'
import { PlanMismatchError, type PlanMismatchField } from './PlanMismatchError.js'
import { sameAddress } from './sameAddress.js'

/** The chain's own coin as v1 names it, and as the deposit contract takes it (as value). */
const NATIVE_TOKEN = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

type Mismatch = (field: PlanMismatchField, expected: unknown, actual: unknown) => never

const mismatchAt =
  (step: number): Mismatch =>
  (field, expected, actual) => {
    throw new PlanMismatchError({ field, step, expected: String(expected), actual: String(actual) })
  }

/** The call a transaction's data makes with `abi`, or the refusal that it makes none of it. */
function decodeWith<abi extends typeof erc20Abi | typeof depositAbi>(
  abi: abi,
  transaction: EvmTransactionRequest,
  mismatch: Mismatch,
) {
  try {
    return decodeFunctionData({ abi, data: transaction.data ?? '0x' })
  } catch {
    return mismatch(
      'unreadable',
      `a call of ${abi === depositAbi ? 'deposit' : 'approve'}`,
      transaction.data,
    )
  }
}

/**
 * The EVM steps of a plan against the accepted trade (spec v2: Build response and rule 7; v1:
 * Deposit plan): the deposit calls `deposit(token, amount, nonce)` on the source chain with the
 * quote's token and amount, its value the contract's relay fee (plus the amount for the chain's
 * coin), from the user's wallet and, in v2, for the order the build named; each approval is an
 * `approve` on the spent token, for the deposit's contract, of no more than the deposit pulls.
 */
export async function verifyEvmSteps(parameters: { plan: Plan; accepted: AcceptedTrade }) {
  const { plan, accepted } = parameters
  const { spend } = accepted.route
  const depositIndex = plan.steps.findIndex((step) => step.kind === 'deposit-call')
  const depositStep = plan.steps[depositIndex]
  if (depositStep?.kind !== 'deposit-call') return
  const deposit = depositStep.transaction
  const mismatch = mismatchAt(depositIndex)
  if (deposit.chainId !== spend.chainId) mismatch('chain', spend.chainId, deposit.chainId)
  const call = decodeWith(depositAbi, deposit, mismatch)
  const [token, amount, nonce] = call.args
  if (!sameAddress(token, spend.token)) mismatch('token', spend.token, token)
  if (amount !== spend.amount) mismatch('amount', spend.amount, amount)
  const depositor = accepted.depositor
  if (
    deposit.account !== undefined &&
    depositor !== undefined &&
    !sameAddress(deposit.account, depositor)
  )
    mismatch('depositor', depositor, deposit.account)
  // v2: the order id is the hash of the depositor and the deposit's nonce (spec: Build response),
  // so a deposit made for another order or another sender is told apart here.
  if (plan.interface === 'v2' && plan.orderId !== undefined && depositor !== undefined) {
    const counted = orderIdOf({ depositor, nonce })
    if (counted !== plan.orderId.toLowerCase()) mismatch('depositor', plan.orderId, counted)
  }
  if (accepted.readRelayFee) {
    const relayFee = await accepted.readRelayFee({ chainId: spend.chainId, contract: deposit.to })
    const value = relayFee + (token.toLowerCase() === NATIVE_TOKEN ? amount : 0n)
    if ((deposit.value ?? 0n) !== value) mismatch('value', value, deposit.value ?? 0n)
  }

  plan.steps.forEach((step, index) => {
    if (step.kind !== 'approve') return
    verifyApproval({ transaction: step.transaction, index, accepted, spender: deposit.to, amount })
  })
}

/** One approval: on the spent token, for the deposit's contract, never above what it pulls. */
function verifyApproval(parameters: {
  transaction: EvmTransactionRequest
  index: number
  accepted: AcceptedTrade
  spender: Hex
  amount: bigint
}) {
  const { transaction, accepted, spender, amount } = parameters
  const { spend } = accepted.route
  const mismatch = mismatchAt(parameters.index)
  if (transaction.chainId !== spend.chainId) mismatch('chain', spend.chainId, transaction.chainId)
  if (!sameAddress(transaction.to, spend.token))
    mismatch('approve_token', spend.token, transaction.to)
  if ((transaction.value ?? 0n) !== 0n) mismatch('value', 0n, transaction.value)
  const call = decodeWith(erc20Abi, transaction, mismatch)
  if (call.functionName !== 'approve') return mismatch('unreadable', 'approve', call.functionName)
  const [approved, allowance] = call.args
  if (!sameAddress(approved, spender)) mismatch('spender', spender, approved)
  if (allowance > amount && !accepted.allowLargerApprovals)
    mismatch('approve_amount', amount, allowance)
}
