import { renderWithProviders } from '@ferry/test-utils/react'
import { screen } from '@testing-library/react'
import { base } from 'viem/chains'
import { expect, test } from 'vitest'
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
const renderCard = (from: string, to: string) =>
  renderWithProviders(
    <SwapCard
      bffUrl={`http://bff-host-chains-${from}.test`}
      config={config}
      params={params}
      defaults={{ from, to, amount: '5' }}
    />,
    { chains: [base], accounts: [account] },
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
