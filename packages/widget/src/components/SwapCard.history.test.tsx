import type { OrderState } from '@ferry/order-api'
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { account, orderRecordFor, renderSwapCard } from '../../test/swapCardFixtures.js'
import { allEnglish as en } from '../i18n/allEnglish.js'
import { createOrderStorage } from '../storage/orderStorage.js'

const local = `0x${'4d'.repeat(32)}`
const listed = `0x${'5e'.repeat(32)}`
// A delivered one paid out: a refund-only end reads as a refund.
const record = (orderId: string, state: OrderState) =>
  orderRecordFor(orderId, state, {
    srcAmountSpoke: '7000000',
    ...(state === 'delivered'
      ? {
          deliver: {
            payout: { tx: `0x${'bb'.repeat(32)}`, amount: '6990000' },
            refund: null,
            at: 1,
          },
        }
      : {}),
  })

let calls: string[]
let signIns: { message: string; signature: string }[]
let listAnswer: (authorization: string | null) => Response

beforeEach(() => {
  localStorage.clear()
  sessionStorage.clear()
  calls = []
  signIns = []
  listAnswer = (authorization) =>
    authorization === 'Bearer token-1'
      ? Response.json({
          orders: [{ ...record(listed, 'delivered'), builtAt: 1_700_000_500 }],
          nextCursor: null,
        })
      : Response.json({ name: 'UnauthorizedException', message: 'sign in' }, { status: 401 })
  createOrderStorage().remember(account, {
    orderId: local,
    createdAt: 1_700_000_000,
    srcChainId: 1,
    dstChainId: 8453,
    summary: '3 USDC → USDC',
    decimals: { src: 6, dst: 6 },
  })
  vi.stubGlobal('EventSource', undefined)
  // The BFF (sessions, the guarded list, one order) and the mock wallet's RPC (personal_sign).
  vi.stubGlobal('fetch', async (url: string | URL, init?: RequestInit) => {
    const parsed = new URL(String(url))
    const headers = new Headers(init?.headers)
    calls.push(`${init?.method ?? 'GET'} ${parsed.pathname}`)
    if (!parsed.hostname.startsWith('bff-')) {
      const { id, method } = JSON.parse(String(init?.body))
      expect(method).toBe('eth_sign')
      return Response.json({ jsonrpc: '2.0', id, result: `0x${'ab'.repeat(65)}` })
    }
    if (parsed.pathname === '/api/session/nonce')
      return Response.json({
        nonce: 'n0nce1234567',
        expiresAt: Math.floor(Date.now() / 1000) + 300,
      })
    if (parsed.pathname === '/api/session') {
      signIns.push(JSON.parse(String(init?.body)))
      return Response.json({
        token: 'token-1',
        address: account,
        expiresAt: Math.floor(Date.now() / 1000) + 3600,
      })
    }
    if (parsed.pathname === '/api/v2/orders') {
      expect(parsed.searchParams.get('depositor')).toBe(account)
      return listAnswer(headers.get('authorization'))
    }
    if (parsed.pathname === `/api/v2/orders/${listed}`)
      return Response.json(record(listed, 'delivered'))
    return Response.json({ error: 'Requested amount is below' }, { status: 400 })
  })
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

async function openHistory() {
  renderSwapCard({ amount: '' }, {})
  fireEvent.click(await screen.findByRole('button', { name: en.connect }))
  fireEvent.click(await screen.findByRole('button', { name: en.history }))
  return screen.findByRole('region', { name: en.history })
}
const rowsOf = (panel: HTMLElement) =>
  within(panel)
    .getAllByRole('button')
    .filter((button) => button.className.includes('ferry-history-row'))

/** A row's text as read out: the token icons are decorative (aria-hidden). */
const spoken = (row: HTMLElement) => {
  const copy = row.cloneNode(true) as HTMLElement
  for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove()
  return copy.textContent
}

test("this browser's orders show at once; the BFF's list needs no request until signed in", async () => {
  const panel = await openHistory()
  expect(rowsOf(panel)).toHaveLength(1)
  // Its state comes from the public read of the one order (here the service does not know it).
  await waitFor(() =>
    expect(rowsOf(panel).map(spoken)).toEqual([
      expect.stringMatching(/^3 USDC → USDC · Ethereum → Base.*Not seen by the service yet/),
    ]),
  )
  expect(await within(panel).findByRole('button', { name: en.signIn.button })).toBeDefined()
  expect(calls.filter((call) => call === 'GET /api/v2/orders')).toEqual([])
  expect(calls).toContain(`GET /api/v2/orders/${local}`)
})

test('one signature signs in, then every order is listed with the token and opens in the tracker', async () => {
  const panel = await openHistory()
  fireEvent.click(await within(panel).findByRole('button', { name: en.signIn.button }))
  await waitFor(() => expect(rowsOf(panel)).toHaveLength(2))
  expect(rowsOf(panel).map(spoken)).toEqual([
    expect.stringMatching(/^7 USDC → USDC · Ethereum → Base.*Delivered/),
    expect.stringMatching(/^3 USDC → USDC · Ethereum → Base.*Not seen by the service yet/),
  ])
  expect(within(panel).queryByRole('button', { name: en.signIn.button })).toBeNull()
  // Each known side is drawn with its token's icon over its chain's.
  const icons = [...rowsOf(panel)[0]!.querySelectorAll<HTMLElement>('.ferry-token-icon')]
  expect(
    icons.map((icon) => [
      icon.dataset.symbol,
      icon
        .querySelector('.ferry-chain-badge')
        ?.getAttribute('src')
        ?.replace(/^.*\/api/, '/api'),
    ]),
  ).toEqual([
    ['USDC', '/api/v1/chain/1/icon'],
    ['USDC', '/api/v1/chain/8453/icon'],
  ])
  // An EIP-4361 message for this page, this account and the BFF's nonce, signed once.
  expect(signIns).toHaveLength(1)
  const message = signIns[0]!.message
  expect(message).toContain(
    `${location.host} wants you to sign in with your Ethereum account:\n${account}`,
  )
  expect(message).toContain('Nonce: n0nce1234567')
  expect(message).toContain('Chain ID: 1')
  expect(signIns[0]!.signature).toBe(`0x${'ab'.repeat(65)}`)
  // The token is kept for this address only, for this tab (the BFF is another origin here, so
  // its cookie cannot serve), and never in localStorage.
  expect(JSON.parse(sessionStorage.getItem(`ferry:session:${account.toLowerCase()}`)!).token).toBe(
    'token-1',
  )
  expect(localStorage.getItem(`ferry:session:${account.toLowerCase()}`)).toBeNull()

  fireEvent.click(rowsOf(panel)[0]!)
  const progress = await screen.findByRole('region', { name: 'Order progress' })
  await waitFor(() =>
    expect(progress.querySelector('[role="status"]')?.getAttribute('data-state')).toBe('delivered'),
  )
})

test('a token the BFF refuses is dropped and the sign-in offered again', async () => {
  sessionStorage.setItem(
    `ferry:session:${account.toLowerCase()}`,
    JSON.stringify({ token: 'revoked', expiresAt: Math.floor(Date.now() / 1000) + 3600 }),
  )
  const panel = await openHistory()
  expect(await within(panel).findByRole('button', { name: en.signIn.button })).toBeDefined()
  expect(calls.filter((call) => call === 'GET /api/v2/orders')).toHaveLength(1)
  expect(sessionStorage.getItem(`ferry:session:${account.toLowerCase()}`)).toBeNull()
  expect(rowsOf(panel)).toHaveLength(1)
})

test('a refused sign-in says so and keeps the remembered orders', async () => {
  vi.stubGlobal('fetch', async (url: string | URL) =>
    new URL(String(url)).pathname === '/api/session/nonce'
      ? Response.json({ name: 'ServiceUnavailable', message: 'down' }, { status: 503 })
      : Response.json({ error: 'not in this test' }, { status: 500 }),
  )
  const panel = await openHistory()
  fireEvent.click(await within(panel).findByRole('button', { name: en.signIn.button }))
  expect((await within(panel).findByRole('alert')).textContent).toBe(en.signIn.failed)
  expect(rowsOf(panel)).toHaveLength(1)
})
