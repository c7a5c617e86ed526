import { useEffect, useState } from 'react'
import type { describeQuoteError } from './describeQuoteError.js'

type Describe = typeof describeQuoteError

let loaded: Describe | undefined

/**
 * `describeQuoteError`, loaded with the first failed quote (a chunk of its own: a quote that
 * answers never needs it), then kept for the page's life.
 */
export function useQuoteErrorDescriber(needed: boolean): Describe | undefined {
  const [describe, setDescribe] = useState<Describe | undefined>(() => loaded)
  useEffect(() => {
    if (!needed || describe) return
    let live = true
    void import('./describeQuoteError.js').then((module) => {
      loaded = module.describeQuoteError
      if (live) setDescribe(() => module.describeQuoteError)
    })
    return () => {
      live = false
    }
  }, [needed, describe])
  return describe
}
