/** What is known of one plan's deposit. */
export type DepositRecord =
  | { state: 'none' }
  /** The wallet was asked; no hash came back (yet). */
  | { state: 'asked' }
  /** `signedTransaction`: signed but not sent by the wallet; the submit carries it. */
  | { state: 'sent'; txHash: string; signedTransaction?: string }
  /** The wallet took it in an EIP-5792 batch: its hash comes with the batch's status. */
  | { state: 'batched'; batchId: string }

/**
 * Where deposits are marked, so that a retry (after a failed submit, a double click, a reload, a
 * second run of the same plan) never asks the wallet for the same deposit twice. `runPlan` keeps
 * the rules; a ledger only stores: in memory (`createMemoryDepositLedger`), in this browser's
 * storage (`browserDepositLedger`), or beside the remembered v2 orders (`orderDepositLedger`).
 */
export type DepositLedger = {
  read(key: string): DepositRecord
  /** Marks the deposit as asked; false when it already was (asked or sent). */
  claim(key: string): boolean
  /** The wallet sent it (or signed it for the service to send): its hash. */
  record(key: string, txHash: string, signedTransaction?: string): void
  /** The wallet took it in a batch (`wallet_sendCalls`): the batch's id, to wait for. */
  recordBatch(key: string, batchId: string): void
  /** The wallet certainly did not send it (refused, never reached, a batch that reverted whole): it may be asked again. */
  release(key: string): void
}

/** The ledger key of a v1 quote's route: one deposit each. */
export const depositKey = (parameters: { quoteId: string; routeId: string }) =>
  `${parameters.quoteId}:${parameters.routeId}`

export function createMemoryDepositLedger(): DepositLedger {
  const records = new Map<string, DepositRecord>()
  return {
    read: (key) => records.get(key) ?? { state: 'none' },
    claim(key) {
      if (records.has(key)) return false
      records.set(key, { state: 'asked' })
      return true
    },
    record: (key, txHash, signedTransaction) => {
      records.set(key, {
        state: 'sent',
        txHash,
        ...(signedTransaction === undefined ? {} : { signedTransaction }),
      })
    },
    recordBatch: (key, batchId) => {
      records.set(key, { state: 'batched', batchId })
    },
    release(key) {
      if (records.get(key)?.state !== 'sent') records.delete(key)
    },
  }
}
