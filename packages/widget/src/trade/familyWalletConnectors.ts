import type { FamilyWalletConnector } from './FamilyWalletConnector.js'
import type { ChainFamily } from './WalletAdapter.js'

export type FamilyWalletEntry = {
  /** The family's wallet code: a chunk of its own, fetched only when its token is the source. */
  load: () => Promise<FamilyWalletConnector>
  /**
   * The deposit is a transaction only the family's wallet can make (Solana's prepared
   * transaction): there is no address to send to by hand, so no swap without the wallet.
   */
  depositNeedsWallet: boolean
}

/** Each family's wallet entry (each family's size is in the README). */
export const familyWalletConnectors: Partial<
  Record<Exclude<ChainFamily, 'evm'>, FamilyWalletEntry>
> = {
  tron: {
    load: () => import('./tron/tronLinkConnector.js').then((module) => module.tronLinkConnector),
    depositNeedsWallet: false,
  },
  bitcoin: {
    load: () =>
      import('./bitcoin/bitcoinWalletConnector.js').then((module) =>
        module.bitcoinWalletConnector(),
      ),
    depositNeedsWallet: false,
  },
  solana: {
    load: () =>
      import('./solana/solanaWalletConnector.js').then((module) => module.solanaWalletConnector()),
    depositNeedsWallet: true,
  },
}
