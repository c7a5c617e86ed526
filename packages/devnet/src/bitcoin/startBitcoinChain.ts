import { V1_BITCOIN_CHAIN_ID } from '@ferry/order-api/v1'
import { startSandboxChain } from '../chains/startSandboxChain.js'
import { bitcoinEsploraRoutes } from './bitcoinEsploraRoutes.js'
import { bitcoinExplorerRoutes } from './bitcoinExplorerRoutes.js'
import { type BitcoinRuntime, createBitcoinRuntime } from './createBitcoinRuntime.js'
import {
  type BitcoinAccounts,
  type BitcoinDevnetAccount,
  setupBitcoinAccounts,
} from './setupBitcoinAccounts.js'

export type StartBitcoinChainParameters = {
  /** Port of the Esplora API; 0 (default) picks a free one. */
  port?: number
  /** Default 10 s (Bitcoin's 10 minutes, shortened for a devnet). */
  blockMs?: number
  /** Default 1 sat/vB, bitcoind's minimum relay fee. */
  minRelayFeeRate?: bigint
  /** Unix seconds for block times (the devnet clock). */
  now?: () => number
}

/** The devnet's Bitcoin: a UTXO chain in process behind a loopback Esplora API. */
export type BitcoinChain = {
  chainId: typeof V1_BITCOIN_CHAIN_ID
  /** Esplora's base: `${esploraUrl}/blocks/tip/height` and so on. */
  esploraUrl: string
  /** A minimal explorer on the same port: `${explorerUrl}/tx/{txid}`, `/address/{address}`. */
  explorerUrl: string
  /** The service's P2WPKH address (deposits in, payouts and refunds out). */
  depositAddress: string
  accounts: BitcoinDevnetAccount[]
  runtime: BitcoinRuntime
  keys: BitcoinAccounts
  stop(): Promise<void>
}

/** Starts the devnet's Bitcoin: the runtime, its funded accounts and block timer, and Esplora. */
export async function startBitcoinChain(
  parameters: StartBitcoinChainParameters = {},
): Promise<BitcoinChain> {
  const runtime = createBitcoinRuntime({
    blockMs: parameters.blockMs ?? 10_000,
    minRelayFeeRate: parameters.minRelayFeeRate ?? 1n,
    now: parameters.now ?? (() => Math.floor(Date.now() / 1000)),
  })
  const keys = setupBitcoinAccounts(runtime)
  const server = await startSandboxChain({
    runtime,
    routes: [
      ['/explorer', bitcoinExplorerRoutes(runtime)],
      ['/', bitcoinEsploraRoutes(runtime)],
    ],
    port: parameters.port,
  })
  return {
    chainId: V1_BITCOIN_CHAIN_ID,
    esploraUrl: server.url,
    explorerUrl: `${server.url}/explorer`,
    depositAddress: keys.treasury.address,
    accounts: keys.users.map(({ label, address, wif }) => ({ label, address, wif })),
    runtime,
    keys,
    stop: server.stop,
  }
}
