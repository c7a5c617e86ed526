// The reference for first paint: react + wagmi + viem + react-query rendering a connect button,
// and the connected account once a wallet is connected (the reference for bytes with a wallet).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createRoot } from 'react-dom/client'
import { mainnet } from 'viem/chains'
import { createConfig, http, useConnect, useConnection, useConnectors, WagmiProvider } from 'wagmi'

const config = createConfig({ chains: [mainnet], transports: { [mainnet.id]: http() } })

function ConnectButton() {
  const connect = useConnect()
  const connectors = useConnectors()
  const connection = useConnection()
  if (connection.address) return <p className="connected">{connection.address}</p>
  return (
    <button
      type="button"
      onClick={() => connectors[0] && connect.mutate({ connector: connectors[0] })}
    >
      Connect wallet
    </button>
  )
}

createRoot(document.getElementById('root')!).render(
  <WagmiProvider config={config}>
    <QueryClientProvider client={new QueryClient()}>
      <ConnectButton />
    </QueryClientProvider>
  </WagmiProvider>,
)
