import { browserStorage } from '../storage/browserStorage.js'
import type { DepositLedger, DepositRecord } from './depositLedger.js'

const storageKey = (key: string) => `ferry:v1-deposit:${key}`

/**
 * The deposit ledger of v1 plans kept in this browser's storage: a reload, a remount or a second
 * tab reads the same marks, so a route's deposit is never asked of the wallet twice.
 */
export function browserDepositLedger(storage: Storage = browserStorage()): DepositLedger {
  const read = (key: string): DepositRecord => {
    const text = storage.getItem(storageKey(key))
    if (text === null) return { state: 'none' }
    try {
      const record = JSON.parse(text) as DepositRecord
      if (record.state === 'sent' && typeof record.txHash === 'string')
        return typeof record.signedTransaction === 'string'
          ? { state: 'sent', txHash: record.txHash, signedTransaction: record.signedTransaction }
          : { state: 'sent', txHash: record.txHash }
      if (record.state === 'batched' && typeof record.batchId === 'string')
        return { state: 'batched', batchId: record.batchId }
    } catch {}
    // Anything else written under the key counts as asked: never as free to ask again.
    return { state: 'asked' }
  }
  return {
    read,
    claim(key) {
      if (storage.getItem(storageKey(key)) !== null) return false
      storage.setItem(storageKey(key), JSON.stringify({ state: 'asked' }))
      return true
    },
    record(key, txHash, signedTransaction) {
      storage.setItem(storageKey(key), JSON.stringify({ state: 'sent', txHash, signedTransaction }))
    },
    recordBatch(key, batchId) {
      storage.setItem(storageKey(key), JSON.stringify({ state: 'batched', batchId }))
    },
    release(key) {
      if (read(key).state !== 'sent') storage.removeItem(storageKey(key))
    },
  }
}
