import { renderWithProviders } from '@ferry/test-utils/react'
import { fireEvent, screen } from '@testing-library/react'
import { base, mainnet } from 'viem/chains'
import { afterEach, expect, test } from 'vitest'
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
// A connected wallet is remembered (wagmi's storage): each test starts without one.
afterEach(() => localStorage.clear())

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

test("the Swap button names the chain it cannot pay from, and that chain's balance ends as a dash with the reason", async () => {
  quotes.answer = () => Response.json(quoteFor('5000000'))
  renderCard(`1:${usdcEth}`, `8453:${usdcBase}`)
  fireEvent.click(await screen.findByRole('button', { name: en.connect }))
  const button = await screen.findByRole('button', { name: en.cannotPayFrom('Ethereum') })
  expect(button.hasAttribute('disabled')).toBe(true)
  const balance = await screen.findByTestId('balance')
  expect([balance.textContent, balance.title]).toEqual([en.balance('—'), en.balanceUnavailable])
})

test('a balance whose read fails ends as a dash with the reason, not a placeholder', async () => {
  quotes.answer = () => Response.json(quoteFor('5000000'))
  renderWithProviders(
    <SwapCard
      bffUrl="http://bff-host-chains-failing-read.test"
      config={config}
      params={params}
      defaults={{ from: `1:${usdcEth}`, to: `8453:${usdcBase}`, amount: '5' }}
    />,
    {
      chains: [mainnet, base],
      accounts: [account],
      // The balance is an eth_call; the wallet's own requests still answer.
      request: ({ method }) => {
        if (method === 'eth_call') throw new Error('the RPC is down')
        return null
      },
    },
  )
  fireEvent.click(await screen.findByRole('button', { name: en.connect }))
  const balance = await screen.findByTestId('balance')
  expect([balance.textContent, balance.title]).toEqual([en.balance('—'), en.balanceUnavailable])
  expect(screen.queryByRole('button', { name: en.cannotPayFrom('Ethereum') })).toBeNull()
})
