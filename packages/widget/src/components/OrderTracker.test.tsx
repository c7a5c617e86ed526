import { type OrderRecord, type OrderState, orderStates } from '@ferry/order-api'
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { UserRejectedRequestError } from 'viem'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import type { CancelOutcome } from '../cancel/cancelOrder.js'
import type { FerryConfig } from '../ferryConfig.js'
import { type FerryEvent, FerryEventsContext } from '../hooks/useFerryEvents.js'
import { en } from '../i18n/en.js'
import { trackerStoryEn } from '../i18n/trackerStoryEn.js'
import { OrderTracker } from './OrderTracker.js'

const orderId = `0x${'1f'.repeat(32)}`
const config: FerryConfig = {
  mode: 'devnet',
  chains: [
    {
      id: 1,
      name: 'Ethereum',
      family: 'evm',
      rpcUrl: 'http://127.0.0.1:8545',
      explorerUrl: 'https://explorer.test/',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    },
    {
      id: 8453,
      name: 'Base',
      family: 'evm',
      rpcUrl: 'http://127.0.0.1:8546',
      explorerUrl: null,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    },
  ],
  cancelDomain: {
    name: 'OrderDelegate',
    version: '2',
    chainId: 1,
    verifyingContract: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  },
  pollIntervalMs: 5,
}
const depositTx = `0x${'aa'.repeat(32)}`
const payoutTx = `0x${'bb'.repeat(32)}`
const refundTx = `0x${'cd'.repeat(32)}`

const record = (state: OrderState, extra: Partial<OrderRecord> = {}): OrderRecord => ({
  orderId,
  integrator: 'ferry-demo',
  srcToken: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
  dstToken: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913',
  srcChainId: 1,
  dstChainId: 8453,
  srcAmountSpoke: '100000000',
  depositor: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  depositAddress: null,
  payoutAddr: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  refundAddr: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  fullFee: '799650',
  intentOutcomeRate: '999500000000000000',
  state,
  deposit: state === 'pending_deposit' ? null : { tx: depositTx, at: 1795000010 },
  deliver: null,
  deliveryFailed: null,
  traces: {
    rootIntentId: null,
    publish: null,
    withdraw: null,
    chainObservations: [],
  },
  ...extra,
})

let answers: OrderRecord[]
let reads: number
/** The v1 catalog's top tokens (logos, USD prices); none unless a test lists some. */
let catalog: unknown[]

beforeEach(() => {
  reads = 0
  catalog = []
  // Polling path: no event stream in this environment.
  vi.stubGlobal('EventSource', undefined)
  vi.stubGlobal('fetch', async (url: string | URL) => {
    if (String(url).includes('/api/v1/tokens')) return Response.json(catalog)
    expect(String(url)).toMatch(/\/api\/v2\/orders\/0x1f/)
    const answer = answers[Math.min(reads++, answers.length - 1)]
    return Response.json(answer)
  })
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

let testIndex = 0
function renderTracker(
  onEvent: (event: FerryEvent) => void = () => {},
  pollIntervalMs = config.pollIntervalMs,
  cancel: { onCancel?: () => Promise<CancelOutcome>; onFinished?: () => void } = {},
) {
  return render(
    <FerryEventsContext value={onEvent}>
      <OrderTracker
        bffUrl={`http://bff-tracker-${++testIndex}.test`}
        orderId={orderId}
        config={{ ...config, pollIntervalMs }}
        decimals={{ src: 6, dst: 6 }}
        {...cancel}
      />
    </FerryEventsContext>,
  )
}
const status = () => screen.getByRole('status')

test.each(orderStates)('state %s is shown by name in the status region', async (state) => {
  // Delivered with a payout: a refund-only end is told as a refund (the next test).
  answers = [
    record(
      state,
      state === 'delivered'
        ? { deliver: { payout: { tx: payoutTx, amount: '99251574' }, refund: null, at: 1 } }
        : {},
    ),
  ]
  renderTracker()
  await waitFor(() => expect(status().getAttribute('data-state')).toBe(state))
  expect(status().textContent).toContain(en.states[state])
  expect(screen.getByRole('listitem', { current: 'step' }).textContent).toBe(en.states[state])
})

/** The hash a tracker shows where the chain has no explorer. */
const shownHash = (hash: string) => screen.getByTitle(hash)

test('an order cancelled on the hub and refunded says so on its step line and status, and shows no "received 0"', async () => {
  answers = [
    record('delivered', {
      deliver: { payout: null, refund: { tx: refundTx, amount: '99000000' }, at: 1 },
      traces: {
        ...record('delivered').traces,
        chainObservations: [
          { seq: 1, intentId: orderId, intentState: 'Cancelled', observedTx: refundTx, at: 1 },
        ],
      },
    }),
  ]
  renderTracker()
  await waitFor(() => expect(status().textContent).toBe(trackerStoryEn.outcome.cancelled))
  const steps = [...document.querySelectorAll('.ferry-timeline > li:not(.ferry-step-detail)')].map(
    (item) => item.textContent,
  )
  expect(steps).toContain(trackerStoryEn.hubEnding.Cancelled)
  expect(steps).toContain(trackerStoryEn.settledRefunding)
  expect(steps.at(-1)).toBe(trackerStoryEn.outcome.refunded)
  expect(steps).not.toContain(en.states.terminal_chain)
  expect(screen.queryByText(trackerStoryEn.received)).toBeNull()
})

test('keeps polling through withdrawn_on_hub until delivered, and tells the host', async () => {
  answers = ['deposited', 'published', 'withdrawn_on_hub', 'delivered'].map((state) =>
    record(state as OrderState, {
      ...(state === 'delivered'
        ? { deliver: { payout: { tx: payoutTx, amount: '99251574' }, refund: null, at: 1 } }
        : {}),
    }),
  )
  // Fake timers that still move with real time: the end can then skip polls ahead, not sleep.
  vi.useFakeTimers({ shouldAdvanceTime: true })
  const events: FerryEvent[] = []
  let finished = 0
  renderTracker((event) => events.push(event), config.pollIntervalMs, {
    onFinished: () => finished++,
  })
  await waitFor(() => expect(status().getAttribute('data-state')).toBe('delivered'))
  expect(finished).toBe(1)
  const readsAtEnd = reads
  expect(readsAtEnd).toBe(4)
  // The landing notice's order-landed is left out: whether it follows depends on a state on the
  // way having been drawn before the end, which the skipped-ahead polls may not leave time for
  // (order/useLandingNotice.test.tsx tells its rule).
  expect(events.map((event) => event.name).filter((name) => name !== 'order-landed')).toEqual([
    'order-updated',
    'order-updated',
    'order-updated',
    'order-updated',
    'order-completed',
  ])
  expect(screen.getByText(`${en.paid}: 99.251574`)).toBeTruthy()
  // Linked to the source chain's explorer; the destination has none, so its hash is printed.
  expect(screen.getByRole('link', { name: en.depositTx }).getAttribute('href')).toBe(
    `https://explorer.test/tx/${depositTx}`,
  )
  // Unlinked, the hash is shown by its ends; its title and copy button hold the whole of it.
  expect([shownHash(payoutTx).tagName, shownHash(payoutTx).parentElement?.textContent]).toEqual([
    'CODE',
    `${en.payoutTx}: 0xbbbbbbbb…bbbbbbbb`,
  ])
  // A terminal state ends the polling: ten more intervals read nothing.
  await act(async () => {
    await vi.advanceTimersByTimeAsync(config.pollIntervalMs * 10)
  })
  expect(reads).toBe(readsAtEnd)
})

test('a partial fill shows what was paid and what was refunded', async () => {
  answers = [
    record('delivered', {
      deliver: {
        payout: { tx: payoutTx, amount: '60000000' },
        refund: { tx: refundTx, amount: '39500000' },
        at: 1,
      },
      traces: {
        rootIntentId: null,
        publish: null,
        withdraw: null,
        chainObservations: [
          {
            seq: 1,
            intentId: orderId,
            intentState: 'PartiallyFilled',
            observedTx: payoutTx,
            at: 1,
          },
        ],
      },
    }),
  ]
  renderTracker()
  await waitFor(() => expect(screen.getByText(`${en.paid}: 60`)).toBeTruthy())
  expect(screen.getByText(`${en.refunded}: 39.5`)).toBeTruthy()
  expect(status().textContent).toContain(en.states.partially_filled)
  expect(screen.getByRole('link', { name: en.refundTx }).getAttribute('href')).toBe(
    `https://explorer.test/tx/${refundTx}`,
  )
})

test('delivery_failed shows its detail and tells the host', async () => {
  answers = [
    record('delivery_failed', { deliveryFailed: { reason: 'payout reverted', attempts: 3 } }),
  ]
  const events: FerryEvent[] = []
  renderTracker((event) => events.push(event))
  await waitFor(() => expect(status().getAttribute('data-state')).toBe('delivery_failed'))
  // What to do, in words, and the reason; the raw detail folded away for support.
  expect(screen.getByText(trackerStoryEn.deliveryFailedNext)).toBeTruthy()
  expect(screen.getByText('payout reverted').tagName).toBe('P')
  const detail = screen.getByRole('list', { name: en.states.delivery_failed })
  expect(detail.closest('details')?.open).toBe(false)
  expect(detail.textContent).toContain('reason: payout reverted')
  expect(detail.textContent).toContain('attempts: 3')
  expect(events.at(-1)?.name).toBe('order-failed')
})

test('a local timeout says "not confirmed yet", never "failed"', async () => {
  vi.useFakeTimers()
  answers = [record('published')]
  renderTracker(() => {}, 10_000)
  await act(async () => {
    await vi.advanceTimersByTimeAsync(60 * 60_000)
  })
  expect(screen.getByText(en.notConfirmedYet)).toBeTruthy()
  expect(status().getAttribute('data-state')).toBe('published')
  expect(screen.queryByText(/fail/i)).toBeNull()
})

test('cancel is offered once published, reports its outcome, and tracking goes on', async () => {
  answers = [record('published')]
  let cancels = 0
  renderTracker(() => {}, 10_000, {
    onCancel: async () => {
      cancels++
      return { kind: 'accepted', relaySubmissionId: 'relay-1' }
    },
  })
  const button = await screen.findByRole('button', { name: en.cancelOrder })
  fireEvent.click(button)
  await screen.findByText(en.cancelOutcome.accepted)
  expect(cancels).toBe(1)
  expect(status().getAttribute('data-state')).toBe('published')
})

test('a cancel signature declined in the wallet is said in words, not the wallet’s text', async () => {
  answers = [record('published')]
  renderTracker(() => {}, 10_000, {
    onCancel: async () => {
      throw new UserRejectedRequestError(new Error('MetaMask Tx Signature: User denied'))
    },
  })
  fireEvent.click(await screen.findByRole('button', { name: en.cancelOrder }))
  await screen.findByText(en.walletError.rejected)
  expect(screen.queryByText(/MetaMask|denied/)).toBeNull()
})

test('cancel is not offered before publication, after the end, or to a contract wallet', async () => {
  answers = [record('deposited')]
  const onCancel = async () => ({ kind: 'closed', state: 'delivered' }) as const
  const first = renderTracker(() => {}, 10_000, { onCancel })
  await waitFor(() => expect(status().getAttribute('data-state')).toBe('deposited'))
  expect(screen.queryByRole('button', { name: en.cancelOrder })).toBeNull()
  first.unmount()

  answers = [record('delivered')]
  const second = renderTracker(() => {}, 10_000, { onCancel })
  await waitFor(() => expect(status().getAttribute('data-state')).toBe('delivered'))
  expect(screen.queryByRole('button', { name: en.cancelOrder })).toBeNull()
  second.unmount()

  // No onCancel: the depositor is a contract wallet.
  answers = [record('published')]
  renderTracker(() => {}, 10_000)
  await waitFor(() => expect(status().getAttribute('data-state')).toBe('published'))
  expect(screen.queryByRole('button', { name: en.cancelOrder })).toBeNull()
})

test('an order the service does not know is said so, and no longer followed', async () => {
  vi.stubGlobal('fetch', async () => {
    reads++
    return Response.json({ error: 'Order not found' }, { status: 404 })
  })
  renderTracker()
  expect((await screen.findByRole('alert')).textContent).toBe(en.orderUnknown)
  expect(reads).toBe(1)
})
