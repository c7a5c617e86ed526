import type { Plan, PlanStep } from './Plan.js'
import { TradeRunError } from './TradeRunError.js'
import type { EvmCall, EvmWalletAdapter, WalletAdapter } from './WalletAdapter.js'

/** The plan's approvals and its deposit as the calls of one EIP-5792 batch, in plan order. */
export type AtomicBatch = { chainId: number; calls: readonly EvmCall[] }

type EvmStep = Extract<PlanStep, { kind: 'approve' | 'deposit-call' }>

/**
 * Chains where the wallet said it batches atomically, then refused a batch: their plans go step
 * by step for the rest of the page's life, so a second click does not meet the same refusal.
 */
const refusedChains = new Set<number>()

/**
 * EIP-5792 error codes that say the wallet did not send the batch at all: 5700 a capability it
 * lacks, 5710 the chain, 5720 a duplicate id, 5740 too large, 5750 the account upgrade refused,
 * 5760 atomicity not supported.
 */
const notSentCodes = new Set([5700, 5710, 5720, 5740, 5750, 5760])

const callOf = ({ transaction }: EvmStep): EvmCall => ({
  to: transaction.to,
  ...(transaction.data === undefined ? {} : { data: transaction.data }),
  ...(transaction.value ? { value: transaction.value } : {}),
})

/**
 * The approvals and the deposit of an EVM plan as one batch, when the wallet runs batches
 * atomically on the source chain (`supportsAtomicBatch`); undefined when it does not, cannot
 * tell, or the plan has no approval to fold in: the plan then runs step by step as before.
 */
export async function atomicBatchOf(parameters: {
  plan: Plan
  wallet: WalletAdapter | undefined
}): Promise<AtomicBatch | undefined> {
  const { plan, wallet } = parameters
  if (wallet?.family !== 'evm' || plan.family !== 'evm') return undefined
  if (!wallet.supportsAtomicBatch || !wallet.sendCalls || !wallet.waitForCalls) return undefined
  const steps = plan.steps.filter(
    (step): step is EvmStep => step.kind === 'approve' || step.kind === 'deposit-call',
  )
  if (steps.length < 2 || steps.at(-1)?.kind !== 'deposit-call') return undefined
  const chainId = plan.srcChainId
  if (refusedChains.has(chainId) || steps.some((step) => step.transaction.chainId !== chainId))
    return undefined
  // A wallet that cannot answer is asked for steps, as a wallet without EIP-5792 is.
  const supported = await wallet.supportsAtomicBatch({ chainId }).catch(() => false)
  return supported ? { chainId, calls: steps.map(callOf) } : undefined
}

/**
 * Sends the batch (the caller has marked the deposit as asked), keeps its id in the ledger so a
 * reload waits for it instead of asking again, and waits for its outcome: the hash of the
 * transaction that carried the deposit.
 */
export async function sendAtomicBatch(parameters: {
  batch: AtomicBatch
  wallet: EvmWalletAdapter
  recordBatch: (batchId: string) => void
  release: () => void
}): Promise<string> {
  const { batch, wallet } = parameters
  let id: string
  try {
    id = await (wallet.sendCalls as NonNullable<EvmWalletAdapter['sendCalls']>)(batch)
  } catch (error) {
    if (!notSent(error)) throw error
    refusedChains.add(batch.chainId)
    parameters.release()
    throw new TradeRunError({
      reason: 'batch_refused',
      message: 'Your wallet could not send the approval and deposit together; try again',
      cause: error,
    })
  }
  parameters.recordBatch(id)
  return waitForAtomicBatch({ ...parameters, id })
}

/** The outcome of a batch the wallet took: the deposit's transaction hash, or why there is none. */
export async function waitForAtomicBatch(parameters: {
  id: string
  wallet: WalletAdapter | undefined
  release: () => void
}): Promise<string> {
  const { wallet } = parameters
  // Without the wallet's error as its cause: a refusal found in there would free the deposit's
  // mark (runPlan's sendOnce), and a batch the wallet took may still land.
  const unknown = () =>
    new TradeRunError({
      reason: 'deposit_outcome_unknown',
      message:
        'The wallet took the approval and deposit but has not said whether they went through; check its activity before trying again',
    })
  if (wallet?.family !== 'evm' || !wallet.waitForCalls) throw unknown()
  let status: Awaited<ReturnType<NonNullable<EvmWalletAdapter['waitForCalls']>>>
  try {
    status = await wallet.waitForCalls({ id: parameters.id })
  } catch {
    throw unknown()
  }
  if (status.statusCode >= 200 && status.statusCode < 300) {
    // One transaction carries an atomic batch; were there several, the deposit is the last call.
    const receipt = status.receipts?.at(-1)
    if (!receipt) throw unknown()
    return receipt.transactionHash
  }
  // 400: never sent; 500: reverted whole. A partial failure (600) may have moved the deposit.
  if (status.statusCode === 400 || status.statusCode === 500) parameters.release()
  if (status.statusCode === 600) throw unknown()
  throw new TradeRunError({
    reason: 'batch_failed',
    message: 'The approval and deposit failed together on chain; nothing was deposited',
  })
}

/** Whether the error, or one of its causes (viem wraps the wallet's answer), is a not-sent code. */
function notSent(error: unknown): boolean {
  let current = error as { code?: unknown; cause?: unknown } | undefined
  for (let depth = 0; current && typeof current === 'object' && depth < 10; depth++) {
    if (typeof current.code === 'number' && notSentCodes.has(current.code)) return true
    current = current.cause as typeof current
  }
  return false
}
