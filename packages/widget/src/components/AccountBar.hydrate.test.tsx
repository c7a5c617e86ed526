import { createTestProviders, createTestWagmiConfig } from '@ferry/test-utils/react'
import { act, waitFor } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { mainnet } from 'viem/chains'
import { expect, test, vi } from 'vitest'
import { AccountBar } from './AccountBar.js'

const wagmiConfig = createTestWagmiConfig({ chains: [mainnet] })

/** The bar of a connected account; `inFlight` is what that side's storage counts. */
const bar = (inFlight: number) =>
  createTestProviders({ wagmiConfig }).wrapper({
    children: (
      <AccountBar
        title="Swap"
        depositor="0x70997970C51812dc3A010C7d01b50e0d17dc79C8"
        onHistory={() => {}}
        inFlight={inFlight}
      />
    ),
  })

test('orders under way that only this browser remembers appear after hydration, without a mismatch', async () => {
  const errors = vi.spyOn(console, 'error')
  const container = document.createElement('div')
  // The server has no localStorage: it counts nothing under way.
  container.innerHTML = renderToString(bar(0))
  document.body.appendChild(container)
  await act(async () => {
    hydrateRoot(container, bar(2), { onRecoverableError: (error) => console.error(error) })
  })
  await waitFor(() => expect(container.textContent).toContain('History · 2 under way'))
  expect(errors).not.toHaveBeenCalled()
  container.remove()
})
