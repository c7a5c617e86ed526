import { useState } from 'react'
import { useLandingNoticeMessages } from '../i18n/useLandingNoticeMessages.js'

/**
 * While an order is on its way: "Notify me when it lands", which asks the browser for
 * notifications (at the moment they help, never on load; useLandingNotice sends the one). Says
 * when they are on, or refused after asking; nothing where the browser has no notifications.
 */
export function LandingNoticeOffer() {
  const words = useLandingNoticeMessages()
  const [permission, setPermission] = useState(() =>
    typeof Notification === 'undefined' ? undefined : Notification.permission,
  )
  const [asked, setAsked] = useState(false)
  if (permission === undefined || (permission === 'denied' && !asked)) return null
  if (permission !== 'default')
    return (
      <p className="ferry-note" role="status">
        {permission === 'granted' ? words.offerOn : words.offerBlocked}
      </p>
    )
  return (
    <button
      type="button"
      className="ferry-link ferry:justify-self-start"
      onClick={async () => {
        setAsked(true)
        setPermission(await Notification.requestPermission())
      }}
    >
      {words.offer}
    </button>
  )
}
