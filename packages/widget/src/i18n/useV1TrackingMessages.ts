import { useEffect, useState } from 'react'
import { resolveLocale } from './locales.js'
import { useMessages } from './useMessages.js'
import { type V1TrackingMessages, v1TrackingEn } from './v1TrackingEn.js'

const loaders: Record<string, () => Promise<V1TrackingMessages>> = {
  es: async () => (await import('./v1TrackingEs.js')).v1TrackingEs,
  'zh-CN': async () => (await import('./v1TrackingZhCN.js')).v1TrackingZhCN,
}
const loaded = new Map<string, V1TrackingMessages>([['en', v1TrackingEn]])

/**
 * The v1 tracker's strings in the widget's locale: English at once, another catalog once it
 * has loaded (English meanwhile).
 */
export function useV1TrackingMessages(): V1TrackingMessages {
  const tag = resolveLocale(useMessages().locale)
  const [messages, setMessages] = useState(() => loaded.get(tag))
  useEffect(() => {
    let current = true
    const known = loaded.get(tag)
    setMessages(known)
    const load = loaders[tag]
    if (!known && load)
      void load().then((catalog) => {
        loaded.set(tag, catalog)
        if (current) setMessages(catalog)
      })
    return () => {
      current = false
    }
  }, [tag])
  return messages ?? v1TrackingEn
}
