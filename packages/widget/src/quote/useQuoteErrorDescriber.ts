import { useEffect, useState } from 'react'
import type { ErrorWords } from '../i18n/errorWordsEn.js'
import { loadErrorWords } from '../i18n/loadErrorWords.js'
import type { QuoteErrorViewParameters, quoteErrorView } from './quoteErrorView.js'

type Describe = (
  parameters: Omit<QuoteErrorViewParameters, 'words'>,
) => ReturnType<typeof quoteErrorView>

const loaded = new Map<string, Describe>()

/**
 * `quoteErrorView` with the error words of `locale`, loaded with the first failed quote (chunks
 * of their own: a quote that answers never needs them), then kept for the page's life.
 */
export function useQuoteErrorDescriber(
  needed: boolean,
  locale: string | undefined,
): Describe | undefined {
  const key = locale ?? ''
  const [, setLoads] = useState(0)
  useEffect(() => {
    if (!needed || loaded.has(key)) return
    let live = true
    void Promise.all([import('./quoteErrorView.js'), loadErrorWords(locale)]).then(
      ([module, words]: [typeof import('./quoteErrorView.js'), ErrorWords]) => {
        const bound: Describe = (parameters) => module.quoteErrorView({ ...parameters, words })
        loaded.set(key, bound)
        if (live) setLoads((loads) => loads + 1)
      },
    )
    return () => {
      live = false
    }
  }, [needed, key, locale])
  return loaded.get(key)
}
