import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { http } from 'viem'
import { mainnet } from 'viem/chains'
import { expect, test, vi } from 'vitest'
import { createConfig, WagmiProvider } from 'wagmi'
import { AccountBar } from './AccountBar.js'

const wagmiConfig = createConfig({
  chains: [mainnet],
  connectors: [],
  transports: { [mainnet.id]: http('http://127.0.0.1:1') },
})

/** The bar of a connected account; `inFlight` is what that side's storage counts. */
const bar = (inFlight: number) => (
  <WagmiProvider config={wagmiConfig}>
    <QueryClientProvider client={new QueryClient()}>
      <AccountBar
        title="Swap"
        depositor="0x70997970C51812dc3A010C7d01b50e0d17dc79C8"
        onHistory={() => {}}
        inFlight={inFlight}
      />
    </QueryClientProvider>
  </WagmiProvider>
)

test('orders under way that only this browser remembers appear after hydration, without a mismatch', async () => {
  const errors = vi.spyOn(console, 'error')
  const container = document.createElement('div')
  // The server has no localStorage: it counts nothing under way.
  container.innerHTML = renderToString(bar(0))
  document.body.appendChild(container)
  await act(async () => {
    hydrateRoot(container, bar(2), { onRecoverableError: (error) => console.error(error) })
  })
  await vi.waitFor(() => expect(container.textContent).toContain('History · 2 under way'))
  expect(errors).not.toHaveBeenCalled()
  container.remove()
})
