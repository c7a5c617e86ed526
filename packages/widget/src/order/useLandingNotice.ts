import { useEffect, useRef } from 'react'
import { useFerryEvents } from '../hooks/useFerryEvents.js'
import { useLandingNoticeMessages } from '../i18n/useLandingNoticeMessages.js'
import type { LandingProgress } from './landingProgress.js'
import { titleUntilSeen } from './titleUntilSeen.js'

export type UseLandingNoticeParameters = {
  orderId: string
  /** Where the order is (`landingProgressOfV2`, `landingProgressOfV1`); undefined before a read. */
  progress: LandingProgress | undefined
}

/**
 * Tells that a followed order has landed, once, when it reaches its end after being seen on its
 * way (an order opened already finished is not news): the host gets `order-landed`; and when
 * the page is in the background, its title says so until the page is seen again, and the browser
 * shows a notification if the user allowed them (asked by `LandingNoticeOffer`, never on load).
 */
export function useLandingNotice({ orderId, progress }: UseLandingNoticeParameters): void {
  const words = useLandingNoticeMessages()
  const emit = useFerryEvents()
  const underWay = useRef<string>(undefined)
  const told = useRef<string>(undefined)
  useEffect(() => {
    if (progress === 'under-way') underWay.current = orderId
    if (progress === undefined || progress === 'under-way') return
    if (underWay.current !== orderId || told.current === orderId) return
    told.current = orderId
    const background = document.visibilityState === 'hidden'
    emit({ name: 'order-landed', data: { orderId, outcome: progress, background } })
    if (!background) return
    titleUntilSeen(words.titles[progress])
    if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return
    try {
      const notification = new Notification(words.titles[progress], {
        body: words.bodies[progress],
      })
      notification.onclick = () => {
        window.focus()
        notification.close()
      }
    } catch {
      // Some browsers (Chrome on Android) only notify through a service worker: the title and
      // the host's event still tell.
    }
  }, [orderId, progress, words, emit])
}
