import type { OrderRecord, OrderState } from '@ferry/order-api'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { followOrder, POLLS_BEFORE_STREAM_RETRY } from './followOrder.js'

const orderId = `0x${'1f'.repeat(32)}`
const record = (state: OrderState) =>
  ({
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
    fullFee: '1',
    intentOutcomeRate: '1000000000000000000',
    state,
    deposit: null,
    deliver: null,
    deliveryFailed: null,
    traces: { rootIntentId: null, publish: null, withdraw: null, chainObservations: [] },
  }) satisfies OrderRecord

/** A stand-in EventSource the test drives: each instance is one stream the widget opened. */
class FakeEventSource {
  static opened: FakeEventSource[] = []
  listeners = new Map<string, ((event: Event) => void)[]>()
  closed = false
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this)
  }
  addEventListener(name: string, listener: (event: Event) => void) {
    this.listeners.set(name, [...(this.listeners.get(name) ?? []), listener])
  }
  close() {
    this.closed = true
  }
  /** A server-sent event, or with no data a connection failure (refused, ended, broken). */
  emit(name: string, data?: unknown) {
    const event =
      data === undefined
        ? new Event(name)
        : new MessageEvent(name, { data: typeof data === 'string' ? data : JSON.stringify(data) })
    for (const listener of this.listeners.get(name) ?? []) listener(event)
  }
}
const streams = () => FakeEventSource.opened
const lastStream = () => FakeEventSource.opened.at(-1)!

let polls: number
let pollAnswer: () => Response | Promise<Response>
let servicePolls: number
let serviceAnswer: () => Response
let testIndex = 0
let bffUrl: string
let serviceUrl: string

beforeEach(() => {
  vi.useFakeTimers()
  FakeEventSource.opened = []
  polls = 0
  servicePolls = 0
  pollAnswer = () => Response.json(record('published'))
  serviceAnswer = () => Response.json(record('published'))
  bffUrl = `http://bff-follow-${++testIndex}.test`
  serviceUrl = `https://service-${testIndex}.test/base`
  vi.stubGlobal('fetch', async (url: string | URL, init?: RequestInit) => {
    if (String(url).startsWith(serviceUrl)) {
      expect(String(url)).toBe(`${serviceUrl}/v2/orders/${orderId}`)
      // The public read is made without a key.
      expect(new Headers(init?.headers).has('x-api-key')).toBe(false)
      servicePolls++
      return serviceAnswer()
    }
    expect(new URL(String(url)).pathname).toBe(`/api/v2/orders/${orderId}`)
    polls++
    return pollAnswer()
  })
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

function follow(withStreams = true, options: { direct?: boolean } = {}) {
  const states: OrderState[] = []
  let unknown = 0
  const stop = followOrder({
    bffUrl,
    orderId,
    pollIntervalMs: 1000,
    onOrder: (order) => states.push(order.state),
    onUnknown: () => unknown++,
    EventSource: withStreams ? (FakeEventSource as unknown as typeof EventSource) : undefined,
    ...(options.direct ? { publicOrder: { baseUrl: serviceUrl, pollIntervalMs: 10_000 } } : {}),
  })
  return { states, stop, unknown: () => unknown }
}

test('an open stream brings every version, closes at a final state, and nothing polls', async () => {
  const followed = follow()
  expect(lastStream().url).toBe(`${bffUrl}/api/v2/orders/${orderId}/events`)
  lastStream().emit('order', record('deposited'))
  lastStream().emit('order', '{not json')
  lastStream().emit('order', { orderId, state: 'delivered' })
  lastStream().emit('order', record('delivered'))
  expect(followed.states).toEqual(['deposited', 'delivered'])
  expect(lastStream().closed).toBe(true)
  await vi.advanceTimersByTimeAsync(60_000)
  expect(polls).toBe(0)
})

test('a refused stream falls back to polling at the interval, then streams again, backing off', async () => {
  const followed = follow()
  lastStream().emit('error')
  expect(streams()[0]!.closed).toBe(true)
  await vi.advanceTimersByTimeAsync(0)
  expect(polls).toBe(1)
  await vi.advanceTimersByTimeAsync(1000)
  expect(polls).toBe(2)
  await vi.advanceTimersByTimeAsync(1000)
  expect(polls).toBe(POLLS_BEFORE_STREAM_RETRY)
  expect(streams()).toHaveLength(2)

  // Refused again: twice as many polls before the next try.
  lastStream().emit('error')
  await vi.advanceTimersByTimeAsync(1000 * (2 * POLLS_BEFORE_STREAM_RETRY - 1))
  expect(polls).toBe(3 * POLLS_BEFORE_STREAM_RETRY)
  expect(streams()).toHaveLength(3)
  expect(followed.states.every((state) => state === 'published')).toBe(true)
  followed.stop()
})

test('a stream that worked and ended is resumed after a few polls, without backoff', async () => {
  follow()
  lastStream().emit('error')
  await vi.advanceTimersByTimeAsync(1000 * POLLS_BEFORE_STREAM_RETRY)
  expect(streams()).toHaveLength(2)
  const before = polls
  lastStream().emit('order', record('published'))
  lastStream().emit('error')
  await vi.advanceTimersByTimeAsync(1000 * POLLS_BEFORE_STREAM_RETRY)
  expect(polls - before).toBe(POLLS_BEFORE_STREAM_RETRY)
  expect(streams()).toHaveLength(3)
})

test('the BFF saying the stream is unavailable falls back to polling', async () => {
  const followed = follow()
  pollAnswer = () => Response.json(record('delivered'))
  lastStream().emit('error', { name: 'StreamUnavailableException', message: 'busy' })
  await vi.advanceTimersByTimeAsync(0)
  expect(followed.states).toEqual(['delivered'])
  await vi.advanceTimersByTimeAsync(60_000)
  expect(polls).toBe(1)
  expect(streams()).toHaveLength(1)
})

test('an unknown order on the stream is reported once and followed no more', async () => {
  const followed = follow()
  lastStream().emit('error', { name: 'OrderNotFoundException', message: 'no such order' })
  expect(followed.unknown()).toBe(1)
  expect(lastStream().closed).toBe(true)
  await vi.advanceTimersByTimeAsync(60_000)
  expect(polls).toBe(0)
  expect(streams()).toHaveLength(1)
})

test('a poll answering 404 reports the order unknown and stops', async () => {
  pollAnswer = () => Response.json({ error: 'Order not found' }, { status: 404 })
  const followed = follow(false)
  await vi.advanceTimersByTimeAsync(60_000)
  expect(polls).toBe(1)
  expect(followed.unknown()).toBe(1)
})

test('without EventSource it polls through failures until a final state', async () => {
  const answers = [
    () => Response.json({ error: 'busy' }, { status: 503 }),
    () => Response.json(record('withdrawn_on_hub')),
    () => Response.json(record('delivered')),
  ]
  pollAnswer = () => answers[Math.min(polls - 1, answers.length - 1)]!()
  const followed = follow(false)
  await vi.advanceTimersByTimeAsync(60_000)
  expect(polls).toBe(3)
  expect(followed.states).toEqual(['withdrawn_on_hub', 'delivered'])
})

test('stopping closes the stream and cancels the next poll', async () => {
  const followed = follow()
  lastStream().emit('error')
  await vi.advanceTimersByTimeAsync(0)
  followed.stop()
  await vi.advanceTimersByTimeAsync(60_000)
  expect(polls).toBe(1)
  expect(streams()).toHaveLength(1)
})

const unreachable = () => Promise.reject(new TypeError('fetch failed'))

test('while the BFF cannot be reached the order is read from the public endpoint at its interval, and the BFF takes over once it answers', async () => {
  const followed = follow(true, { direct: true })
  pollAnswer = unreachable
  serviceAnswer = () => Response.json(record('deposited'))
  lastStream().emit('error')
  await vi.advanceTimersByTimeAsync(0)
  expect([polls, servicePolls]).toEqual([1, 1])
  expect(followed.states).toEqual(['deposited'])
  // No stream is tried and nothing is read faster than the public endpoint's interval.
  await vi.advanceTimersByTimeAsync(9_999)
  expect([polls, servicePolls]).toEqual([1, 1])
  serviceAnswer = () => Response.json(record('published'))
  await vi.advanceTimersByTimeAsync(1)
  expect([polls, servicePolls]).toEqual([2, 2])
  expect(streams()).toHaveLength(1)

  // The BFF is back: the next tick is answered by it, then its own pace and stream resume.
  pollAnswer = () => Response.json(record('withdrawn_on_hub'))
  await vi.advanceTimersByTimeAsync(10_000)
  expect([polls, servicePolls]).toEqual([3, 2])
  await vi.advanceTimersByTimeAsync(1000 * (POLLS_BEFORE_STREAM_RETRY - 1))
  expect([polls, servicePolls]).toEqual([2 + POLLS_BEFORE_STREAM_RETRY, 2])
  expect(streams()).toHaveLength(2)
  lastStream().emit('order', record('delivered'))
  expect([...new Set(followed.states)]).toEqual([
    'deposited',
    'published',
    'withdrawn_on_hub',
    'delivered',
  ])
  await vi.advanceTimersByTimeAsync(60_000)
  expect([polls, servicePolls]).toEqual([2 + POLLS_BEFORE_STREAM_RETRY, 2])
})

test.each([
  [502, 1],
  [503, 1],
  [504, 1],
  [429, 0],
  [500, 0],
])('a BFF poll answered %i goes to the public endpoint %i times', async (status, expected) => {
  pollAnswer = () => Response.json({ error: 'x' }, { status })
  const followed = follow(false, { direct: true })
  await vi.advanceTimersByTimeAsync(0)
  expect(servicePolls).toBe(expected)
  followed.stop()
})

test('the public endpoint saying the order does not exist reports it unknown and stops', async () => {
  pollAnswer = unreachable
  serviceAnswer = () => Response.json({ error: 'Order not found' }, { status: 404 })
  const followed = follow(false, { direct: true })
  await vi.advanceTimersByTimeAsync(60_000)
  expect([polls, servicePolls, followed.unknown()]).toEqual([1, 1, 1])
})

test('when both are unreachable it keeps trying both at the public interval until stopped', async () => {
  pollAnswer = unreachable
  serviceAnswer = () => {
    throw new TypeError('fetch failed')
  }
  const followed = follow(false, { direct: true })
  await vi.advanceTimersByTimeAsync(30_000)
  expect([polls, servicePolls]).toEqual([4, 4])
  followed.stop()
  await vi.advanceTimersByTimeAsync(60_000)
  expect([polls, servicePolls]).toEqual([4, 4])
})

test('without a public endpoint an unreachable BFF is only polled again', async () => {
  pollAnswer = unreachable
  const followed = follow(false)
  await vi.advanceTimersByTimeAsync(5_000)
  expect([polls, servicePolls]).toEqual([6, 0])
  followed.stop()
})
