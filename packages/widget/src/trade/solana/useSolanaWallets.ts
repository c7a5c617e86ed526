import { getWallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'
import { useEffect, useState } from 'react'
import { isSolanaWallet } from './solanaWalletAdapter.js'

const solanaWallets = () => getWallets().get().filter(isSolanaWallet)

/**
 * The Solana wallets this browser announces through the wallet standard (Phantom, Solflare,
 * Backpack and others register themselves; `getWallets()` also hears those that register later).
 */
export function useSolanaWallets(): readonly Wallet[] {
  const [wallets, setWallets] = useState<readonly Wallet[]>(solanaWallets)
  useEffect(() => {
    const { on } = getWallets()
    const update = () => setWallets(solanaWallets())
    update()
    const stops = [on('register', update), on('unregister', update)]
    return () => {
      for (const stop of stops) stop()
    }
  }, [])
  return wallets
}
