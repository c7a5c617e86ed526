import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { account, orderRecordFor, renderSwapCard } from '../../test/swapCardFixtures.js'
import { allEnglish as en } from '../i18n/allEnglish.js'
import { trackerStoryEn } from '../i18n/trackerStoryEn.js'

const finished = `0x${'6a'.repeat(32)}`
const underWay = `0x${'7b'.repeat(32)}`
const payoutTx = `0x${'bb'.repeat(32)}`
const delivered = orderRecordFor(finished, 'delivered', {
  srcAmountSpoke: '9000000',
  deposit: { tx: `0x${'aa'.repeat(32)}`, at: 1_700_000_010 },
  deliver: { payout: { tx: payoutTx, amount: '8990000' }, refund: null, at: 1_700_000_100 },
})
let orderReads: string[]

beforeEach(() => {
  localStorage.clear()
  sessionStorage.clear()
  orderReads = []
  // Signed in already (this tab's bearer: the BFF is another origin): it lists the orders at once.
  sessionStorage.setItem(
    `ferry:session:${account.toLowerCase()}`,
    JSON.stringify({ token: 'token-1', expiresAt: Math.floor(Date.now() / 1000) + 3600 }),
  )
  vi.stubGlobal('EventSource', undefined)
  vi.stubGlobal('fetch', async (url: string | URL) => {
    const parsed = new URL(String(url))
    if (parsed.pathname === '/api/v2/orders')
      return Response.json({
        orders: [
          { ...orderRecordFor(underWay, 'published'), builtAt: 1_700_000_200 },
          { ...delivered, builtAt: 1_700_000_000 },
        ],
        nextCursor: null,
      })
    if (parsed.pathname === `/api/v2/orders/${finished}`) {
      orderReads.push(finished)
      return Response.json({ ...delivered, builtAt: 1_700_000_000 })
    }
    if (parsed.pathname === '/api/v1/tokens') return Response.json([])
    return Response.json({ error: 'Requested amount is below' }, { status: 400 })
  })
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

test('a finished order in the history offers its receipt, and clicking it reopens the receipt', async () => {
  renderSwapCard({ amount: '' }, {})
  fireEvent.click(await screen.findByRole('button', { name: en.connect }))
  fireEvent.click(await screen.findByRole('button', { name: en.history }))
  const panel = await screen.findByRole('region', { name: en.history })
  const rows = () =>
    within(panel)
      .queryAllByRole('button')
      .filter((button) => button.className.includes('ferry-history-row'))
  await waitFor(() => expect(rows()).toHaveLength(2))
  // Only the finished one says it opens a receipt.
  expect(rows().map((row) => row.textContent?.endsWith(trackerStoryEn.viewReceipt))).toEqual([
    false,
    true,
  ])

  fireEvent.click(rows()[1]!)
  const receipt = await screen.findByRole('region', { name: trackerStoryEn.receipt })
  expect(within(receipt).getByRole('heading').textContent).toBe(
    `${trackerStoryEn.receipt} · ${trackerStoryEn.outcome.delivered}`,
  )
  expect(within(receipt).getByText(`${en.paid}: 8.99 USDC`)).toBeTruthy()
  expect(within(receipt).getByText(trackerStoryEn.took('1 min 40 sec'))).toBeTruthy()
  expect(screen.getByText('9 USDC on Ethereum')).toBeTruthy()
  expect(orderReads).toEqual([finished])
})
