import { useMemo } from 'react'
import type { FirstMessages, Messages } from './en.js'
import { enLater } from './enLater.js'
import { type Localized, useMessages } from './useMessages.js'

/** The first load's words with the later parts': what a part loaded after the form reads. */
export type AllLocalized = Localized & Messages

/**
 * Words with English's later part under them: a catalog other than English has every key and
 * covers them all; English's first part leaves them to `enLater`. Only parts that load after the
 * form may call it (it brings `enLater` with it; the size budget would catch the first load).
 */
export function withLaterWords<Words extends FirstMessages>(words: Words): Words & Messages {
  return { ...enLater, ...words }
}

/** `useMessages` for the parts that load after the form: every word of the locale. */
export function useAllMessages(): AllLocalized {
  const localized = useMessages()
  return useMemo(() => withLaterWords(localized), [localized])
}
