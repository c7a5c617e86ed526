import { http } from 'viem'
import { createConfig } from 'wagmi'
import { arbitrum, base, mainnet, polygon } from 'wagmi/chains'
import { injected } from 'wagmi/connectors'

/**
 * The host's own wagmi config: public chain definitions, one RPC URL per chain (the devnet's
 * here; a real app names its provider's) and multicall batching on.
 */
export function createHostWagmiConfig(rpcUrls: Record<number, string>) {
  return createConfig({
    chains: [mainnet, arbitrum, base, polygon],
    connectors: [injected()],
    batch: { multicall: true },
    transports: {
      [mainnet.id]: http(rpcUrls[mainnet.id]),
      [arbitrum.id]: http(rpcUrls[arbitrum.id]),
      [base.id]: http(rpcUrls[base.id]),
      [polygon.id]: http(rpcUrls[polygon.id]),
    },
  })
}
