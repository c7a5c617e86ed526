import { useEffect, useSyncExternalStore } from 'react'
import type { FamilyWalletConnectOptions } from '../trade/FamilyWalletConnector.js'
import { type FamilyWalletState, familyWalletStore } from '../trade/familyWalletStore.js'
import type { ChainFamily } from '../trade/WalletAdapter.js'

const none: FamilyWalletState = { connecting: false }

/**
 * The wallet of a source's family other than EVM: its connector loaded when the family is chosen
 * (undefined: nothing is loaded), and `connect` to ask it for its account.
 */
export function useFamilyWallet(family: ChainFamily | undefined) {
  const other = family === 'evm' ? undefined : family
  const state = useSyncExternalStore(
    familyWalletStore.subscribe,
    () => (other ? familyWalletStore.get(other) : none),
    () => none,
  )
  useEffect(() => {
    if (other) void familyWalletStore.load(other)
  }, [other])
  return {
    ...state,
    connect: (options?: FamilyWalletConnectOptions) =>
      other ? familyWalletStore.connect(other, options) : Promise.resolve(),
  }
}
