import { useEffect, useState } from 'react'
import { resolveLocale } from './locales.js'
import { useMessages } from './useMessages.js'

/** A catalog that loads apart from the form's (the v1 screens', the tracker story's). */
export type LazyCatalog<messages> = {
  english: messages
  loaders: Record<string, () => Promise<messages>>
  /** Catalogs loaded so far, by locale tag. */
  loaded: Map<string, messages>
}

export function lazyCatalog<messages>(
  english: messages,
  loaders: Record<string, () => Promise<messages>>,
): LazyCatalog<messages> {
  return { english, loaders, loaded: new Map([['en', english]]) }
}

/** The catalog in the widget's locale: English at once, another once it has loaded. */
export function useLazyCatalog<messages>(catalog: LazyCatalog<messages>): messages {
  const tag = resolveLocale(useMessages().locale)
  const [messages, setMessages] = useState(() => catalog.loaded.get(tag))
  useEffect(() => {
    let current = true
    const known = catalog.loaded.get(tag)
    setMessages(known)
    const load = catalog.loaders[tag]
    if (!known && load)
      void load().then((loaded) => {
        catalog.loaded.set(tag, loaded)
        if (current) setMessages(loaded)
      })
    return () => {
      current = false
    }
  }, [catalog, tag])
  return messages ?? catalog.english
}
