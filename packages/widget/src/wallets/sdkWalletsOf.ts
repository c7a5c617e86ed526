import type { FerryConfig } from '../ferryConfig.js'
import type { SdkWalletId } from './walletEntries.js'

/**
 * The SDK wallets the widget's own menu offers: WalletConnect when the operator configured a
 * project id, Base Account and Coinbase Wallet always, Safe when the page runs in a frame (Safe{Wallet} loads its
 * apps in one; the connector then checks that its parent really is a Safe).
 */
export function sdkWalletsOf(config: FerryConfig, framed: boolean): SdkWalletId[] {
  return [
    ...(config.wallets?.walletConnectProjectId ? (['walletConnect'] as const) : []),
    'baseAccount',
    'coinbaseWallet',
    ...(framed ? (['safe'] as const) : []),
  ]
}

/** Whether this page runs inside a frame. */
export function isFramed(): boolean {
  try {
    return typeof window !== 'undefined' && window.parent !== window
  } catch {
    return true
  }
}
