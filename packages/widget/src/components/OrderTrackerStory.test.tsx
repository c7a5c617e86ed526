import type { OrderRecord, OrderState, TokenEntry } from '@ferry/order-api'
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import type { FerryConfig } from '../ferryConfig.js'
import { allEnglish as en } from '../i18n/allEnglish.js'
import { trackerStoryEn } from '../i18n/trackerStoryEn.js'
import { OrderTracker } from './OrderTracker.js'

const orderId = `0x${'2e'.repeat(32)}`
const usdcEth = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
const usdcBase = '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913'
const depositTx = `0x${'aa'.repeat(32)}`
const payoutTx = `0x${'bb'.repeat(32)}`
const refundTx = `0x${'cd'.repeat(32)}`
const bffUrl = 'http://bff-story.test'
const chain = (id: number, name: string, explorerUrl: string | null) => ({
  id,
  name,
  family: 'evm' as const,
  rpcUrl: `http://rpc-${id}.test`,
  explorerUrl,
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
})
const config: FerryConfig = {
  mode: 'devnet',
  // Ethereum has an explorer, Base none.
  chains: [chain(1, 'Ethereum', 'https://explorer.test'), chain(8453, 'Base', null)],
  cancelDomain: {
    name: 'OrderDelegate',
    version: '2',
    chainId: 1,
    verifyingContract: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  },
  pollIntervalMs: 10_000,
}
const tokens: TokenEntry[] = [
  { chainId: 1, token: usdcEth, symbol: 'USDC', decimals: 6, depositFee: '0', withdrawFee: '0' },
  {
    chainId: 8453,
    token: usdcBase,
    symbol: 'USDC',
    decimals: 6,
    depositFee: '0',
    withdrawFee: '0',
  },
]
const catalogToken = (chainId: number, address: string) => ({
  chainId,
  address,
  name: 'USD Coin',
  symbol: 'USDC',
  decimals: 6,
  logoURI: 'https://service.test/v1/token-logos/USDC.svg',
  extensions: { price: { usd: '0.9998', provider: 'test' } },
})

const T0 = 1_795_000_000
const record = (state: OrderState, extra: Partial<OrderRecord> = {}) => ({
  orderId,
  integrator: 'ferry-demo',
  srcToken: usdcEth,
  dstToken: usdcBase,
  srcChainId: 1,
  dstChainId: 8453,
  srcAmountSpoke: '100000000',
  depositor: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  depositAddress: null,
  payoutAddr: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  refundAddr: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  fullFee: '800000',
  intentOutcomeRate: '1000000000000000000',
  state,
  deposit: state === 'pending_deposit' ? null : { tx: depositTx, at: T0 + 10 },
  deliver: null,
  deliveryFailed: null,
  traces: {
    rootIntentId: null,
    publish:
      state === 'pending_deposit' || state === 'deposited' ? null : { tx: '0x01', at: T0 + 40 },
    withdraw: null,
    chainObservations: [],
  },
  // The BFF's journal adds the build time.
  builtAt: T0,
  ...extra,
})
const observation = (intentState: string, at: number) => ({
  seq: at,
  intentId: orderId,
  intentState,
  observedTx: `0x${'0f'.repeat(32)}`,
  at,
})

let answer: ReturnType<typeof record>
let catalog: unknown[]
let catalogQueries: string[]

beforeEach(() => {
  catalog = [catalogToken(1, usdcEth), catalogToken(8453, usdcBase)]
  catalogQueries = []
  vi.stubGlobal('EventSource', undefined)
  vi.stubGlobal('fetch', async (url: string | URL) => {
    const parsed = new URL(String(url))
    if (parsed.pathname === '/api/v1/tokens') {
      catalogQueries.push(parsed.search)
      return Response.json(catalog)
    }
    expect(parsed.pathname).toBe(`/api/v2/orders/${orderId}`)
    return Response.json(answer)
  })
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

const renderTracker = () =>
  render(
    <OrderTracker
      bffUrl={bffUrl}
      orderId={orderId}
      config={config}
      decimals={{ src: 6, dst: 6 }}
      tokens={tokens}
    />,
  )
const receipt = () => screen.getByRole('region', { name: trackerStoryEn.receipt })

/** An order's traces: published 40 s in, then what the hub saw. */
const publishedAt40 = (chainObservations: readonly ReturnType<typeof observation>[]) => ({
  rootIntentId: null,
  publish: { tx: '0x01', at: T0 + 40 },
  withdraw: null,
  chainObservations: [...chainObservations],
})

/** Renders the tracker, waits for its receipt and checks the receipt's heading. */
async function expectReceiptHeaded(outcome: string) {
  renderTracker()
  await waitFor(() => expect(receipt()).toBeTruthy())
  expect(within(receipt()).getByRole('heading').textContent).toBe(
    `${trackerStoryEn.receipt} · ${outcome}`,
  )
}

/** The hash a tracker shows where the chain has no explorer. */
const shownHash = (hash: string) => screen.getByTitle(hash)

test('what was sent and what arrives: token, chain and amount with icons, and USD when priced', async () => {
  answer = record('published')
  const { container } = renderTracker()
  await screen.findByText('100 USDC on Ethereum')
  // The deposit less the fee at the order's rate, an estimate until the hub settles.
  expect(screen.getByText(trackerStoryEn.toReceive)).toBeTruthy()
  expect(screen.getByText('99.2 USDC on Base')).toBeTruthy()
  await screen.findByText('≈ $99.98')
  expect(screen.getByText('≈ $99.18')).toBeTruthy()
  const icons = [...container.querySelectorAll('.ferry-legs .ferry-token-icon')]
  expect(icons.map((icon) => [...icon.querySelectorAll('img')].map((img) => img.src))).toEqual([
    [`${bffUrl}/api/v1/token-logos/USDC.svg`, `${bffUrl}/api/v1/chain/1/icon`],
    [`${bffUrl}/api/v1/token-logos/USDC.svg`, `${bffUrl}/api/v1/chain/8453/icon`],
  ])
  // One catalog read for both chains of the order.
  expect(catalogQueries).toEqual([`?chainIds=${encodeURIComponent('1,8453')}`])
})

test('a token the catalog does not know gets the glyph and no USD', async () => {
  catalog = []
  answer = record('published')
  const { container } = renderTracker()
  await screen.findByText('100 USDC on Ethereum')
  await waitFor(() => expect(catalogQueries).toHaveLength(1))
  expect(container.querySelectorAll('.ferry-legs .ferry-token-glyph')).toHaveLength(2)
  expect(screen.queryByText(/\$/)).toBeNull()
})

test('each step has its time; transactions link to explorers where the chain has one', async () => {
  answer = record('delivered', {
    deliver: { payout: { tx: payoutTx, amount: '99200000' }, refund: null, at: T0 + 130 },
    traces: publishedAt40([observation('Filled', T0 + 70)]),
  })
  const { container } = renderTracker()
  await waitFor(() => expect(receipt()).toBeTruthy())
  const times = [...container.querySelectorAll('.ferry-step-detail time')].map((time) =>
    time.getAttribute('datetime'),
  )
  expect(times).toEqual(
    [0, 10, 40, 70, 130].map((offset) => new Date((T0 + offset) * 1000).toISOString()),
  )
  // The deposit on Ethereum is a link; Base has no explorer, so the payout's hash is written out.
  expect(screen.getByRole('link', { name: en.depositTx }).getAttribute('href')).toBe(
    `https://explorer.test/tx/${depositTx}`,
  )
  expect(screen.queryByRole('link', { name: en.payoutTx })).toBeNull()
  // In full: the receipt's lines say it all, no sentence repeats them.
  expect(within(receipt()).getByRole('heading').textContent).toBe(
    `${trackerStoryEn.receipt} · ${trackerStoryEn.outcome.delivered}`,
  )
  expect(within(receipt()).getByText(`${en.paid}: 99.2 USDC`)).toBeTruthy()
  expect(within(receipt()).queryByText(/^Received/)).toBeNull()
  // Unlinked, the hash is shown by its ends; its title and copy button hold the whole of it.
  expect([shownHash(payoutTx).tagName, shownHash(payoutTx).parentElement?.textContent]).toEqual([
    'CODE',
    `${en.payoutTx}: 0xbbbbbbbb…bbbbbbbb`,
  ])
  // A copy button for every transaction and for the order id.
  for (const what of [en.depositTx, en.payoutTx, trackerStoryEn.orderId])
    expect(screen.getByRole('button', { name: trackerStoryEn.copyLabel(what) })).toBeTruthy()
})

test('copy puts the hash on the clipboard and says "Copied" in a live region, for a while', async () => {
  const writes: string[] = []
  vi.stubGlobal('navigator', {
    ...navigator,
    clipboard: { writeText: async (text: string) => void writes.push(text) },
  })
  answer = record('deposited')
  renderTracker()
  const button = await screen.findByRole('button', { name: trackerStoryEn.copyLabel(en.depositTx) })
  vi.useFakeTimers()
  await act(async () => {
    fireEvent.click(button)
    await vi.advanceTimersByTimeAsync(0)
  })
  expect(writes).toEqual([depositTx])
  const region = button.parentElement!.querySelector('[aria-live="polite"]')!
  expect(region.textContent).toBe(trackerStoryEn.copied)
  await act(async () => {
    await vi.advanceTimersByTimeAsync(2_000)
  })
  expect(region.textContent).toBe('')
})

test('without a clipboard, copy says so and shows the value to select by hand', async () => {
  vi.stubGlobal('navigator', { ...navigator, clipboard: undefined })
  answer = record('deposited')
  renderTracker()
  const button = await screen.findByRole('button', {
    name: trackerStoryEn.copyLabel(trackerStoryEn.orderId),
  })
  fireEvent.click(button)
  const copy = button.parentElement!
  await waitFor(() =>
    expect(copy.querySelector('[aria-live="polite"]')!.textContent).toBe(trackerStoryEn.copyFailed),
  )
  expect(within(copy).getByText(orderId).tagName).toBe('CODE')
})

test('elapsed time since the build and an estimate from the order’s own pace, ticking', async () => {
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
  })
  vi.setSystemTime((T0 + 50) * 1000)
  // Deposit at +10, published at +40: 30 s a step, three steps to go, 10 s into this one.
  answer = record('published')
  renderTracker()
  await act(async () => {
    await vi.advanceTimersByTimeAsync(0)
  })
  expect(screen.getByText(trackerStoryEn.elapsed('50 sec'))).toBeTruthy()
  expect(screen.getByText(trackerStoryEn.remaining('1 min 20 sec'))).toBeTruthy()
  await act(async () => {
    await vi.advanceTimersByTimeAsync(20_000)
  })
  expect(screen.getByText(trackerStoryEn.elapsed('1 min 10 sec'))).toBeTruthy()
  expect(screen.getByText(trackerStoryEn.remaining('1 min 0 sec'))).toBeTruthy()
  // Slower than its pace: no negative time, a plain "any moment".
  await act(async () => {
    await vi.advanceTimersByTimeAsync(120_000)
  })
  expect(screen.getByText(trackerStoryEn.soon)).toBeTruthy()
})

test('no estimate before the order has a pace (just deposited) or while it waits for the deposit', async () => {
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
  })
  vi.setSystemTime((T0 + 20) * 1000)
  for (const state of ['deposited', 'pending_deposit'] as const) {
    answer = record(state)
    const tracker = renderTracker()
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0)
    })
    expect(screen.getByText(trackerStoryEn.elapsed('20 sec'))).toBeTruthy()
    expect(screen.queryByText(/left$/)).toBeNull()
    tracker.unmount()
  }
})

test('before its deposit is seen, an order reads what the user sends, never what was sent', async () => {
  answer = record('pending_deposit', { depositAddress: 'TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf' })
  const first = renderTracker()
  await screen.findByText('100 USDC on Ethereum')
  expect(screen.getByText(trackerStoryEn.toSend)).toBeTruthy()
  expect(screen.queryByText(trackerStoryEn.sent)).toBeNull()
  first.unmount()
  answer = record('deposited')
  renderTracker()
  await screen.findByText('100 USDC on Ethereum')
  expect(screen.getByText(trackerStoryEn.sent)).toBeTruthy()
  expect(screen.queryByText(trackerStoryEn.toSend)).toBeNull()
})

test('a partial fill: the receipt says how much arrived of the full fill and what was refunded', async () => {
  answer = record('delivered', {
    deliver: {
      payout: { tx: payoutTx, amount: '60000000' },
      refund: { tx: refundTx, amount: '39500000' },
      at: T0 + 200,
    },
    traces: publishedAt40([
      observation('PartiallyFilled', T0 + 70),
      observation('Closed', T0 + 100),
    ]),
  })
  await expectReceiptHeaded(trackerStoryEn.outcome.partial)
  expect(
    within(receipt()).getByText('Received 60 USDC of 99.2 USDC; 39.5 USDC refunded'),
  ).toBeTruthy()
  expect(within(receipt()).getByText(`${en.paid}: 60 USDC`)).toBeTruthy()
  expect(within(receipt()).getByText(`${en.refunded}: 39.5 USDC`)).toBeTruthy()
  expect(within(receipt()).getByText(trackerStoryEn.took('3 min 20 sec'))).toBeTruthy()
  // The refund goes back on the source chain, which has an explorer.
  expect(screen.getByRole('link', { name: en.refundTx }).getAttribute('href')).toBe(
    `https://explorer.test/tx/${refundTx}`,
  )
  // Finished: no running clock any more.
  expect(screen.queryByText(/since the order was created/)).toBeNull()
})

test.each([
  ['refunded', [], trackerStoryEn.outcome.refunded],
  ['cancelled', [observation('Cancelled', T0 + 60)], trackerStoryEn.outcome.cancelled],
] as const)('a refund without payout reads as %s', async (_, observations, heading) => {
  answer = record('delivered', {
    deliver: { payout: null, refund: { tx: refundTx, amount: '99200000' }, at: T0 + 90 },
    traces: publishedAt40(observations),
  })
  await expectReceiptHeaded(heading)
  expect(within(receipt()).getByText(trackerStoryEn.nothingPaid)).toBeTruthy()
  expect(within(receipt()).getByText(`${en.refunded}: 99.2 USDC`)).toBeTruthy()
  expect(within(receipt()).queryByText(new RegExp(`^${en.paid}:`))).toBeNull()
})

test('a failed delivery has a receipt that says so', async () => {
  answer = record('delivery_failed', { deliveryFailed: { reason: 'payout reverted' } })
  renderTracker()
  await waitFor(() => expect(receipt()).toBeTruthy())
  expect(receipt().getAttribute('data-outcome')).toBe('failed')
  expect(within(receipt()).getByRole('heading').textContent).toBe(
    `${trackerStoryEn.receipt} · ${trackerStoryEn.outcome.failed}`,
  )
})
