import { connectorsForWallets } from '@rainbow-me/rainbowkit'
import { injectedWallet } from '@rainbow-me/rainbowkit/wallets'
import { http } from 'viem'
import { createConfig } from 'wagmi'
import { arbitrum, base, mainnet, polygon } from 'wagmi/chains'

/**
 * A RainbowKit host's wagmi 2 config: RainbowKit's wallet list, public chain definitions, one
 * RPC URL per chain (the devnet's here) and multicall batching on.
 */
export function createHostWagmiConfig(rpcUrls: Record<number, string>) {
  const connectors = connectorsForWallets([{ groupName: 'Installed', wallets: [injectedWallet] }], {
    appName: 'Ferry example',
    projectId: 'ferry-example',
  })
  return createConfig({
    chains: [mainnet, arbitrum, base, polygon],
    connectors,
    batch: { multicall: true },
    transports: {
      [mainnet.id]: http(rpcUrls[mainnet.id]),
      [arbitrum.id]: http(rpcUrls[arbitrum.id]),
      [base.id]: http(rpcUrls[base.id]),
      [polygon.id]: http(rpcUrls[polygon.id]),
    },
  })
}
