import { defineChain, type EIP1193Provider } from 'viem'
import { createConfig, createStorage, http } from 'wagmi'
import { injected } from 'wagmi/connectors'
import type { FerryConfig } from './ferryConfig.js'
import { browserStorage } from './storage/browserStorage.js'

export type CreateWidgetWagmiConfigOptions = {
  /**
   * The one wallet to offer, instead of those announced through EIP-6963: an iframe relaying
   * its host's wallet, say.
   */
  wallet?: { id: string; name: string; provider: EIP1193Provider }
}

/**
 * A wagmi config for the EVM chains the BFF names, used when the host has no WagmiProvider of
 * its own. Wallets announced through EIP-6963 appear as connectors by themselves; WalletConnect,
 * Base Account and Safe join when the user picks them in the widget's wallet menu. Throws (wagmi's
 * own error) when the BFF names no EVM chain with an RPC: SwapWidget then shows itself
 * unavailable, and the BFF refuses that list at start-up (devnet) or logs it as an error (live).
 */
export function createWidgetWagmiConfig(
  config: FerryConfig,
  options: CreateWidgetWagmiConfigOptions = {},
) {
  const chains = config.chains
    .filter((chain) => chain.family === 'evm' && chain.rpcUrl)
    .map((chain) =>
      defineChain({
        id: chain.id,
        name: chain.name,
        nativeCurrency: chain.nativeCurrency,
        rpcUrls: { default: { http: [chain.rpcUrl!] } },
        ...(chain.explorerUrl
          ? { blockExplorers: { default: { name: 'Explorer', url: chain.explorerUrl } } }
          : {}),
      }),
    )
  return createConfig({
    chains: chains as [ReturnType<typeof defineChain>, ...ReturnType<typeof defineChain>[]],
    // Without a lent wallet: those announced through EIP-6963, and `window.ethereum` for a wallet
    // that only sets that (the menu offers it when nothing announces itself).
    connectors: [injected(options.wallet ? { target: options.wallet } : {})],
    multiInjectedProviderDiscovery: !options.wallet,
    transports: Object.fromEntries(chains.map((chain) => [chain.id, http()])),
    // Its own key: a host's wagmi config on the same origin keeps its state under `wagmi`.
    storage: createStorage({ key: 'ferry.wagmi', storage: browserStorage() }),
    ssr: false,
  })
}
export { injected }
