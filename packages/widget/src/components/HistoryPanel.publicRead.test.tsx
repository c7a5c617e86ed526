import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { account, orderRecordFor, renderSwapCard } from '../../test/swapCardFixtures.js'
import { allEnglish as en } from '../i18n/allEnglish.js'
import { trackerStoryEn } from '../i18n/trackerStoryEn.js'

const cancelled = `0x${'c1'.repeat(32)}`
const unseen = `0x${'d2'.repeat(32)}`
const endedHere = `0x${'e3'.repeat(32)}`
const unfunded = `0x${'f4'.repeat(32)}`
const stored = (orderId: string, createdAt: number, finished?: boolean) => ({
  orderId,
  createdAt,
  srcChainId: 1,
  dstChainId: 8453,
  summary: '22.04 USDC → USDC',
  decimals: { src: 6, dst: 6 },
  ...(finished ? { finished } : {}),
})
const observation = (seq: number, intentState: string) => ({
  seq,
  intentId: `0x${'01'.repeat(32)}`,
  intentState,
  observedTx: `0x${'02'.repeat(32)}`,
  at: 1_700_000_050 + seq,
})
// Cancelled after publication: the deposit less the flat fee came back (spec v2: Cancel).
const cancelledRecord = orderRecordFor(cancelled, 'delivered', {
  srcAmountSpoke: '22040000',
  deposit: { tx: `0x${'aa'.repeat(32)}`, at: 1_700_000_010 },
  deliver: { payout: null, refund: { tx: `0x${'cd'.repeat(32)}`, amount: '21965000' }, at: 1 },
  traces: {
    rootIntentId: `0x${'03'.repeat(32)}`,
    publish: null,
    withdraw: null,
    chainObservations: [observation(1, 'Published'), observation(2, 'Cancelled')],
  },
})
const unfundedRecord = orderRecordFor(unfunded, 'pending_deposit', {
  depositAddress: 'TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf',
})
let reads: string[]
let listCalls: number

beforeEach(() => {
  localStorage.clear()
  sessionStorage.clear()
  reads = []
  listCalls = 0
  localStorage.setItem(
    `ferry:orders:${account.toLowerCase()}`,
    JSON.stringify([
      stored(unfunded, 1_700_000_400),
      stored(endedHere, 1_700_000_300, true),
      stored(unseen, 1_700_000_200),
      stored(cancelled, 1_700_000_100, true),
    ]),
  )
  vi.stubGlobal('EventSource', undefined)
  vi.stubGlobal('fetch', async (url: string | URL) => {
    const { pathname } = new URL(String(url))
    if (pathname === '/api/v2/orders') {
      listCalls++
      return Response.json({ error: 'Sign in first' }, { status: 401 })
    }
    const read = pathname.match(/^\/api\/v2\/orders\/(0x[0-9a-f]{64})$/)?.[1]
    if (read) {
      reads.push(read)
      if (read === cancelled) return Response.json(cancelledRecord)
      if (read === unfunded) return Response.json(unfundedRecord)
      if (read === endedHere) return Response.json({ error: 'boom' }, { status: 500 })
      return Response.json({ error: 'Order not found' }, { status: 404 })
    }
    if (pathname === '/api/v1/tokens') return Response.json([])
    if (pathname.startsWith('/api/v1/orders/')) return Response.json({ data: [] })
    return Response.json({ error: 'not in this test' }, { status: 400 })
  })
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const openHistory = async () => {
  renderSwapCard({ amount: '' }, {})
  fireEvent.click(await screen.findByRole('button', { name: en.connect }))
  fireEvent.click(await screen.findByRole('button', { name: /^History/ }))
  return screen.findByRole('region', { name: en.history })
}
test('without a sign-in, each remembered order is read by its id: a cancelled one reads cancelled with its refund and amount', async () => {
  const panel = await openHistory()
  await waitFor(() =>
    expect(
      within(panel).getByText(
        new RegExp(
          `${trackerStoryEn.outcome.cancelled} · ${trackerStoryEn.refundedAmount('21.965 USDC')}`,
        ),
      ),
    ).toBeTruthy(),
  )
  const rows = within(panel).getAllByRole('listitem')
  expect(rows).toHaveLength(4)
  // The amount comes from the record read, not only the browser's summary.
  expect(rows[3]!.textContent).toContain('22.04 USDC → USDC · Ethereum → Base')
  // An order this browser saw end never reads "not seen", even when its read fails.
  expect(rows[1]!.textContent).toContain(trackerStoryEn.finishedHere)
  expect(rows[1]!.textContent).not.toContain(en.stateUnknown)
  // An order the service does not know yet says so.
  expect(rows[2]!.textContent).toContain(en.stateUnknown)
  // The sign-in is still offered for the full list; the list itself was not asked without it.
  expect(
    within(panel).getByRole('button', { name: 'Sign in to load all your orders' }),
  ).toBeTruthy()
  expect(listCalls).toBe(0)
  expect(new Set(reads)).toEqual(new Set([cancelled, unseen, endedHere, unfunded]))
})

test('an unfunded deposit-address order can be dropped from the list, with what happens to a late transfer said first', async () => {
  const panel = await openHistory()
  const drop = await within(panel).findByRole('button', { name: trackerStoryEn.unfunded.drop })
  // Only the order waiting for its transfer offers it.
  expect(within(panel).getAllByRole('button', { name: trackerStoryEn.unfunded.drop })).toHaveLength(
    1,
  )
  expect(within(panel).getByText(trackerStoryEn.unfunded.lateTransfer)).toBeTruthy()
  fireEvent.click(drop)
  await waitFor(() => expect(within(panel).getAllByRole('listitem')).toHaveLength(3))
  expect(within(panel).queryByRole('button', { name: trackerStoryEn.unfunded.drop })).toBeNull()
  // It is no longer resumed either; the service keeps the order.
  const remembered = JSON.parse(
    localStorage.getItem(`ferry:orders:${account.toLowerCase()}`) ?? '[]',
  ) as { orderId: string; finished?: boolean }[]
  expect(remembered.find((order) => order.orderId === unfunded)?.finished).toBe(true)
})
