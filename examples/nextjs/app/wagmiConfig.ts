import { http } from 'viem'
import { cookieStorage, createConfig, createStorage } from 'wagmi'
import { arbitrum, base, mainnet, polygon } from 'wagmi/chains'
import { injected } from 'wagmi/connectors'

/** Each chain's RPC URL as the BFF's `/api/config` names it (the devnet's here). */
export const rpcUrlsOf = (chains: { id: number; rpcUrl: string | null }[]) =>
  Object.fromEntries(
    chains.flatMap((chain) => (chain.rpcUrl ? [[chain.id, chain.rpcUrl]] : [])),
  ) as Record<number, string>

/**
 * The host's wagmi config as wagmi recommends it for Next.js: `ssr: true` and the connection in
 * a cookie, so the server renders the connected account the browser will hydrate with.
 */
export function createHostWagmiConfig(rpcUrls: Record<number, string>) {
  return createConfig({
    chains: [mainnet, arbitrum, base, polygon],
    connectors: [injected()],
    batch: { multicall: true },
    ssr: true,
    storage: createStorage({ storage: cookieStorage }),
    transports: {
      [mainnet.id]: http(rpcUrls[mainnet.id]),
      [arbitrum.id]: http(rpcUrls[arbitrum.id]),
      [base.id]: http(rpcUrls[base.id]),
      [polygon.id]: http(rpcUrls[polygon.id]),
    },
  })
}
