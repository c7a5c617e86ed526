import type { FamilyWalletConnector } from './FamilyWalletConnector.js'
import type { ChainFamily, FamilyWalletAdapter } from './WalletAdapter.js'

export type Family = Exclude<ChainFamily, 'evm'>

/** What is known of one family's wallet in this page. */
export type FamilyWalletState = {
  connector?: FamilyWalletConnector
  /** Connected: the adapter the trade runs with. */
  wallet?: FamilyWalletAdapter
  connecting: boolean
  /** Why the last connect failed: its message, and the error itself for words of its own. */
  error?: string
  failure?: unknown
}

const states = new Map<Family, FamilyWalletState>()
const listeners = new Set<() => void>()
const idle: FamilyWalletState = { connecting: false }

/**
 * The connected wallet of each family, shared by every screen of the page (the form, the v1
 * panel, the deposit screens): connected once, used by all. Only its reading is in the first
 * load; connecting (`familyWalletStore`) comes with the screens that offer it.
 */
export const familyWallets = {
  get: (family: Family): FamilyWalletState => states.get(family) ?? idle,
  subscribe(listener: () => void) {
    listeners.add(listener)
    return () => void listeners.delete(listener)
  },
  set(family: Family, next: FamilyWalletState) {
    states.set(family, next)
    for (const listener of listeners) listener()
  },
  /** Forgets every connection (tests, a host that signs out). */
  reset() {
    states.clear()
    for (const listener of listeners) listener()
  },
}
