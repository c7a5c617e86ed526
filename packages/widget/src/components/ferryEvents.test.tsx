import { cleanup, render, screen, waitFor } from '@testing-library/react'
import { afterEach, expect, expectTypeOf, test, vi } from 'vitest'
import {
  config,
  orderRecordFor,
  quoteFor,
  stubConfigBff,
  usdcBase,
  usdcEth,
} from '../../test/swapCardFixtures.js'
import { FerryEventsContext } from '../hooks/useFerryEvents.js'
import type { FerryEvent, FerryEventName, FerryEventOf, FerryEventPayloads } from '../index.js'
import { OrderTracker } from './OrderTracker.js'
import { SwapWidget } from './SwapWidget.js'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

// Every key of every payload, and only those: an excess or missing key fails type-checking,
// so the runtime test below compares what is emitted with the declared types.
const payloadKeys: {
  [name in FerryEventName]: { [key in keyof FerryEventPayloads[name]]-?: true }
} = {
  'quote-received': { spend: true, receive: true, mode: true },
  'order-created': { orderId: true, srcChainId: true, dstChainId: true },
  'deposit-sent': { txHash: true },
  'order-updated': { orderId: true, state: true },
  'order-completed': { orderId: true, state: true },
  'order-failed': { orderId: true, state: true },
  'plan-refused': { field: true, message: true },
  'order-landed': { orderId: true, outcome: true, background: true },
  error: { message: true },
}

test('narrowing an event on its name gives that event’s payload type', () => {
  const onEvent = (event: FerryEvent) => {
    if (event.name === 'order-created') {
      expectTypeOf(event.data.orderId).toEqualTypeOf<string>()
      expectTypeOf(event.data.srcChainId).toEqualTypeOf<number>()
    }
    if (event.name === 'quote-received') {
      expectTypeOf(event.data.spend).toEqualTypeOf<string>()
      expectTypeOf(event.data.mode).toEqualTypeOf<'exact_input' | 'exact_output'>()
      // @ts-expect-error: a quote has no orderId
      event.data.orderId
    }
    if (event.name === 'error') expectTypeOf(event.data).toEqualTypeOf<{ message: string }>()
  }
  expectTypeOf(onEvent).toBeFunction()
  expectTypeOf<FerryEventOf<'deposit-sent'>>().toEqualTypeOf<{
    name: 'deposit-sent'
    data: { txHash: string }
  }>()
  expectTypeOf<FerryEvent['name']>().toEqualTypeOf<FerryEventName>()
  // Payloads cross postMessage: no bigint anywhere.
  expectTypeOf<Extract<FerryEvent['data'][keyof FerryEvent['data']], bigint>>().toBeNever()
})

const expectDeclaredKeys = (events: FerryEvent[]) => {
  for (const event of events) {
    expect(Object.keys(event.data).sort()).toEqual(Object.keys(payloadKeys[event.name]).sort())
    expect(JSON.parse(JSON.stringify(event))).toEqual(event)
  }
}

test('a quote event carries exactly its declared keys, all JSON-safe', async () => {
  stubConfigBff((url) => Response.json(quoteFor(url.searchParams.get('srcAmount') ?? '0')))
  const events: FerryEvent[] = []
  render(
    <SwapWidget
      bffUrl="http://bff-events.test"
      defaults={{ from: `1:${usdcEth}`, to: `8453:${usdcBase}`, amount: '10' }}
      onEvent={(event) => events.push(event)}
    />,
  )
  await waitFor(() => expect(events.map((event) => event.name)).toContain('quote-received'))
  expect(screen.queryByRole('alert')).toBeNull()
  expectDeclaredKeys(events)
  expect(events[0]).toEqual({
    name: 'quote-received',
    data: { spend: '10000000', receive: '10000000', mode: 'exact_input' },
  })
})

test('the tracker’s events carry exactly their declared keys', async () => {
  const orderId = `0x${'5e'.repeat(32)}`
  vi.stubGlobal('EventSource', undefined)
  vi.stubGlobal('fetch', async () => Response.json(orderRecordFor(orderId, 'delivery_failed')))
  const events: FerryEvent[] = []
  render(
    <FerryEventsContext value={(event) => events.push(event)}>
      <OrderTracker
        bffUrl="http://bff-events-tracker.test"
        orderId={orderId}
        config={config}
        decimals={{ src: 6, dst: 6 }}
      />
    </FerryEventsContext>,
  )
  await waitFor(() => expect(events.map((event) => event.name)).toContain('order-failed'))
  expect(events[0]).toEqual({ name: 'order-updated', data: { orderId, state: 'delivery_failed' } })
  expectDeclaredKeys(events)
})
