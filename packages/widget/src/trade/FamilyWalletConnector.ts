import type { ChainFamily, FamilyWalletAdapter } from './WalletAdapter.js'

/** What a connect may name: which of the family's wallets, and the deployment's network. */
export type FamilyWalletConnectOptions = {
  /** One of `wallets()`; the first when left out. */
  wallet?: string
  /** `devnet`: a wallet that serves a local network is asked for it (Solana's `localnet`). */
  network?: 'live' | 'devnet'
}

/**
 * One wallet of a chain family other than EVM (TronLink, a Bitcoin wallet, the Solana wallets
 * of the wallet standard), as the widget finds and connects it: loaded only when a token of its
 * family is the source (`familyWalletConnectors`).
 */
export type FamilyWalletConnector = {
  family: Exclude<ChainFamily, 'evm'>
  /** The wallet's name as the user knows it: "Send from <name>". */
  name: string
  /** Whether the wallet is in this browser (its extension injected). */
  isInstalled: () => boolean
  /**
   * The names of the family's wallets this browser offers, when there can be several (the
   * wallet standard's Solana wallets): one connect button each.
   */
  wallets?: () => readonly string[]
  /** Calls `listener` when a wallet appears or leaves after the page loaded; returns the stop. */
  watch?: (listener: () => void) => () => void
  /** Asks the wallet for its account; throws when the user refuses or it is locked. */
  connect: (options?: FamilyWalletConnectOptions) => Promise<FamilyWalletAdapter>
  /**
   * The balance of `token` (a token address, or the chain's coin) held by `address`; `endpoint`
   * is the chain's API from the BFF config (`rpcUrl`: Bitcoin's Esplora), when it names one, and
   * `bffUrl` the BFF whose v1 balances a family without such an API reads (Solana).
   */
  getBalance: (parameters: {
    chainId: number
    address: string
    token: string
    endpoint?: string
    bffUrl?: string
  }) => Promise<bigint>
}
