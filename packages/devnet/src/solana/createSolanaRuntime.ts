import {
  type Address,
  getBase58Decoder,
  getCompiledTransactionMessageDecoder,
  type Transaction,
} from '@solana/kit'
import { FailedTransactionMetadata, LiteSVM } from 'litesvm'

/** A transaction the runtime executed, kept for `getTransaction`, statuses and the watchers. */
export type SolanaTransactionRecord = {
  signature: string
  slot: bigint
  /** Unix seconds (devnet clock). */
  blockTime: number
  transaction: Transaction
  accountKeys: Address[]
  preBalances: bigint[]
  postBalances: bigint[]
  fee: bigint
  logs: string[]
  unitsConsumed: bigint
}

/** Why the runtime refused a transaction; `blockhash-not-found` covers an expired blockhash. */
export type SolanaSendResult =
  | { ok: true; record: SolanaTransactionRecord }
  | {
      ok: false
      reason: 'blockhash-not-found' | 'already-processed' | 'failed'
      message: string
      logs: string[]
    }

export type CreateSolanaRuntimeParameters = {
  /** Slots this long apart, on a timer once `start()`ed. */
  slotMs: number
  /** How many slots a blockhash stays valid (Solana: 150). */
  blockhashLifetimeSlots: number
  /** Unix seconds, for block times. */
  now: () => number
}

/** Solana charges 5,000 lamports per signature (no priority fee on the devnet). */
export const LAMPORTS_PER_SIGNATURE = 5_000n

const messageDecoder = getCompiledTransactionMessageDecoder()
const base58 = getBase58Decoder()

/** The first signature of a transaction, in base58: its id. */
export const signatureOf = (transaction: Transaction): string =>
  base58.decode(Object.values(transaction.signatures)[0] ?? new Uint8Array(64))

/**
 * The SVM in process (litesvm: real programs, real signature checks) with what litesvm leaves to
 * a cluster: slots that advance on a timer, one new blockhash per slot, each valid for
 * `blockhashLifetimeSlots` (litesvm's own check knows only the latest one, so the runtime keeps
 * the window), and the history of executed transactions with their balances.
 */
export function createSolanaRuntime(parameters: CreateSolanaRuntimeParameters) {
  const svm = new LiteSVM().withBlockhashCheck(false)
  let slot = svm.getClock().slot
  const firstSlot = slot
  /** Blockhash → last block height at which it is still good. */
  const blockhashes = new Map<string, bigint>([
    [svm.latestBlockhash(), slot + BigInt(parameters.blockhashLifetimeSlots)],
  ])
  const history = new Map<string, SolanaTransactionRecord>()
  const listeners = new Set<(record: SolanaTransactionRecord) => void>()
  let timer: ReturnType<typeof setInterval> | undefined

  const blockHeight = () => slot - firstSlot
  const latest = () => {
    const blockhash = svm.latestBlockhash()
    return { blockhash, lastValidBlockHeight: blockhashes.get(blockhash)! - firstSlot }
  }
  const balanceOf = (address: Address) => svm.getBalance(address) ?? 0n

  function advance(slots = 1) {
    for (let step = 0; step < slots; step++) {
      slot += 1n
      svm.warpToSlot(slot)
      svm.expireBlockhash()
      blockhashes.set(svm.latestBlockhash(), slot + BigInt(parameters.blockhashLifetimeSlots))
    }
    for (const [hash, lastValid] of blockhashes) if (lastValid < slot) blockhashes.delete(hash)
  }

  function isBlockhashValid(blockhash: string) {
    const lastValid = blockhashes.get(blockhash)
    return lastValid !== undefined && lastValid >= slot
  }

  function send(transaction: Transaction): SolanaSendResult {
    const signature = signatureOf(transaction)
    if (history.has(signature))
      return {
        ok: false,
        reason: 'already-processed',
        message: 'This transaction has already been processed',
        logs: [],
      }
    const message = messageDecoder.decode(transaction.messageBytes)
    if (!isBlockhashValid(message.lifetimeToken))
      return { ok: false, reason: 'blockhash-not-found', message: 'Blockhash not found', logs: [] }
    const accountKeys = [...message.staticAccounts]
    const preBalances = accountKeys.map(balanceOf)
    const result = svm.sendTransaction(transaction)
    if (result instanceof FailedTransactionMetadata)
      return { ok: false, reason: 'failed', message: result.toString(), logs: result.meta().logs() }
    const record: SolanaTransactionRecord = {
      signature,
      slot,
      blockTime: parameters.now(),
      transaction,
      accountKeys,
      preBalances,
      postBalances: accountKeys.map(balanceOf),
      fee: LAMPORTS_PER_SIGNATURE * BigInt(message.header.numSignerAccounts),
      logs: result.logs(),
      unitsConsumed: result.computeUnitsConsumed(),
    }
    history.set(signature, record)
    for (const listener of listeners) listener(record)
    return { ok: true, record }
  }

  return {
    svm,
    get slot() {
      return slot
    },
    blockHeight,
    latestBlockhash: latest,
    isBlockhashValid,
    balanceOf,
    /** Executes a signed transaction; nothing of a failed one lands (as after a preflight). */
    send,
    /** Runs a transaction against the current state without keeping anything. */
    simulate(transaction: Transaction) {
      const result = svm.simulateTransaction(transaction)
      if (result instanceof FailedTransactionMetadata)
        return { err: result.toString(), logs: result.meta().logs(), unitsConsumed: 0n }
      const meta = result.meta()
      return { err: null, logs: meta.logs(), unitsConsumed: meta.computeUnitsConsumed() }
    },
    transaction: (signature: string) => history.get(signature),
    /** Moves the chain on by `slots` slots (a new blockhash each); the timer calls it with 1. */
    advance,
    onTransaction(listener: (record: SolanaTransactionRecord) => void) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    start() {
      timer ??= setInterval(() => advance(), parameters.slotMs)
      timer.unref?.()
    },
    stop() {
      clearInterval(timer)
      timer = undefined
    },
  }
}

export type SolanaRuntime = ReturnType<typeof createSolanaRuntime>
