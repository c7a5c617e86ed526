import { V1_SOLANA_CHAIN_ID } from '@ferry/order-api/v1'
import type { Address } from '@solana/kit'
import { startSandboxChain } from '../chains/startSandboxChain.js'
import { createSolanaRuntime, type SolanaRuntime } from './createSolanaRuntime.js'
import {
  SOLANA_USDC_DECIMALS,
  type SolanaAccounts,
  type SolanaDevnetAccount,
  setupSolanaAccounts,
} from './setupSolanaAccounts.js'
import { solanaExplorerRoutes } from './solanaExplorerRoutes.js'
import { solanaRpcRoutes } from './solanaRpcRoutes.js'
import { tokenAccountOf } from './solanaTransfers.js'

export type StartSolanaChainParameters = {
  /** Port of the JSON-RPC; 0 (default) picks a free one. */
  port?: number
  /** Default 400 ms, Solana's slot time. */
  slotMs?: number
  /** Default 150, as on Solana. */
  blockhashLifetimeSlots?: number
  /** Unix seconds for block times (the devnet clock). */
  now?: () => number
}

/** The devnet's Solana: the SVM in process behind a loopback JSON-RPC. */
export type SolanaChain = {
  chainId: typeof V1_SOLANA_CHAIN_ID
  rpcUrl: string
  /** `${rpcUrl}/explorer`; `/tx/{signature}` and `/address/{address}` under it. */
  explorerUrl: string
  usdc: { mint: Address; decimals: number }
  /** The service's deposit account (deposits in, payouts and refunds out). */
  depositAccount: Address
  /** The deposit account's USDC token account (SPL deposits arrive there). */
  depositTokenAccount: Address
  accounts: SolanaDevnetAccount[]
  runtime: SolanaRuntime
  keys: SolanaAccounts
  stop(): Promise<void>
}

/**
 * Starts the devnet's Solana: a litesvm runtime with its slot timer, the USDC mint and funded
 * accounts, and the JSON-RPC (plus a small explorer) on 127.0.0.1.
 */
export async function startSolanaChain(
  parameters: StartSolanaChainParameters = {},
): Promise<SolanaChain> {
  const runtime = createSolanaRuntime({
    slotMs: parameters.slotMs ?? 400,
    blockhashLifetimeSlots: parameters.blockhashLifetimeSlots ?? 150,
    now: parameters.now ?? (() => Math.floor(Date.now() / 1000)),
  })
  const keys = await setupSolanaAccounts(runtime)
  const server = await startSandboxChain({
    runtime,
    routes: [
      ['/', solanaRpcRoutes(runtime)],
      ['/explorer', solanaExplorerRoutes(runtime)],
    ],
    port: parameters.port,
  })
  const rpcUrl = server.url
  return {
    chainId: V1_SOLANA_CHAIN_ID,
    rpcUrl,
    explorerUrl: `${rpcUrl}/explorer`,
    usdc: { mint: keys.usdcMint, decimals: SOLANA_USDC_DECIMALS },
    depositAccount: keys.treasury.signer.address,
    depositTokenAccount: await tokenAccountOf({
      owner: keys.treasury.signer.address,
      mint: keys.usdcMint,
    }),
    accounts: keys.users.map(({ label, address, secretKey }) => ({ label, address, secretKey })),
    runtime,
    keys,
    stop: server.stop,
  }
}
