import type { ChainFamily, FamilyWalletAdapter } from './WalletAdapter.js'

/**
 * One wallet of a chain family other than EVM (TronLink, a Bitcoin wallet), as the widget finds
 * and connects it: loaded only when a token of its family is the source (`familyWalletConnectors`).
 */
export type FamilyWalletConnector = {
  family: Exclude<ChainFamily, 'evm'>
  /** The wallet's name as the user knows it: "Send from <name>". */
  name: string
  /** Whether the wallet is in this browser (its extension injected). */
  isInstalled: () => boolean
  /** Asks the wallet for its account; throws when the user refuses or it is locked. */
  connect: () => Promise<FamilyWalletAdapter>
  /** The balance of `token` (a token address, or the chain's coin) held by `address`. */
  getBalance: (parameters: { chainId: number; address: string; token: string }) => Promise<bigint>
}
