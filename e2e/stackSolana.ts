import type { Devnet } from '@ferry/devnet'
import type { Stack } from './fixtures.js'

/** What the specs need of the devnet's Solana: its RPC, USDC mint and funded users (JSON-safe). */
export const stackSolana = (solana: Devnet['solana']): Stack['solana'] => ({
  chainId: solana.chainId,
  rpcUrl: solana.rpcUrl,
  usdc: solana.usdc,
  accounts: solana.accounts,
})
