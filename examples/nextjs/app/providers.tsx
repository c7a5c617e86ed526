'use client'

import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'
import {
  type State,
  useConnect,
  useConnection,
  useConnectors,
  useDisconnect,
  WagmiProvider,
} from 'wagmi'
import { createHostWagmiConfig } from './wagmiConfig'

function HostWallet() {
  const connection = useConnection()
  const [connector] = useConnectors()
  const connect = useConnect()
  const disconnect = useDisconnect()
  return connection.address ? (
    <button type="button" onClick={() => disconnect.mutate()}>
      Host disconnect {connection.address}
    </button>
  ) : (
    <button type="button" onClick={() => connect.mutate({ connector: connector! })}>
      Host connect
    </button>
  )
}

/** The host's wagmi and TanStack Query providers, made once per browser tab. */
export function Providers(props: {
  rpcUrls: Record<number, string>
  initialState: State | undefined
  children: ReactNode
}) {
  const [wagmiConfig] = useState(() => createHostWagmiConfig(props.rpcUrls))
  const [queryClient] = useState(() => new QueryClient())
  return (
    <WagmiProvider config={wagmiConfig} initialState={props.initialState}>
      <QueryClientProvider client={queryClient}>
        <HostWallet />
        {props.children}
      </QueryClientProvider>
    </WagmiProvider>
  )
}
