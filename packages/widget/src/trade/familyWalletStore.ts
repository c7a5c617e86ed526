import type { FamilyWalletConnector } from './FamilyWalletConnector.js'
import { familyWalletConnectors } from './familyWalletConnectors.js'
import type { ChainFamily, FamilyWalletAdapter } from './WalletAdapter.js'

type Family = Exclude<ChainFamily, 'evm'>

/** What is known of one family's wallet in this page. */
export type FamilyWalletState = {
  connector?: FamilyWalletConnector
  /** Connected: the adapter the trade runs with. */
  wallet?: FamilyWalletAdapter
  connecting: boolean
  /** Why the last connect failed. */
  error?: string
}

const states = new Map<Family, FamilyWalletState>()
const listeners = new Set<() => void>()
const idle: FamilyWalletState = { connecting: false }

function set(family: Family, next: FamilyWalletState) {
  states.set(family, next)
  for (const listener of listeners) listener()
}

/**
 * The connected wallet of each family, shared by every screen of the page (the form, the v1
 * panel, the deposit screens): connected once, used by all.
 */
export const familyWalletStore = {
  get: (family: Family): FamilyWalletState => states.get(family) ?? idle,
  subscribe(listener: () => void) {
    listeners.add(listener)
    return () => void listeners.delete(listener)
  },
  /** Loads the family's connector (its own chunk); undefined when the widget has none. */
  async load(family: Family): Promise<FamilyWalletConnector | undefined> {
    const known = familyWalletStore.get(family).connector
    if (known) return known
    const connector = await familyWalletConnectors[family]?.()
    if (connector) set(family, { ...familyWalletStore.get(family), connector })
    return connector
  },
  async connect(family: Family): Promise<void> {
    const connector = await familyWalletStore.load(family)
    if (!connector) return
    set(family, { connector, connecting: true })
    try {
      set(family, { connector, wallet: await connector.connect(), connecting: false })
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      set(family, { connector, connecting: false, error: message })
    }
  },
  /** Forgets every connection (tests, a host that signs out). */
  reset() {
    states.clear()
    for (const listener of listeners) listener()
  },
}
