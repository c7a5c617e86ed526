import type { Devnet } from '@ferry/devnet'
import type { Stack } from './fixtures.js'

/** What the specs need of the devnet's Bitcoin: its Esplora API, explorer and funded accounts (JSON-safe). */
export const stackBitcoin = (bitcoin: Devnet['bitcoin']): Stack['bitcoin'] => ({
  chainId: bitcoin.chainId,
  esploraUrl: bitcoin.esploraUrl,
  explorerUrl: bitcoin.explorerUrl,
  accounts: bitcoin.accounts,
})
