import {
  checkDepositPlan,
  isV1TxHashForChain,
  submitOnce,
  submitRequestFor,
  type V1Client,
  type V1ContractCallPlan,
  type V1DepositPlan,
  type V1EvmTransaction,
  type V1RouteId,
  v1ChainFamily,
} from '@ferry/order-api/v1'
import type { Address, Hex } from 'viem'
import { depositKey } from '../trade/depositLedger.js'
import type { EvmTransactionRequest, HashSubmitter, Plan, PlanStep } from '../trade/Plan.js'
import { TradeRunError, type TradeRunErrorReason } from '../trade/TradeRunError.js'

export type PlanOfV1DepositParameters = {
  client: V1Client
  /** The build's answer. */
  plan: V1DepositPlan
  quoteId: string
  routeId: V1RouteId
  fromChainId: number
  toChainId: number
  /**
   * The wallet the plan sends from (the build's `from`), or for a deposit-address transfer the
   * refund address its order is listed under.
   */
  address: string | undefined
  /** Waits between submit attempts (submitOnce's). */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>
}

const toBigint = (hex: string | undefined) =>
  hex === undefined ? undefined : hex === '0x' ? 0n : BigInt(hex)

/** The wallet's parameters for an `eth_sendTransaction` of the plan, forwarded field by field. */
function transactionOf(chainId: number, tx: V1EvmTransaction): EvmTransactionRequest {
  const base: EvmTransactionRequest = { chainId, account: tx.from as Address, to: tx.to as Address }
  if (tx.data !== undefined) base.data = tx.data as Hex
  // Dropping `value` makes the deposit revert (spec v1: Deposit plan).
  if (tx.value !== undefined) base.value = toBigint(tx.value) as bigint
  if (tx.gas !== undefined) base.gas = toBigint(tx.gas) as bigint
  if (tx.nonce !== undefined) base.nonce = Number(toBigint(tx.nonce))
  if (tx.gasPrice !== undefined) return { ...base, gasPrice: toBigint(tx.gasPrice) as bigint }
  const maxFeePerGas = toBigint(tx.maxFeePerGas)
  const maxPriorityFeePerGas = toBigint(tx.maxPriorityFeePerGas)
  return {
    ...base,
    ...(maxFeePerGas === undefined ? {} : { maxFeePerGas }),
    ...(maxPriorityFeePerGas === undefined ? {} : { maxPriorityFeePerGas }),
  }
}

/**
 * Ferry's own rules on top of checkDepositPlan: the source chain only, one kind of fee fields per
 * transaction, nothing after the deposit.
 */
function checkContractCall(plan: V1ContractCallPlan, chainId: number, depositIndex: number) {
  plan.approvals.forEach((action, index) => {
    if (action.type !== 'eip1193_request') return
    const { request } = action
    if (
      request.method === 'eth_sendTransaction' &&
      request.params[0].gasPrice !== undefined &&
      (request.params[0].maxFeePerGas !== undefined ||
        request.params[0].maxPriorityFeePerGas !== undefined)
    )
      throw new TradeRunError({
        reason: 'mixed_fee_fields',
        message: `Action ${index} sets both gasPrice and EIP-1559 fees`,
      })
    if (
      request.method === 'wallet_switchEthereumChain' &&
      toBigint(request.params[0].chainId) !== BigInt(chainId)
    )
      throw new TradeRunError({
        reason: 'switch_to_other_chain',
        message: `Action ${index} switches to chain ${toBigint(request.params[0].chainId)}, not ${chainId}`,
      })
  })
  if (depositIndex !== plan.approvals.length - 1)
    throw new TradeRunError({
      reason: 'action_after_deposit',
      message: 'The plan has wallet actions after its deposit',
    })
}

/**
 * v1's submit: exactly once, the order looked up by address and hash before any retry; a deposit
 * the wallet only signed is submitted as `signedTransaction`.
 */
function v1Submitter(parameters: PlanOfV1DepositParameters): HashSubmitter {
  const { client, plan, quoteId, routeId, fromChainId, address } = parameters
  return {
    isHash: (txHash) => isV1TxHashForChain({ chainId: fromChainId, txHash }),
    async submit({ txHash, signedTransaction, signal }) {
      if (address === undefined)
        throw new TradeRunError({
          reason: 'no_wallet_address',
          message: 'The refund address is needed to register this transfer',
        })
      // Exactly one of the two (spec v1: PUT /v1/deposit/submit): a signed transaction stands
      // for its hash, the service broadcasts it.
      const request = submitRequestFor({
        quoteId,
        routeId,
        plan,
        chainId: fromChainId,
        ...(signedTransaction === undefined ? { txHash } : { signedTransaction }),
      })
      const result = await submitOnce({
        client,
        request,
        address,
        fromChainId,
        ...(signal ? { signal } : {}),
        ...(parameters.sleep ? { sleep: parameters.sleep } : {}),
      })
      return { orderId: result.orderId, txHash: result.txHash, recovered: result.recovered }
    },
  }
}

/**
 * A v1 deposit plan (spec v1: Deposit plan) as the widget's `Plan`, after every check that comes
 * before a wallet is asked: a source whose wallet the plan's actions cannot use, an unsafe plan
 * (checkDepositPlan; a switch to another chain, both kinds of fee fields, actions after the
 * deposit). The steps: the chain switch, each approval (its receipt awaited when flagged), the
 * flagged deposit, the submit of its hash; or, for a deposit address, the transfer and (TRON,
 * Bitcoin) the submit of the hash the user gives. The deposit is keyed by quote and route, and
 * sent no later than the plan's `expiresAt`.
 */
export function planOfV1Deposit(parameters: PlanOfV1DepositParameters): Plan {
  const { plan, fromChainId, toChainId, address } = parameters
  const family = v1ChainFamily(fromChainId)
  const base = {
    interface: 'v1' as const,
    family,
    srcChainId: fromChainId,
    dstChainId: toChainId,
    depositKey: depositKey(parameters),
    ...(plan.kind === 'TRANSFER' && plan.orderId !== undefined ? { orderId: plan.orderId } : {}),
    ...(plan.expiresAt === undefined ? {} : { deadline: { at: plan.expiresAt, marginSeconds: 0 } }),
  }
  const evmActions =
    plan.kind === 'CONTRACT_CALL' && plan.approvals.some((a) => a.type !== 'solana_sendTransaction')
  // EVM actions on another family's source cannot be signed by that family's wallet.
  if (family !== 'evm' && evmActions)
    throw new TradeRunError({
      reason: `needs_${family}_wallet` as TradeRunErrorReason,
      message: `Swapping from this chain needs a ${family} wallet`,
    })
  if (plan.kind === 'CONTRACT_CALL' && address === undefined)
    throw new TradeRunError({
      reason: 'no_wallet_address',
      message: 'Connect the wallet the plan was built for',
    })
  const { depositIndex } = checkDepositPlan({
    plan,
    chainId: fromChainId,
    ...(address === undefined ? {} : { from: address }),
  })
  const submitter = v1Submitter(parameters)

  if (plan.kind === 'TRANSFER') {
    const { depositAddress, amount, token, chainId, memo, expiresAt, orderId } = plan
    const needsHash = plan.submitTxHashRequested === true
    const steps: PlanStep[] = [
      {
        kind: 'transfer-to-address',
        transfer: {
          depositAddress,
          amount,
          token,
          chainId,
          ...(memo === undefined ? {} : { memo }),
          ...(expiresAt === undefined ? {} : { expiresAt }),
          ...(orderId === undefined ? {} : { orderId }),
        },
        needsHash,
      },
    ]
    if (needsHash) steps.push({ kind: 'submit-hash', submitter })
    return { ...base, steps }
  }

  checkContractCall(plan, fromChainId, depositIndex as number)
  const steps: PlanStep[] = []
  if (family === 'evm') steps.push({ kind: 'switch-chain', chainId: fromChainId })
  plan.approvals.forEach((action, index) => {
    const deposit = index === depositIndex
    if (action.type === 'solana_sendTransaction') {
      steps.push({
        kind: 'family-transaction',
        family: 'solana',
        chainId: fromChainId,
        transaction: action.transaction,
        deposit,
      })
      return
    }
    if (action.request.method !== 'eth_sendTransaction') return
    const transaction = transactionOf(fromChainId, action.request.params[0])
    const waitForReceipt = action.waitForReceipt === true
    steps.push(
      deposit
        ? { kind: 'deposit-call', transaction, waitForReceipt }
        : { kind: 'approve', transaction, waitForReceipt },
    )
  })
  steps.push({ kind: 'submit-hash', submitter })
  return { ...base, steps }
}
