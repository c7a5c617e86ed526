import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { LandingNoticeOffer } from '../components/LandingNoticeOffer.js'
import { type FerryEvent, FerryEventsContext } from '../hooks/useFerryEvents.js'
import { landingNoticeEn } from '../i18n/landingNoticeEn.js'
import { type LandingProgress, landingProgressOfV1 } from './landingProgress.js'
import { useLandingNotice } from './useLandingNotice.js'

let visibility: DocumentVisibilityState = 'visible'
const notifications: { title: string; body: string | undefined }[] = []
/** The browser's Notification, with the permission a test sets. */
class FakeNotification {
  static permission: NotificationPermission = 'granted'
  static requestPermission = vi.fn(async () => FakeNotification.permission)
  onclick: (() => void) | null = null
  constructor(title: string, options?: NotificationOptions) {
    notifications.push({ title, body: options?.body })
  }
  close() {}
}

beforeEach(() => {
  visibility = 'visible'
  notifications.length = 0
  FakeNotification.permission = 'granted'
  document.title = 'Example exchange'
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility })
  vi.stubGlobal('Notification', FakeNotification)
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  // Seen again: the page's own title comes back for the next test.
  visibility = 'visible'
  document.dispatchEvent(new Event('visibilitychange'))
})

function Tracker(props: { orderId: string; progress: LandingProgress | undefined }) {
  useLandingNotice(props)
  return null
}
/** Renders the hook over the steps of an order's progress; returns the host's events. */
function follow(steps: (LandingProgress | undefined)[], orderId = '0xabc') {
  const events: FerryEvent[] = []
  const tree = (progress: LandingProgress | undefined) => (
    <FerryEventsContext.Provider value={(event) => events.push(event)}>
      <Tracker orderId={orderId} progress={progress} />
    </FerryEventsContext.Provider>
  )
  const { rerender } = render(tree(steps[0]))
  for (const progress of steps.slice(1)) rerender(tree(progress))
  return events
}

test('landing in the background: the title says so until the page is seen, a notification is shown, the host is told', () => {
  follow([undefined, 'under-way'])
  visibility = 'hidden'
  document.dispatchEvent(new Event('visibilitychange'))
  const events = follow([undefined, 'under-way', 'delivered'])
  expect(document.title).toBe(`${landingNoticeEn.titles.delivered} · Example exchange`)
  expect(notifications).toEqual([
    { title: landingNoticeEn.titles.delivered, body: landingNoticeEn.bodies.delivered },
  ])
  expect(events.map((event) => event.name)).toEqual(['order-landed'])
  visibility = 'visible'
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'))
  })
  expect(document.title).toBe('Example exchange')
})

test('the host event carries the outcome and whether the page was in the background', () => {
  visibility = 'hidden'
  expect(follow(['under-way', 'refunded'])).toEqual([
    { name: 'order-landed', data: { orderId: '0xabc', outcome: 'refunded', background: true } },
  ])
  visibility = 'visible'
  expect(follow(['under-way', 'failed'], '0xdef')).toEqual([
    { name: 'order-landed', data: { orderId: '0xdef', outcome: 'failed', background: false } },
  ])
})

test('in view, the order tells its own story: no title change, no notification', () => {
  follow(['under-way', 'delivered'])
  expect(document.title).toBe('Example exchange')
  expect(notifications).toEqual([])
})

test('without the user’s permission the title still says it, and no notification is shown', () => {
  visibility = 'hidden'
  FakeNotification.permission = 'default'
  follow(['under-way', 'partial'])
  expect(document.title).toBe(`${landingNoticeEn.titles.partial} · Example exchange`)
  expect(notifications).toEqual([])
  expect(FakeNotification.requestPermission).not.toHaveBeenCalled()
})

test('an order opened already finished is not news; an order is told once', () => {
  visibility = 'hidden'
  expect(follow([undefined, 'delivered'])).toEqual([])
  expect(
    follow(['under-way', 'delivered', 'delivered', 'under-way', 'delivered'], '0x1'),
  ).toHaveLength(1)
  expect(notifications).toHaveLength(1)
})

test('focusing the window gives the page its title back too', () => {
  visibility = 'hidden'
  follow(['under-way', 'cancelled'])
  expect(document.title).toBe(`${landingNoticeEn.titles.cancelled} · Example exchange`)
  visibility = 'visible'
  fireEvent.focus(window)
  expect(document.title).toBe('Example exchange')
})

test('v1 statuses: filled is delivered, refund_pending still on its way', () => {
  expect(landingProgressOfV1(undefined)).toBeUndefined()
  expect(landingProgressOfV1('refund_pending')).toBe('under-way')
  expect(landingProgressOfV1('published')).toBe('under-way')
  expect(landingProgressOfV1('filled')).toBe('delivered')
  expect(landingProgressOfV1('refunded')).toBe('refunded')
  expect(landingProgressOfV1('failed')).toBe('failed')
})

test('the offer asks for notifications only when clicked, then says they are on', async () => {
  FakeNotification.permission = 'default'
  render(<LandingNoticeOffer />)
  expect(FakeNotification.requestPermission).not.toHaveBeenCalled()
  FakeNotification.permission = 'granted'
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: landingNoticeEn.offer }))
  })
  expect(FakeNotification.requestPermission).toHaveBeenCalledTimes(1)
  expect(screen.getByRole('status').textContent).toBe(landingNoticeEn.offerOn)
  expect(screen.queryByRole('button')).toBeNull()
})

test('a refusal is said after asking; blocked from before, or no notifications at all, the offer stays away', async () => {
  FakeNotification.permission = 'default'
  const { unmount } = render(<LandingNoticeOffer />)
  FakeNotification.permission = 'denied'
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: landingNoticeEn.offer }))
  })
  expect(screen.getByRole('status').textContent).toBe(landingNoticeEn.offerBlocked)
  unmount()
  const blocked = render(<LandingNoticeOffer />)
  expect(blocked.container.textContent).toBe('')
  blocked.unmount()
  vi.stubGlobal('Notification', undefined)
  expect(render(<LandingNoticeOffer />).container.textContent).toBe('')
})
