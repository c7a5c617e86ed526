import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { custom } from 'viem'
import { base } from 'viem/chains'
import { expect, test } from 'vitest'
import { createConfig, WagmiProvider } from 'wagmi'
import { mock } from 'wagmi/connectors'
import {
  account,
  config,
  fakeQuoteBff,
  params,
  quoteFor,
  usdcBase,
  usdcEth,
} from '../../test/swapCardFixtures.js'
import { en } from '../i18n/en.js'
import { SwapCard } from './SwapCard.js'

const quotes = fakeQuoteBff()

/** A host whose wagmi config has Base only, while the BFF also serves Ethereum. */
function BaseOnlyHost({ children }: { children: ReactNode }) {
  const wagmiConfig = createConfig({
    chains: [base],
    connectors: [mock({ accounts: [account] })],
    transports: { [base.id]: custom({ request: async () => null }) },
  })
  return (
    <WagmiProvider config={wagmiConfig}>
      <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>
    </WagmiProvider>
  )
}

const renderCard = (from: string, to: string) =>
  render(
    <SwapCard
      bffUrl={`http://bff-host-chains-${from}.test`}
      config={config}
      params={params}
      defaults={{ from, to, amount: '5' }}
    />,
    { wrapper: BaseOnlyHost },
  )

test('paying from a chain the host’s wagmi config lacks is explained in words instead of a silently disabled button', async () => {
  quotes.answer = () => Response.json(quoteFor('5000000'))
  renderCard(`1:${usdcEth}`, `8453:${usdcBase}`)
  expect((await screen.findByRole('alert')).textContent).toBe(en.walletError.chainNotConfigured)
})

test('paying from a chain the host has shows no such message', async () => {
  quotes.answer = () => Response.json(quoteFor('5000000'))
  renderCard(`8453:${usdcBase}`, `1:${usdcEth}`)
  // The message renders with the form: once the form is there, it would be too.
  await screen.findByRole('button', { name: en.connect })
  expect(screen.queryByText(en.walletError.chainNotConfigured)).toBeNull()
})
