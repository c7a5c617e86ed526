import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { expect, test, vi } from 'vitest'
import { en } from '../i18n/en.js'
import { runSwap } from '../swap/runSwap.js'
import { SwapCard } from './SwapCard.js'
import {
  config,
  fakeQuoteBff,
  Providers,
  params,
  quoteFor,
  usdcBase,
  usdcEth,
} from './swapCardFixtures.js'

// The swap itself is another file's concern (runSwap.test.ts); here only how often it starts.
vi.mock('../swap/runSwap.js', () => ({ runSwap: vi.fn(() => new Promise(() => {})) }))

const quotes = fakeQuoteBff()

let testIndex = 0
test('a double click on Swap starts one swap, so one quote never builds two orders', async () => {
  const account = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
  localStorage.clear()
  quotes.answer = (srcAmount) => Response.json(quoteFor(String(srcAmount)))
  render(
    <SwapCard
      bffUrl={`http://bff-double-${++testIndex}.test`}
      config={config}
      params={params}
      defaults={{ from: `1:${usdcEth}`, to: `8453:${usdcBase}`, amount: '10' }}
    />,
    { wrapper: (props) => <Providers {...props} accounts={[account]} /> },
  )
  fireEvent.click(await screen.findByRole('button', { name: en.connect }))
  const swap = await screen.findByRole('button', { name: en.swap })
  await waitFor(() => expect((swap as HTMLButtonElement).disabled).toBe(false))
  fireEvent.click(swap)
  fireEvent.click(swap)
  fireEvent.click(swap)
  expect(vi.mocked(runSwap)).toHaveBeenCalledTimes(1)
})
