import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, expect, test, vi } from 'vitest'
import {
  enabledSwapButton,
  fakeQuoteBff,
  quoteFor,
  renderSwapCard,
} from '../../test/swapCardFixtures.js'
import type { SwapApproval } from '../hooks/useSwap.js'
import { en } from '../i18n/en.js'
import { runV2Trade } from '../trade/v2/runV2Trade.js'

// The trade itself is another file's concern (runV2Trade.test.ts, and verifyPlan's for the
// approval policy); here only how often it starts and what it is handed.
vi.mock('../trade/v2/runV2Trade.js', () => ({ runV2Trade: vi.fn(() => new Promise(() => {})) }))

const quotes = fakeQuoteBff()
afterEach(() => vi.mocked(runV2Trade).mockClear())

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

test.each([
  [undefined, false],
  ['exact', false],
  ['unlimited', true],
] as const)(
  'approval %s: the v2 run lets larger approvals through: %s',
  async (approval, larger) => {
    localStorage.clear()
    quotes.answer = (srcAmount) => Response.json(quoteFor(String(srcAmount)))
    renderSwapCard({ amount: '10' }, {}, approval ? { approval: approval as SwapApproval } : {})
    fireEvent.click(await screen.findByRole('button', { name: en.connect }))
    fireEvent.click(await enabledSwapButton())
    await waitFor(() => expect(vi.mocked(runV2Trade)).toHaveBeenCalledTimes(1))
    expect(vi.mocked(runV2Trade).mock.calls[0]![0]).toMatchObject({ allowLargerApprovals: larger })
  },
)
