import type { FamilyWalletConnector } from './FamilyWalletConnector.js'
import type { ChainFamily } from './WalletAdapter.js'

type ConnectorLoaders = Partial<
  Record<Exclude<ChainFamily, 'evm'>, () => Promise<FamilyWalletConnector>>
>

/**
 * Where each family's wallet code is loaded from: a chunk of its own, fetched only when a token
 * of that family is the source (each family's size is in the README).
 */
export const familyWalletConnectors: ConnectorLoaders = {}
