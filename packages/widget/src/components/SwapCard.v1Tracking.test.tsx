import type { V1OrderWire } from '@ferry/order-api/v1'
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, expect, test, vi } from 'vitest'
import { account, renderSwapCard } from '../../test/swapCardFixtures.js'
import { v1Order } from '../../test/v1/v1Fixtures.js'
import { en } from '../i18n/en.js'
import { v1TrackingEn } from '../i18n/v1TrackingEn.js'
import { createOrderStorage } from '../storage/orderStorage.js'

// v1 orders in the swap card: resumed after a reload, and listed in the history beside v2's.
const resumedId = 'c1111111111111111111111aa'
const listedId = 'c2222222222222222222222bb'
const v1Orders: Record<string, V1OrderWire> = {
  [resumedId]: v1Order({ id: resumedId, status: 'published' }),
  [listedId]: v1Order({
    id: listedId,
    status: 'refund_pending',
    fromChainId: 1,
    toChainId: 8453,
    fromTokenMeta: { symbol: 'ETH', decimals: 18, logoURI: null },
    srcAmount: '50000000000000000',
  }),
}
let calls: string[]

const rememberV1 = (orderId: string, finished?: boolean) =>
  createOrderStorage().remember(account, {
    orderId,
    createdAt: 1_800_000_000,
    srcChainId: 8453,
    dstChainId: 42161,
    summary: '100 USDC → USDC',
    interface: 'v1',
    ...(finished ? { finished } : {}),
  })

// The lazy tracker and v1 chunks, transformed once here rather than inside a test's wait (on a
// loaded machine the first transform outlasted findBy's second).
beforeAll(async () => {
  await Promise.all([
    import('./TrackedOrder.js'),
    import('../v1/index.js'),
    import('./HistoryPanel.js'),
  ])
})

beforeEach(() => {
  localStorage.clear()
  calls = []
  vi.stubGlobal('EventSource', undefined)
  vi.stubGlobal('fetch', async (url: string | URL) => {
    const parsed = new URL(String(url))
    calls.push(parsed.pathname)
    const byId = parsed.pathname.match(/^\/api\/v1\/orders\/by-id\/(\w+)$/)
    if (byId) return Response.json(v1Orders[byId[1]!])
    if (parsed.pathname === `/api/v1/orders/${account}`)
      return Response.json({ data: [v1Orders[listedId]] })
    return Response.json({ error: 'not in this test' }, { status: 400 })
  })
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

test('after a reload, an unfinished v1 order this browser remembers is tracked again', async () => {
  rememberV1(resumedId)
  renderSwapCard({ amount: '' }, {})
  fireEvent.click(await screen.findByRole('button', { name: en.connect }))
  const progress = await screen.findByRole('region', { name: en.orderProgress })
  await waitFor(() =>
    expect(within(progress).getByRole('status').textContent).toBe(v1TrackingEn.status.published),
  )
  expect(calls).toContain(`/api/v1/orders/by-id/${resumedId}`)
  // Back to the form when the user asks.
  fireEvent.click(screen.getByRole('button', { name: en.newSwap }))
  expect(await screen.findByLabelText(en.amountToPay)).toBeDefined()
})

test('a v1 order that finished here is not resumed', async () => {
  rememberV1(resumedId, true)
  renderSwapCard({ amount: '' }, {})
  fireEvent.click(await screen.findByRole('button', { name: en.connect }))
  expect(await screen.findByLabelText(en.amountToPay)).toBeDefined()
  expect(screen.queryByRole('region', { name: en.orderProgress })).toBeNull()
  expect(calls.filter((call) => call.includes('/by-id/'))).toEqual([])
})

test('the history lists the v1 orders of the address with their status and no interface badge, and opens one in the tracker', async () => {
  renderSwapCard({ amount: '' }, {})
  fireEvent.click(await screen.findByRole('button', { name: en.connect }))
  fireEvent.click(await screen.findByRole('button', { name: en.history }))
  const panel = await screen.findByRole('region', { name: en.history })
  const row = await within(panel).findByRole('button', { name: /0\.05 ETH → USDC/ })
  // Read as spoken: the token icons before the text are decorative (aria-hidden).
  const spoken = row.cloneNode(true) as HTMLElement
  for (const hidden of spoken.querySelectorAll('[aria-hidden="true"]')) hidden.remove()
  expect(row.querySelectorAll('.ferry-token-icon')).toHaveLength(2)
  // Read as a v2 row reads: no interface badge before its status.
  expect(spoken.textContent).toMatch(
    new RegExp(`^0\\.05 ETH → USDC · Ethereum → Base${v1TrackingEn.steps.refund_pending}`),
  )
  expect(spoken.textContent).not.toMatch(/\bv1\b/)
  fireEvent.click(row)
  const progress = await screen.findByRole('region', { name: en.orderProgress })
  await waitFor(() =>
    expect(within(progress).getByRole('status').textContent).toBe(
      v1TrackingEn.status.refund_pending,
    ),
  )
})
