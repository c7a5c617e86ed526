import {
  type Account,
  createPublicClient,
  createWalletClient,
  http,
  type PublicClient,
  type Transport,
  type WalletClient,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { DevnetChains, SpokeChain } from './startChains.js'

/** One anvil spoke with the devnet's two clients of it. */
export type SpokeClient = {
  spoke: SpokeChain
  /** Reads the chain; reads made together go out as one JSON-RPC batch (v1 balances). */
  client: PublicClient
  /** The operator's wallet on the chain: payouts, refunds, a sweep's gas money. */
  operator: WalletClient<Transport, undefined, Account>
}

/**
 * The devnet's clients of its anvil spokes by chain id. TRON, Solana and Bitcoin are not here:
 * each is one object in the devnet's process (`tron`, `solana`, `bitcoin`), read without RPC.
 */
export type SpokeClients = ReadonlyMap<number, SpokeClient>

/**
 * The one map of spoke clients: startDevnet makes it once and hands it to the lifecycle and the
 * service (v2 build, v1 quotes, plans, submit, balances and the deposit-address sweeper).
 */
export function createSpokeClients(parameters: {
  chains: Pick<DevnetChains, 'spokes' | 'accounts'>
}): SpokeClients {
  const { chains } = parameters
  const operator = privateKeyToAccount(chains.accounts.operator.privateKey)
  return new Map(
    chains.spokes.map((spoke) => {
      const transport = http(spoke.rpcUrl, { batch: true })
      return [
        spoke.chainId,
        {
          spoke,
          client: createPublicClient({ transport, pollingInterval: 50 }),
          operator: createWalletClient({ account: operator, transport }),
        },
      ]
    }),
  )
}
