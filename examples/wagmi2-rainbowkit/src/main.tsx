import '@rainbow-me/rainbowkit/styles.css'
import { SwapWidget } from '@ferry/widget'
import { ConnectButton, RainbowKitProvider, useConnectModal } from '@rainbow-me/rainbowkit'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { WagmiProvider } from 'wagmi'
import { createHostWagmiConfig } from './wagmiConfig'

/** Where the BFF is: `?bff=` (the host tests start one on a free port). */
const bffUrl = new URLSearchParams(location.search).get('bff') ?? 'http://127.0.0.1:8787'

/** The devnet's RPC URL of each chain, as its BFF tells them. */
async function devnetRpcUrls(): Promise<Record<number, string>> {
  const response = await fetch(`${bffUrl}/api/config`)
  const config = (await response.json()) as { chains: { id: number; rpcUrl: string | null }[] }
  return Object.fromEntries(
    config.chains.flatMap((chain) => (chain.rpcUrl ? [[chain.id, chain.rpcUrl]] : [])),
  )
}

/**
 * The widget's connect button opens RainbowKit's modal, as an integrator with a kit wires it.
 * `?widgetMenu` leaves `onConnectWallet` out: the widget then lists the host's connectors itself.
 */
function Swap() {
  const { openConnectModal } = useConnectModal()
  const ownMenu = new URLSearchParams(location.search).has('widgetMenu')
  return <SwapWidget bffUrl={bffUrl} {...(ownMenu ? {} : { onConnectWallet: openConnectModal })} />
}

const wagmiConfig = createHostWagmiConfig(await devnetRpcUrls())
const queryClient = new QueryClient()

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <WagmiProvider config={wagmiConfig}>
      <QueryClientProvider client={queryClient}>
        <RainbowKitProvider>
          <h1>Ferry on wagmi 2 with RainbowKit</h1>
          <ConnectButton />
          <Swap />
        </RainbowKitProvider>
      </QueryClientProvider>
    </WagmiProvider>
  </StrictMode>,
)
