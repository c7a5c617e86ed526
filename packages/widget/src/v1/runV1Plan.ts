import {
  checkDepositPlan,
  isV1TxHashForChain,
  submitOnce,
  submitRequestFor,
  V1_SOLANA_CHAIN_ID,
  type V1Client,
  type V1ContractCallPlan,
  type V1DepositPlan,
  type V1EvmTransaction,
  type V1RouteId,
  type V1TransferPlan,
} from '@ferry/order-api/v1'
import type { Address, Hex } from 'viem'
import { V1RunError } from '../errors/V1RunError.js'
import { walletErrorKind } from '../swap/walletErrorKind.js'
import { createMemoryDepositLedger, depositKey, type V1DepositLedger } from './depositLedger.js'

type V1TransactionBase = {
  chainId: number
  account: Address
  to: Address
  data?: Hex
  value?: bigint
  gas?: bigint
  nonce?: number
}
/** A transaction as the wallet is asked for it (wagmi's `sendTransaction` parameters): legacy or EIP-1559 fees, never both. */
export type V1SendTransactionParameters =
  | (V1TransactionBase & { gasPrice?: bigint })
  | (V1TransactionBase & { maxFeePerGas?: bigint; maxPriorityFeePerGas?: bigint })

/** The wallet functions a plan needs, shaped like wagmi's actions without their config. */
export type V1Wallet = {
  switchChain: (parameters: { chainId: number }) => Promise<unknown>
  sendTransaction: (parameters: V1SendTransactionParameters) => Promise<Hex>
  waitForReceipt: (parameters: {
    hash: Hex
    chainId: number
  }) => Promise<{ status: 'success' | 'reverted' }>
}

/** Each step as it starts; the names match v2's swap steps and host events where they mean the same. */
export type V1PlanProgress =
  | { step: 'switching'; chainId: number }
  | { step: 'approving'; index: number; total: number }
  | { step: 'depositing'; value: bigint }
  | { step: 'deposit-sent'; txHash: string }
  | { step: 'submitting'; txHash: string }
  | {
      step: 'order-created'
      orderId: string
      srcChainId: number
      dstChainId: number
      recovered: boolean
    }

/** What the user is shown for a deposit address: send exactly this, with the memo, before expiry. */
export type V1TransferInstructions = Pick<
  V1TransferPlan,
  'depositAddress' | 'amount' | 'token' | 'chainId' | 'memo' | 'expiresAt' | 'orderId'
>

export type RunV1PlanResult =
  | { kind: 'submitted'; orderId: string; txHash: string; recovered: boolean }
  /**
   * Nothing was sent: the user transfers by hand. `needsHash`: a TRON or Bitcoin transfer whose
   * hash is then given back (`transferTxHash`) to submit it.
   */
  | { kind: 'transfer'; transfer: V1TransferInstructions; needsHash: boolean }

export type RunV1PlanParameters = {
  client: V1Client
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
  wallet: V1Wallet
  /** Where deposits are marked; default one ledger for this page. */
  ledger?: V1DepositLedger
  /** The TRON or Bitcoin transfer's hash, once the user made it. */
  transferTxHash?: string
  onProgress?: (progress: V1PlanProgress) => void
  signal?: AbortSignal
  /** Waits between submit attempts (submitOnce's). */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>
  /** Unix seconds; default the clock. */
  now?: () => number
}

const pageLedger = createMemoryDepositLedger()

const askedBefore = () =>
  new V1RunError({
    reason: 'deposit_outcome_unknown',
    message: 'This deposit was already asked of the wallet; check its activity before trying again',
  })

const toBigint = (hex: string | undefined) =>
  hex === undefined ? undefined : hex === '0x' ? 0n : BigInt(hex)

/** The wallet's parameters for an `eth_sendTransaction` of the plan, forwarded field by field. */
function sendParameters(chainId: number, tx: V1EvmTransaction): V1SendTransactionParameters {
  const base: V1TransactionBase = { chainId, account: tx.from as Address, to: tx.to as Address }
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
      throw new V1RunError({
        reason: 'mixed_fee_fields',
        message: `Action ${index} sets both gasPrice and EIP-1559 fees`,
      })
    if (
      request.method === 'wallet_switchEthereumChain' &&
      toBigint(request.params[0].chainId) !== BigInt(chainId)
    )
      throw new V1RunError({
        reason: 'switch_to_other_chain',
        message: `Action ${index} switches to chain ${toBigint(request.params[0].chainId)}, not ${chainId}`,
      })
  })
  if (depositIndex !== plan.approvals.length - 1)
    throw new V1RunError({
      reason: 'action_after_deposit',
      message: 'The plan has wallet actions after its deposit',
    })
}

/**
 * Runs a v1 deposit plan (spec v1: Deposit plan; DESIGN: v1 in Ferry). Every check comes before
 * any wallet call: a Solana source is refused (it needs a Solana wallet), an unsafe plan too
 * (checkDepositPlan, a switch to another chain, both kinds of fee fields, actions after the
 * deposit), and an expired plan (its `expiresAt`, checked again before the deposit). Then: the chain
 * switch, each approval in order (its receipt awaited and checked when `waitForReceipt` is set),
 * the flagged deposit exactly once with its `value` (marked in the ledger before the wallet is
 * asked, so no retry asks again), and the submit exactly once (submitOnce looks the order up by
 * address and hash before any retry). Running a plan again after a failed submit only submits.
 * A deposit-address plan sends nothing: its instructions are returned, and a TRON or Bitcoin one
 * is submitted once the user gives the transfer's hash.
 */
export async function runV1Plan(parameters: RunV1PlanParameters): Promise<RunV1PlanResult> {
  const { plan, fromChainId, address, signal } = parameters
  const ledger = parameters.ledger ?? pageLedger
  const progress = parameters.onProgress ?? (() => {})
  const solanaAction =
    plan.kind === 'CONTRACT_CALL' && plan.approvals.some((a) => a.type === 'solana_sendTransaction')
  if (fromChainId === V1_SOLANA_CHAIN_ID || solanaAction)
    throw new V1RunError({
      reason: 'needs_solana_wallet',
      message: 'Swapping from Solana needs a Solana wallet, which this widget does not connect',
    })
  if (plan.kind === 'CONTRACT_CALL' && address === undefined)
    throw new V1RunError({
      reason: 'no_wallet_address',
      message: 'Connect the wallet the plan was built for',
    })
  const { depositIndex } = checkDepositPlan({
    plan,
    chainId: fromChainId,
    ...(address === undefined ? {} : { from: address }),
  })

  if (plan.kind === 'TRANSFER') {
    const { depositAddress, amount, token, chainId, memo, expiresAt, orderId } = plan
    const transfer: V1TransferInstructions = {
      depositAddress,
      amount,
      token,
      chainId,
      ...(memo === undefined ? {} : { memo }),
      ...(expiresAt === undefined ? {} : { expiresAt }),
      ...(orderId === undefined ? {} : { orderId }),
    }
    const needsHash = plan.submitTxHashRequested === true
    if (!needsHash || parameters.transferTxHash === undefined)
      return { kind: 'transfer', transfer, needsHash }
    const txHash = parameters.transferTxHash.trim()
    if (!isV1TxHashForChain({ chainId: fromChainId, txHash }))
      throw new V1RunError({
        reason: 'bad_transfer_hash',
        message: `That is not a transaction hash of chain ${fromChainId}: it is 64 hex characters, without 0x`,
      })
    return submit(parameters, txHash)
  }

  checkContractCall(plan, fromChainId, depositIndex as number)
  const now = parameters.now ?? (() => Math.floor(Date.now() / 1000))
  // Checked at the start and again right before the deposit: approvals take wallet time.
  const refuseExpired = () => {
    if (plan.expiresAt !== undefined && now() >= plan.expiresAt)
      throw new V1RunError({
        reason: 'plan_expired',
        message: 'This deposit plan has expired; get a new quote',
      })
  }
  const key = depositKey(parameters)
  const record = ledger.read(key)
  if (record.state === 'sent') return submit(parameters, record.txHash)
  if (record.state === 'asked') throw askedBefore()
  refuseExpired()

  signal?.throwIfAborted()
  progress({ step: 'switching', chainId: fromChainId })
  await parameters.wallet.switchChain({ chainId: fromChainId })
  const sends = plan.approvals.flatMap((action, index) =>
    action.type === 'eip1193_request' && action.request.method === 'eth_sendTransaction'
      ? [{ action, index, tx: action.request.params[0] }]
      : [],
  )
  const approvals = sends.filter((send) => send.index !== depositIndex)
  for (const [position, { action, tx }] of approvals.entries()) {
    signal?.throwIfAborted()
    progress({ step: 'approving', index: position, total: approvals.length })
    const hash = await parameters.wallet.sendTransaction(sendParameters(fromChainId, tx))
    if (action.waitForReceipt !== true) continue
    const receipt = await parameters.wallet.waitForReceipt({ hash, chainId: fromChainId })
    if (receipt.status !== 'success')
      throw new V1RunError({
        reason: 'approval_failed',
        message: 'An approval failed on chain; nothing was deposited',
      })
  }

  const deposit = sends.find((send) => send.index === depositIndex)
  if (!deposit) throw new Error('unreachable: checkDepositPlan found no deposit')
  signal?.throwIfAborted()
  refuseExpired()
  // Marked before the wallet is asked: a reload or second click cannot send it twice.
  if (!ledger.claim(key)) throw askedBefore()
  const transaction = sendParameters(fromChainId, deposit.tx)
  progress({ step: 'depositing', value: transaction.value ?? 0n })
  let txHash: Hex
  try {
    txHash = await parameters.wallet.sendTransaction(transaction)
  } catch (error) {
    // Only a refusal or a failure before sending frees the deposit; a timeout may have sent it.
    const kind = walletErrorKind(error)
    if (kind !== undefined && kind !== 'rpcUnreachable') ledger.release(key)
    throw error
  }
  ledger.record(key, txHash)
  progress({ step: 'deposit-sent', txHash })
  if (deposit.action.waitForReceipt === true) {
    const receipt = await parameters.wallet.waitForReceipt({ hash: txHash, chainId: fromChainId })
    if (receipt.status !== 'success')
      throw new V1RunError({
        reason: 'deposit_reverted',
        message: 'The deposit reverted on chain; get a new quote',
      })
  }
  return submit(parameters, txHash)
}

async function submit(parameters: RunV1PlanParameters, txHash: string): Promise<RunV1PlanResult> {
  const { client, plan, quoteId, routeId, fromChainId, toChainId, address, signal } = parameters
  if (address === undefined)
    throw new V1RunError({
      reason: 'no_wallet_address',
      message: 'The refund address is needed to register this transfer',
    })
  parameters.onProgress?.({ step: 'submitting', txHash })
  const request = submitRequestFor({ quoteId, routeId, plan, chainId: fromChainId, txHash })
  const result = await submitOnce({
    client,
    request,
    address,
    fromChainId,
    ...(signal ? { signal } : {}),
    ...(parameters.sleep ? { sleep: parameters.sleep } : {}),
  })
  parameters.onProgress?.({
    step: 'order-created',
    orderId: result.orderId,
    srcChainId: fromChainId,
    dstChainId: toChainId,
    recovered: result.recovered,
  })
  return {
    kind: 'submitted',
    orderId: result.orderId,
    txHash: result.txHash,
    recovered: result.recovered,
  }
}
