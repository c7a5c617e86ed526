import { fireEvent, screen, waitFor } from '@testing-library/react'
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

// What verify-before-sign does with the policy is runV2Trade's and verifyPlan's concern (their
// tests); here only that the widget's `approval` reaches the v2 run.
vi.mock('../trade/v2/runV2Trade.js', () => ({ runV2Trade: vi.fn(() => new Promise(() => {})) }))

const quotes = fakeQuoteBff()
afterEach(() => vi.mocked(runV2Trade).mockClear())

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
