import { useEffect, useState } from 'react'
import { resolveLocale } from './locales.js'
import { useMessages } from './useMessages.js'

/**
 * A hook for a catalog that loads apart from the form's (the v1 screens' strings): English at
 * once, another locale's catalog once it has loaded (English meanwhile).
 */
export function lazyCatalog<messages>(
  english: messages,
  loaders: Record<string, () => Promise<messages>>,
): () => messages {
  const loaded = new Map<string, messages>([['en', english]])
  return function useLazyCatalog(): messages {
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
    return messages ?? english
  }
}
