import { browserStorage } from './browserStorage.js'

/**
 * Orders remembered in this browser per depositor, and the "deposit sent" marks that make a
 * second deposit for one order impossible: the mark is written before the wallet is asked.
 */
export type StoredOrder = {
  orderId: string
  createdAt: number
  srcChainId: number
  dstChainId: number
  summary: string
  /** Token decimals of both sides, to show amounts when tracking resumes after a reload. */
  decimals?: { src: number; dst: number }
  /** Token symbols of both sides, for display (v1 tokens may be outside `/v2/params`). */
  symbols?: { src: string; dst: string }
  /** The order reached a final state; nothing to resume. */
  finished?: boolean
  /** An order of the v1 service; absent for v2. */
  interface?: 'v1'
  /** A v1 order's route estimate (the quote's `expectedDurationSeconds`), for its ETA. */
  expectedDurationSeconds?: number
}

const key = (depositor: string) => `ferry:orders:${depositor.toLowerCase()}`
const depositKey = (orderId: string) => `ferry:deposit-sent:${orderId.toLowerCase()}`

function read(storage: Storage, depositor: string): StoredOrder[] {
  try {
    const value = JSON.parse(storage.getItem(key(depositor)) ?? '[]')
    return Array.isArray(value) ? (value as StoredOrder[]) : []
  } catch {
    return []
  }
}

export function createOrderStorage(storage: Storage = browserStorage()) {
  return {
    /** The Storage these orders live in (sign-in tokens are kept beside them). */
    backing: storage,
    list: (depositor: string) => read(storage, depositor),
    remember(depositor: string, order: StoredOrder) {
      const orders = read(storage, depositor).filter((entry) => entry.orderId !== order.orderId)
      storage.setItem(key(depositor), JSON.stringify([order, ...orders].slice(0, 100)))
    },
    /** Claims the deposit of an order; false when it was already claimed (never send twice). */
    claimDeposit(orderId: string): boolean {
      if (storage.getItem(depositKey(orderId))) return false
      storage.setItem(depositKey(orderId), String(Date.now()))
      return true
    },
    depositClaimed: (orderId: string) => storage.getItem(depositKey(orderId)) !== null,
    /** Frees a claim the wallet certainly did not act on (it refused): nothing was sent. */
    releaseDeposit: (orderId: string) => storage.removeItem(depositKey(orderId)),
    /** Records that an order reached a final state, so a reload does not resume it. */
    markFinished(depositor: string, orderId: string) {
      const orders = read(storage, depositor).map((entry) =>
        entry.orderId.toLowerCase() === orderId.toLowerCase()
          ? { ...entry, finished: true }
          : entry,
      )
      storage.setItem(key(depositor), JSON.stringify(orders))
    },
    /**
     * Orders whose deposit was sent from this browser and that have not finished: to resume. A
     * v1 order is remembered once the service has it (v1 creates orders at the deposit's
     * submit, or at the build of a deposit address), so each unfinished one counts.
     */
    inFlight: (depositor: string) =>
      read(storage, depositor).filter(
        (entry) =>
          !entry.finished && (entry.interface || storage.getItem(depositKey(entry.orderId))),
      ),
  }
}
export type OrderStorage = ReturnType<typeof createOrderStorage>
