import type { V1OrderStatus, V1OrderWire } from '@ferry/order-api/v1'
import { renderWithProviders } from '@ferry/test-utils/react'
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { evmTxHash, v1Order, wallet, walletOrderId } from '../../../test/v1/v1Fixtures.js'
import TrackedOrder from '../../components/TrackedOrder.js'
import type { FerryConfig } from '../../ferryConfig.js'
import { type FerryEvent, FerryEventsContext } from '../../hooks/useFerryEvents.js'
import { allEnglish as en } from '../../i18n/allEnglish.js'
import { es } from '../../i18n/es.js'
import { trackerStoryEn } from '../../i18n/trackerStoryEn.js'
import { LocaleContext, localize } from '../../i18n/useMessages.js'
import { v1TrackingEn as m } from '../../i18n/v1TrackingEn.js'
import { v1TrackingEs } from '../../i18n/v1TrackingEs.js'
import { createOrderStorage } from '../../storage/orderStorage.js'

const config: FerryConfig = {
  mode: 'devnet',
  chains: [
    {
      id: 8453,
      name: 'Base',
      family: 'evm',
      rpcUrl: 'http://127.0.0.1:8546',
      explorerUrl: 'https://basescan.example/',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    },
    {
      id: 42161,
      name: 'Arbitrum One',
      family: 'evm',
      rpcUrl: 'http://127.0.0.1:8547',
      explorerUrl: null,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    },
  ],
  cancelDomain: {
    name: 'OrderDelegate',
    version: '2',
    chainId: 8453,
    verifyingContract: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  },
  pollIntervalMs: 5,
}
const fillHash = `0x${'cd'.repeat(32)}`
const refundHash = `0x${'ef'.repeat(32)}`
const at = (second: number) => `2027-01-15T08:00:${String(second).padStart(2, '0')}.000Z`
const depositAt = Date.parse(at(10))

/** The order at each status, with the transactions the service lists by then. */
function orderAt(status: V1OrderStatus): V1OrderWire {
  const deposit = { timestamp: at(10), txHash: evmTxHash, chainId: 8453, amount: '100000000' }
  switch (status) {
    case 'created':
      return v1Order({
        status,
        stepsCompleted: ['created'],
        transactions: {},
        timestamps: { createdAt: at(0) },
      })
    case 'deposited':
      return v1Order({
        status,
        stepsCompleted: ['created', 'deposited'],
        timestamps: { createdAt: at(0) },
      })
    case 'filled':
      return v1Order({
        status,
        stepsCompleted: ['created', 'deposited', 'published', 'filled'],
        transactions: {
          deposit,
          fill: { timestamp: at(50), txHash: fillHash, chainId: 42161, amount: '99860000' },
        },
      })
    case 'refunded':
      return v1Order({
        status,
        transactions: {
          deposit,
          refund: { timestamp: at(59), txHash: refundHash, chainId: 8453, amount: '99000000' },
        },
      })
    case 'failed':
      return v1Order({ status, timestamps: { createdAt: at(0), failedAt: at(40) } })
    default:
      return v1Order({ status })
  }
}

let bffCount = 0
let answers: V1OrderWire[]
let requests: string[]

/**
 * The tracker as the swap card draws it for a v1 order, on a fresh BFF (the v1 client is kept
 * per BFF URL) answering `answers` in turn.
 */
function renderTracker(
  statuses: V1OrderStatus[],
  options: {
    events?: FerryEvent[]
    onFinished?: () => void
    onNewSwap?: () => void
    locale?: 'es'
  } = {},
) {
  answers = statuses.map(orderAt)
  const bffUrl = `https://bff-v1-${++bffCount}.test`
  const events = options.events ?? []
  const tracker = (
    <FerryEventsContext.Provider value={(event) => events.push(event)}>
      <TrackedOrder
        interface="v1"
        bffUrl={bffUrl}
        config={config}
        tokens={[]}
        orderId={walletOrderId}
        canCancel
        onFinished={options.onFinished ?? (() => {})}
        onNewSwap={options.onNewSwap ?? (() => {})}
      />
    </FerryEventsContext.Provider>
  )
  return renderWithProviders(
    options.locale ? (
      <LocaleContext.Provider value={localize('es', es)}>{tracker}</LocaleContext.Provider>
    ) : (
      tracker
    ),
  )
}

// The lazy v1 chunk, transformed once here rather than inside the first test's wait.
beforeAll(async () => {
  await import('../index.js')
})

beforeEach(() => {
  localStorage.clear()
  requests = []
  // The polling path: this environment has no event stream.
  vi.stubGlobal('EventSource', undefined)
  vi.stubGlobal('fetch', async (input: string | URL) => {
    const url = new URL(String(input))
    // The catalog's logos and prices: none listed here.
    if (url.pathname === '/api/v1/tokens') return Response.json([])
    requests.push(url.pathname)
    expect(url.pathname).toBe(`/api/v1/orders/by-id/${walletOrderId}`)
    return Response.json(answers[Math.min(requests.length - 1, answers.length - 1)])
  })
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

const statusLine = () => screen.getByRole('status')
const copyLabel = trackerStoryEn.copyLabel
/** The running clock's parts (time elapsed, time left), undefined when there is none. */
const clock = () => {
  const line = document.querySelector('.ferry-clock')
  return line ? [...line.children].map((part) => part.textContent) : undefined
}
const currentStep = () =>
  screen.getByRole('region', { name: 'Order progress' }).querySelector('[aria-current="step"]')

describe('V1TrackedOrder', () => {
  it.each([
    'created',
    'deposited',
    'published',
    'filled',
    'refund_pending',
    'refunded',
    'failed',
  ] as const)(
    'shows %s as the user reads it, on the step line and in the live region',
    async (status) => {
      renderTracker([status])
      await waitFor(() => expect(statusLine().textContent).toBe(m.status[status]))
      expect(statusLine().getAttribute('aria-live')).toBe('polite')
      expect(currentStep()?.textContent).toBe(m.steps[status])
    },
  )

  it('draws a refund on its way as a refund, never as a failure, and keeps following it', async () => {
    const onFinished = vi.fn()
    renderTracker(['refund_pending', 'refund_pending', 'refunded'], { onFinished })
    await waitFor(() => expect(statusLine().textContent).toBe(m.status.refund_pending))
    expect(statusLine().dataset.tone).toBe('refund')
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.queryByText(new RegExp(m.steps.failed))).toBeNull()
    expect(onFinished).not.toHaveBeenCalled()
    await waitFor(() => expect(statusLine().textContent).toBe(m.status.refunded))
    expect(onFinished).toHaveBeenCalledTimes(1)
  })

  it('says how much was refunded, in the token sent, on its receipt', async () => {
    renderTracker(['refunded'])
    const receipt = await screen.findByRole('region', { name: trackerStoryEn.receipt })
    expect(within(receipt).getByText(/^Refunded:/).textContent).toBe(`${en.refunded}: 99 USDC`)
    expect(screen.getByText(trackerStoryEn.sent).parentElement?.textContent).toBe(
      'You sent 100 USDC on Base',
    )
    // Nothing arrives on a refunded order: no "you receive" line.
    expect(screen.queryByText(trackerStoryEn.toReceive)).toBeNull()
    expect(screen.queryByText(trackerStoryEn.received)).toBeNull()
  })

  it('without a clipboard, a copy button shows the hash to select by hand', async () => {
    vi.stubGlobal('navigator', { ...navigator, clipboard: undefined })
    renderTracker(['filled'])
    const copy = await screen.findByRole('button', { name: copyLabel(en.payoutTx) })
    fireEvent.click(copy)
    const item = copy.closest('li')!
    await waitFor(() =>
      expect(item.querySelector('[aria-live]')!.textContent).toBe(trackerStoryEn.copyFailed),
    )
    expect(item.querySelector('code.ferry-hash-full')!.textContent).toBe(fillHash)
  })

  it('names a failure clearly, with what to do next', async () => {
    renderTracker(['failed'])
    expect((await screen.findByRole('alert')).textContent).toBe(m.failedNext)
    expect(statusLine().dataset.tone).toBe('danger')
  })

  it('links transactions to the explorer of chains that have one, shows the bare hash elsewhere, and copies every hash', async () => {
    const writeText = vi.fn(async () => {})
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } })
    renderTracker(['filled'])
    const tracker = await screen.findByRole('region', { name: en.orderProgress })
    const link = await within(tracker).findByRole('link', { name: en.depositTx })
    expect(link.getAttribute('href')).toBe(`https://basescan.example/tx/${evmTxHash}`)
    // Arbitrum has no explorer in this config: the fill's hash is shown, not linked.
    expect(within(tracker).getAllByRole('link')).toHaveLength(1)
    const shown = within(tracker).getByTitle(fillHash)
    expect([shown.tagName, shown.textContent]).toEqual(['CODE', '0xcdcdcdcd…cdcdcdcd'])
    const copies = [en.depositTx, en.payoutTx].map((what) =>
      within(tracker).getByRole('button', { name: copyLabel(what) }),
    )
    expect(copies).toHaveLength(2)
    fireEvent.click(copies[1]!)
    await waitFor(() =>
      expect(copies[1]!.parentElement!.querySelector('[aria-live]')!.textContent).toBe(
        trackerStoryEn.copied,
      ),
    )
    expect(writeText).toHaveBeenCalledWith(fillHash)
    // The order ID has its copy button too.
    fireEvent.click(screen.getByRole('button', { name: copyLabel(trackerStoryEn.orderId) }))
    await waitFor(() => expect(writeText).toHaveBeenLastCalledWith(walletOrderId))
    // What arrived is the fill's amount, not the quoted one.
    expect(screen.getByText(trackerStoryEn.received).parentElement?.textContent).toBe(
      'You received 99.86 USDC on Arbitrum One',
    )
  })

  /** This browser keeps the order as the run left it: with its route's five-minute estimate. */
  const rememberWithRouteEstimate = () =>
    createOrderStorage().remember(wallet, {
      orderId: walletOrderId,
      createdAt: depositAt / 1000,
      srcChainId: 8453,
      dstChainId: 42161,
      summary: '100 USDC → USDC',
      interface: 'v1',
      expectedDurationSeconds: 300,
    })

  it('counts the ETA from the deposit with the route estimate this browser kept, the time elapsed from the order, then says it should end any moment', async () => {
    rememberWithRouteEstimate()
    // Only the clock is faked: the polls run on real timers.
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(depositAt + 60_000)
    renderTracker(['published'])
    // Created 10 s before its deposit.
    await waitFor(() =>
      expect(clock()).toEqual([
        trackerStoryEn.elapsed('1 min 10 sec'),
        trackerStoryEn.remaining('4 min 0 sec'),
      ]),
    )
    cleanup()
    vi.setSystemTime(depositAt + 400_000)
    renderTracker(['published'])
    await waitFor(() =>
      expect(clock()).toEqual([trackerStoryEn.elapsed('6 min 50 sec'), trackerStoryEn.soon]),
    )
  })

  it('gives a refund on its way no delivery ETA, only the time elapsed', async () => {
    rememberWithRouteEstimate()
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(depositAt + 90_000)
    renderTracker(['refund_pending'])
    await waitFor(() => expect(clock()).toEqual([trackerStoryEn.elapsed('1 min 40 sec')]))
  })

  it('shows no ETA once the order is final', async () => {
    renderTracker(['filled'])
    await waitFor(() => expect(statusLine().textContent).toBe(m.status.filled))
    expect(clock()).toBeUndefined()
  })

  it("tells the host each new status under v2's event names, once final stops asking", async () => {
    const events: FerryEvent[] = []
    renderTracker(['published', 'published', 'refund_pending', 'refunded'], { events })
    await waitFor(() => expect(statusLine().textContent).toBe(m.status.refunded))
    const data = (state: V1OrderStatus) => ({ orderId: walletOrderId, interface: 'v1', state })
    expect(events).toEqual([
      { name: 'order-updated', data: data('published') },
      { name: 'order-updated', data: data('refund_pending') },
      { name: 'order-updated', data: data('refunded') },
      { name: 'order-completed', data: data('refunded') },
      // Seen on its way, then final: landed (useLandingNotice), the page in view.
      {
        name: 'order-landed',
        data: { orderId: walletOrderId, outcome: 'refunded', background: false },
      },
    ])
    const reads = requests.length
    expect(reads).toBe(4)
  })

  it('sends order-failed for a failed order', async () => {
    const events: FerryEvent[] = []
    renderTracker(['failed'], { events })
    await waitFor(() => expect(events).toHaveLength(2))
    expect(events[1]).toEqual({
      name: 'order-failed',
      data: { orderId: walletOrderId, interface: 'v1', state: 'failed' },
    })
  })

  it("speaks the widget's locale once its v1 catalog has loaded", async () => {
    renderTracker(['refund_pending'], { locale: 'es' })
    await waitFor(() => expect(statusLine().textContent).toBe(v1TrackingEs.status.refund_pending))
    const progress = screen.getByRole('region', { name: es.orderProgress })
    expect(progress.querySelector('[aria-current="step"]')?.textContent).toBe('Reembolso en camino')
    expect(screen.getByRole('button', { name: es.newSwap })).toBeDefined()
  })

  it('offers a new swap', async () => {
    const onNewSwap = vi.fn()
    renderTracker(['filled'], { onNewSwap })
    fireEvent.click(await screen.findByRole('button', { name: 'New swap' }))
    expect(onNewSwap).toHaveBeenCalledTimes(1)
  })
})
