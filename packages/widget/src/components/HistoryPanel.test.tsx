import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { account, orderRecordFor, renderSwapCard } from '../../test/swapCardFixtures.js'
import { allEnglish as en } from '../i18n/allEnglish.js'
import { trackerStoryEn } from '../i18n/trackerStoryEn.js'

// Each test starts from empty storage and without EventSource, so that every order read goes
// through the test's stubbed fetch.
beforeEach(() => {
  localStorage.clear()
  sessionStorage.clear()
  vi.stubGlobal('EventSource', undefined)
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

/**
 * Renders the card, connects and opens the history. The button's name carries the count of
 * orders under way when there are some, hence a pattern where the test does not know it.
 */
const openHistory = async (historyButton: string | RegExp) => {
  renderSwapCard({ amount: '' }, {})
  fireEvent.click(await screen.findByRole('button', { name: en.connect }))
  fireEvent.click(await screen.findByRole('button', { name: historyButton }))
  return screen.findByRole('region', { name: en.history })
}

describe('without a sign-in', () => {
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

  test('without a sign-in, each remembered order is read by its id: a cancelled one reads cancelled with its refund and amount', async () => {
    const panel = await openHistory(/^History/)
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
    const panel = await openHistory(/^History/)
    const drop = await within(panel).findByRole('button', { name: trackerStoryEn.unfunded.drop })
    // Only the order waiting for its transfer offers it.
    expect(
      within(panel).getAllByRole('button', { name: trackerStoryEn.unfunded.drop }),
    ).toHaveLength(1)
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
})

describe('signed in', () => {
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
    orderReads = []
    // Signed in already (this tab's bearer: the BFF is another origin): it lists the orders at once.
    sessionStorage.setItem(
      `ferry:session:${account.toLowerCase()}`,
      JSON.stringify({ token: 'token-1', expiresAt: Math.floor(Date.now() / 1000) + 3600 }),
    )
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

  test('a finished order in the history offers its receipt, and clicking it reopens the receipt', async () => {
    const panel = await openHistory(en.history)
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
})
