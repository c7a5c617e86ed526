import type { Hex } from 'viem'
import { walletErrorKind } from '../swap/walletErrorKind.js'
import { atomicBatchOf, sendAtomicBatch, waitForAtomicBatch } from './atomicBatch.js'
import type { DepositLedger } from './depositLedger.js'
import type { HashSubmitter, Plan, PlanStep, TransferInstructions } from './Plan.js'
import type { TradeProgress } from './TradeProgress.js'
import { TradeRunError, type TradeRunErrorReason } from './TradeRunError.js'
import type { AcceptedTrade } from './verify/AcceptedTrade.js'
import type { PlanMismatchError } from './verify/PlanMismatchError.js'
import { verifyPlan } from './verify/verifyPlan.js'
import type { EvmWalletAdapter, FamilyWalletAdapter, WalletAdapter } from './WalletAdapter.js'

export type RunPlanParameters = {
  plan: Plan
  /** The wallet of the plan's family; undefined when the plan asks nothing of a wallet. */
  wallet: WalletAdapter | undefined
  /** Where the deposit is marked before the wallet is asked. */
  ledger: DepositLedger
  onProgress?: (progress: TradeProgress) => void
  /** The hash of a transfer the user made by hand (TRON, Bitcoin), to submit. */
  transferTxHash?: string
  signal?: AbortSignal
  /** Unix seconds; default the clock. */
  now?: () => number
  /**
   * The trade the user accepted: every payload of the plan is held against it before the first
   * wallet prompt (`verifyPlan`). The widget's own runs always give it.
   */
  accepted?: AcceptedTrade
}

export type RunPlanResult =
  /** The deposit left the wallet; the order was known before (v2). */
  | { kind: 'sent'; txHash: string; orderId: string | undefined; signatures: Hex[] }
  /** The deposit's hash was registered and its order exists (v1). */
  | { kind: 'submitted'; orderId: string; txHash: string; recovered: boolean }
  /** Nothing was sent: the user transfers by hand; `needsHash`: then gives its hash back. */
  | { kind: 'transfer'; transfer: TransferInstructions; needsHash: boolean }

/**
 * What `runPlan` throws: its own refusals (`TradeRunError`), the submitter's and the service's
 * errors, and the wallet's or the chain's (viem's).
 */
export type RunPlanErrorType = TradeRunError | PlanMismatchError | Error

const systemSeconds = () => Math.floor(Date.now() / 1000)

const askedBefore = () =>
  new TradeRunError({
    reason: 'deposit_outcome_unknown',
    message:
      'The deposit of this order was already sent or asked of the wallet; check its activity before trying again',
  })

const tooLate = () =>
  new TradeRunError({
    reason: 'plan_expired',
    message: 'Too little time is left to deposit safely; get a new quote',
  })

const evmSteps: ReadonlySet<PlanStep['kind']> = new Set([
  'check-native-balance',
  'switch-chain',
  'approve',
  'deposit-call',
  'sign-typed-data',
])

/** The refusal when a step needs a wallet of another family than the one given. */
function checkWallet(plan: Plan, wallet: WalletAdapter | undefined) {
  for (const step of plan.steps) {
    const family =
      step.kind === 'family-transaction' ? step.family : evmSteps.has(step.kind) ? 'evm' : undefined
    if (family === undefined) continue
    // EVM steps on another family's source are that family's wallet's to sign: there is none.
    const needed = family === 'evm' && plan.family !== 'evm' ? plan.family : family
    if (wallet?.family !== needed || needed !== family)
      throw new TradeRunError({
        reason: `needs_${needed}_wallet` as TradeRunErrorReason,
        message: `This swap is signed by a ${needed === 'evm' ? 'EVM' : needed} wallet, which is not connected`,
      })
  }
}

/**
 * Runs any plan, whatever its interface and chain family (DESIGN: The trade model). Every
 * refusal comes before the first wallet prompt: a payload that differs from the accepted trade
 * (`verifyPlan`), a step its wallet cannot sign, a deposit already
 * asked (the ledger), a deadline too close. Then each step in order: a balance read, the chain
 * switch (skipped when the wallet is on it), each approval (its receipt checked when asked
 * for), the deposit exactly once (marked in the ledger before the wallet is asked; a refusal
 * frees the mark, a timeout does not), and the submit of its hash. A deposit the ledger records
 * as sent is not sent again: running the plan again only submits (resume after a reload, retry
 * after a failed submit). A deposit-address plan sends nothing: its instructions are returned,
 * and its hash is submitted once the user gives it.
 */
export async function runPlan(parameters: RunPlanParameters): Promise<RunPlanResult> {
  const { plan, wallet, ledger, signal } = parameters
  const now = parameters.now ?? systemSeconds
  const progress = parameters.onProgress ?? (() => {})
  if (parameters.accepted) await verifyPlan({ plan, accepted: parameters.accepted, now })
  checkWallet(plan, wallet)
  const submitStep = plan.steps.find((step) => step.kind === 'submit-hash')
  const transferStep = plan.steps.find((step) => step.kind === 'transfer-to-address')
  if (transferStep)
    return transfer({ ...parameters, step: transferStep, submitter: submitStep?.submitter })

  const record = ledger.read(plan.depositKey)
  if (record.state === 'sent') return finish(parameters, record, [], submitStep?.submitter)
  if (record.state === 'batched') {
    const txHash = await waitForAtomicBatch({
      id: record.batchId,
      wallet,
      release: () => ledger.release(plan.depositKey),
    })
    ledger.record(plan.depositKey, txHash)
    return finish(parameters, { txHash }, [], submitStep?.submitter)
  }
  if (record.state === 'asked') throw askedBefore()
  // Checked before the first prompt and again right before the deposit: approvals take time.
  const refuseLate = () => {
    if (plan.deadline && now() + plan.deadline.marginSeconds >= plan.deadline.at) throw tooLate()
  }
  refuseLate()

  const approvals = plan.steps.filter((step) => step.kind === 'approve')
  // EIP-5792: approvals and deposit in one confirmation where the wallet batches atomically.
  const batch = await atomicBatchOf({ plan, wallet })
  const signatures: Hex[] = []
  let approved = 0
  let sent: SentDeposit | undefined
  for (const step of plan.steps) {
    signal?.throwIfAborted()
    switch (step.kind) {
      case 'check-native-balance': {
        const balance = await (wallet as EvmWalletAdapter).getNativeBalance({
          chainId: step.chainId,
        })
        if (balance.value < step.atLeast)
          throw new TradeRunError({
            reason: 'native_balance_too_low',
            message: `You need ${balance.symbol} on this chain to pay the relay fee and gas`,
          })
        break
      }
      case 'switch-chain': {
        const evm = wallet as EvmWalletAdapter
        if (evm.currentChainId?.() === step.chainId) break
        progress({ step: 'switching', chainId: step.chainId })
        await evm.switchChain({ chainId: step.chainId })
        break
      }
      case 'approve': {
        if (batch) break
        const evm = wallet as EvmWalletAdapter
        progress({ step: 'approving', index: approved++, total: approvals.length })
        const hash = await evm.sendTransaction(step.transaction)
        if (!step.waitForReceipt) break
        const receipt = await evm.waitForReceipt({ hash, chainId: step.transaction.chainId })
        if (receipt.status !== 'success')
          throw new TradeRunError({
            reason: 'approval_failed',
            message: 'An approval failed on chain; nothing was deposited',
          })
        break
      }
      case 'sign-typed-data': {
        const evm = wallet as EvmWalletAdapter
        if (!evm.signTypedData)
          throw new TradeRunError({
            reason: 'unsupported_step',
            message: 'This wallet cannot sign typed data',
          })
        progress({ step: 'signing' })
        signatures.push(await evm.signTypedData(step.typedData))
        break
      }
      case 'family-transaction':
        if (!step.deposit) {
          await sendFamilyTransaction(wallet as FamilyWalletAdapter, step)
          break
        }
        refuseLate()
        sent = await deposit({ ...parameters, step })
        break
      case 'deposit-call':
        refuseLate()
        sent = batch
          ? await sendOnce({
              ...parameters,
              value: step.transaction.value ?? 0n,
              send: async () => ({
                txHash: await sendAtomicBatch({
                  batch,
                  wallet: wallet as EvmWalletAdapter,
                  recordBatch: (batchId) => ledger.recordBatch(plan.depositKey, batchId),
                  release: () => ledger.release(plan.depositKey),
                }),
              }),
            })
          : await deposit({ ...parameters, step })
        break
      case 'submit-hash':
      case 'transfer-to-address':
        break
    }
  }
  if (sent === undefined)
    throw new TradeRunError({ reason: 'unsupported_step', message: 'The plan has no deposit' })
  return finish(parameters, sent, signatures, submitStep?.submitter)
}

/** What a deposit left the wallet as: its hash, and the signed transaction when not sent. */
type SentDeposit = { txHash: string; signedTransaction?: string }

/**
 * A family transaction through its wallet: sent by it, or (a deposit only) signed for the
 * service to broadcast at the submit when the wallet cannot send.
 */
async function sendFamilyTransaction(
  wallet: FamilyWalletAdapter,
  step: Extract<PlanStep, { kind: 'family-transaction' }>,
): Promise<SentDeposit> {
  const request = { chainId: step.chainId, transaction: step.transaction }
  if (wallet.sendTransaction) return { txHash: await wallet.sendTransaction(request) }
  if (step.deposit && wallet.signTransaction) return wallet.signTransaction(request)
  throw new TradeRunError({
    reason: 'unsupported_step',
    message: 'This wallet cannot send this transaction',
  })
}

/** The deposit exactly once: the mark before the prompt, the hash after it. */
async function deposit(
  parameters: RunPlanParameters & {
    step: Extract<PlanStep, { kind: 'deposit-call' | 'family-transaction' }>
  },
): Promise<SentDeposit> {
  const { step } = parameters
  const sent = await sendOnce({
    ...parameters,
    value: step.kind === 'deposit-call' ? (step.transaction.value ?? 0n) : 0n,
    send: async () =>
      step.kind === 'deposit-call'
        ? {
            txHash: await (parameters.wallet as EvmWalletAdapter).sendTransaction(step.transaction),
          }
        : sendFamilyTransaction(parameters.wallet as FamilyWalletAdapter, step),
  })
  const { txHash } = sent
  if (step.kind === 'deposit-call' && step.waitForReceipt) {
    const receipt = await (parameters.wallet as EvmWalletAdapter).waitForReceipt({
      hash: txHash as Hex,
      chainId: step.transaction.chainId,
    })
    if (receipt.status !== 'success')
      throw new TradeRunError({
        reason: 'deposit_reverted',
        message: 'The deposit reverted on chain; get a new quote',
      })
  }
  return sent
}

/**
 * Asks the wallet for the deposit once: marked in the ledger before the prompt (a reload or a
 * second click cannot send it twice), its hash recorded after.
 */
async function sendOnce(
  parameters: RunPlanParameters & { value: bigint; send: () => Promise<SentDeposit> },
): Promise<SentDeposit> {
  const { plan, ledger } = parameters
  if (!ledger.claim(plan.depositKey)) throw askedBefore()
  parameters.onProgress?.({ step: 'depositing', value: parameters.value })
  let sent: SentDeposit
  try {
    sent = await parameters.send()
  } catch (error) {
    // Only a refusal or a failure before sending frees the deposit; a timeout may have sent it.
    const kind = walletErrorKind(error)
    if (kind !== undefined && kind !== 'rpcUnreachable') ledger.release(plan.depositKey)
    throw error
  }
  // A signed transaction is kept until its submit: a reload then submits it, never signs again.
  ledger.record(plan.depositKey, sent.txHash, sent.signedTransaction)
  parameters.onProgress?.({ step: 'deposit-sent', txHash: sent.txHash })
  return sent
}

/** A deposit-address plan: its instructions, or the submit of the hash the user gave. */
async function transfer(
  parameters: RunPlanParameters & {
    step: Extract<PlanStep, { kind: 'transfer-to-address' }>
    submitter: HashSubmitter | undefined
  },
): Promise<RunPlanResult> {
  const { step, submitter } = parameters
  const wallet = parameters.wallet
  if (
    parameters.transferTxHash === undefined &&
    wallet?.family === parameters.plan.family &&
    wallet.family !== 'evm' &&
    wallet.transfer
  )
    return transferFromWallet({ ...parameters, transferOf: wallet.transfer })
  if (!step.needsHash || parameters.transferTxHash === undefined || !submitter)
    return { kind: 'transfer', transfer: step.transfer, needsHash: step.needsHash }
  const txHash = parameters.transferTxHash.trim()
  if (!submitter.isHash(txHash))
    throw new TradeRunError({
      reason: 'bad_transfer_hash',
      message: `That is not a transaction hash of chain ${step.transfer.chainId}: it is 64 hex characters, without 0x`,
    })
  return finish(parameters, { txHash }, [], submitter)
}

/**
 * A deposit-address plan sent by a wallet of its family: exactly once (the ledger's mark before
 * the prompt, the hash after), only while the address still takes it, then its hash submitted.
 */
async function transferFromWallet(
  parameters: RunPlanParameters & {
    step: Extract<PlanStep, { kind: 'transfer-to-address' }>
    submitter: HashSubmitter | undefined
    transferOf: NonNullable<FamilyWalletAdapter['transfer']>
  },
): Promise<RunPlanResult> {
  const { plan, ledger, step, transferOf } = parameters
  const submitter = step.needsHash ? parameters.submitter : undefined
  const record = ledger.read(plan.depositKey)
  if (record.state === 'sent') return finish(parameters, { txHash: record.txHash }, [], submitter)
  if (record.state === 'asked') throw askedBefore()
  const now = (parameters.now ?? systemSeconds)()
  const margin = plan.deadline?.marginSeconds ?? 0
  const closesAt = Math.min(step.transfer.expiresAt ?? Infinity, plan.deadline?.at ?? Infinity)
  if (now + margin >= closesAt) throw tooLate()
  parameters.signal?.throwIfAborted()
  const { transfer } = step
  const sent = await sendOnce({
    ...parameters,
    value: 0n,
    send: async () => ({
      txHash: await transferOf({
        chainId: transfer.chainId,
        to: transfer.depositAddress,
        token: transfer.token,
        amount: transfer.amount,
        ...(transfer.memo === undefined ? {} : { memo: transfer.memo }),
      }),
    }),
  })
  return finish(parameters, sent, [], submitter)
}

/** After the deposit: its submit when the plan has one, then the order. */
async function finish(
  parameters: RunPlanParameters,
  sent: SentDeposit,
  signatures: Hex[],
  submitter: HashSubmitter | undefined,
): Promise<RunPlanResult> {
  const { plan, signal } = parameters
  const { txHash, signedTransaction } = sent
  if (!submitter) return { kind: 'sent', txHash, orderId: plan.orderId, signatures }
  parameters.onProgress?.({ step: 'submitting', txHash })
  const result = await submitter.submit({
    txHash,
    ...(signedTransaction === undefined ? {} : { signedTransaction }),
    ...(signal ? { signal } : {}),
  })
  parameters.onProgress?.({
    step: 'order-created',
    orderId: result.orderId,
    srcChainId: plan.srcChainId,
    dstChainId: plan.dstChainId,
    recovered: result.recovered,
  })
  return { kind: 'submitted', ...result }
}
