import { browserStorage } from '../storage/browserStorage.js'

const storageKey = 'ferry.wallets.recent'
const kept = 5

/** Keys of the wallet entries this browser connected with, the latest first. */
export function readRecentWallets(storage: Storage = browserStorage()): string[] {
  try {
    const value: unknown = JSON.parse(storage.getItem(storageKey) ?? '[]')
    return Array.isArray(value) ? value.filter((key) => typeof key === 'string') : []
  } catch {
    return []
  }
}

/** Puts `key` first among the recent wallets. */
export function rememberWallet(key: string, storage: Storage = browserStorage()) {
  const next = [key, ...readRecentWallets(storage).filter((known) => known !== key)]
  storage.setItem(storageKey, JSON.stringify(next.slice(0, kept)))
}
