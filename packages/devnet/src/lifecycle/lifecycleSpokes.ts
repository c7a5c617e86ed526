import { createPublicClient, createWalletClient, http } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { DevnetChains } from '../chains/startChains.js'

/** The spoke chains by chain id, as `lifecycleSpokes` makes them. */
export type LifecycleSpokes = ReturnType<typeof lifecycleSpokes>

/**
 * The spoke chains by chain id, each with a reader, the operator's wallet (payouts and refunds)
 * and the next block the deposit watcher reads from.
 */
export function lifecycleSpokes({ chains }: { chains: DevnetChains }) {
  const operator = privateKeyToAccount(chains.accounts.operator.privateKey)
  return new Map(
    chains.spokes.map((spoke) => {
      const transport = http(spoke.rpcUrl)
      return [
        spoke.chainId,
        {
          spoke,
          client: createPublicClient({ transport, pollingInterval: 50 }),
          wallet: createWalletClient({ account: operator, transport }),
          nextBlock: 0n,
        },
      ]
    }),
  )
}
