import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { expect, test, vi } from 'vitest'
import {
  enabledSwapButton,
  fakeQuoteBff,
  quoteFor,
  renderSwapCard,
} from '../../test/swapCardFixtures.js'
import { en } from '../i18n/en.js'
import { runV2Trade } from '../trade/v2/runV2Trade.js'

// The trade itself is another file's concern (runV2Trade.test.ts); here only how often it starts.
vi.mock('../trade/v2/runV2Trade.js', () => ({ runV2Trade: vi.fn(() => new Promise(() => {})) }))

const quotes = fakeQuoteBff()

test('a double click on Swap starts one swap, so one quote never builds two orders', async () => {
  localStorage.clear()
  quotes.answer = (srcAmount) => Response.json(quoteFor(String(srcAmount)))
  renderSwapCard({ amount: '10' }, {})
  fireEvent.click(await screen.findByRole('button', { name: en.connect }))
  const swap = await enabledSwapButton()
  fireEvent.click(swap)
  fireEvent.click(swap)
  fireEvent.click(swap)
  // The wallet side loads asynchronously; even so, only the first click starts a swap.
  await waitFor(() => expect(vi.mocked(runV2Trade)).toHaveBeenCalledTimes(1))
  // Clicks queued behind the wallet side's lazy import would run once it settles: let them.
  await vi.dynamicImportSettled()
  await act(async () => {})
  expect(vi.mocked(runV2Trade)).toHaveBeenCalledTimes(1)
})
