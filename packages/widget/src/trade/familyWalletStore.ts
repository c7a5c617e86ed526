import type { FamilyWalletConnectOptions, FamilyWalletConnector } from './FamilyWalletConnector.js'
import { familyWalletConnectors } from './familyWalletConnectors.js'
import { type Family, familyWallets } from './familyWallets.js'

export type { FamilyWalletState } from './familyWallets.js'

/**
 * The connected wallet of each family (`familyWallets`), with the connecting: loading the
 * family's connector and asking it for its account. Used by the screens that offer a connect.
 */
export const familyWalletStore = {
  get: familyWallets.get,
  subscribe: familyWallets.subscribe,
  reset: familyWallets.reset,
  /** Loads the family's connector (its own chunk); undefined when the widget has none. */
  async load(family: Family): Promise<FamilyWalletConnector | undefined> {
    const known = familyWallets.get(family).connector
    if (known) return known
    const connector = await familyWalletConnectors[family]?.load()
    if (connector) familyWallets.set(family, { ...familyWallets.get(family), connector })
    return connector
  },
  async connect(family: Family, options?: FamilyWalletConnectOptions): Promise<void> {
    const connector = await familyWalletStore.load(family)
    if (!connector) return
    familyWallets.set(family, { connector, connecting: true })
    try {
      const wallet = await connector.connect(options)
      familyWallets.set(family, { connector, wallet, connecting: false })
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      familyWallets.set(family, { connector, connecting: false, error: message, failure: error })
    }
  },
}
