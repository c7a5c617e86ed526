import { createContext } from 'react'
import type { FerryConfig } from '../ferryConfig.js'
import type { SdkWalletId } from './walletEntries.js'

/** How the widget's connect button connects, set by `SwapWidget` for the cards under it. */
export type WalletOptions = {
  /** The host opens its own wallet modal (RainbowKit, ConnectKit, AppKit) instead of the menu. */
  onConnectWallet?: (() => void) | undefined
  /** SDK wallets of the menu: only where the widget owns the wagmi config. */
  sdkWallets: readonly SdkWalletId[]
  /** The operator's wallet settings (`/api/config`'s `wallets`: WalletConnect, Safe origins). */
  wallets?: FerryConfig['wallets'] | undefined
}

export const WalletOptionsContext = createContext<WalletOptions>({ sdkWallets: [] })
