import { useMemo } from 'react'
import { lazyCatalog, useLazyCatalog } from './lazyCatalog.js'
import { type TrackerStoryMessages, trackerStoryEn } from './trackerStoryEn.js'
import { type Localized, useMessages } from './useMessages.js'

export const trackerStoryCatalog = lazyCatalog<TrackerStoryMessages>(trackerStoryEn, {
  es: async () => (await import('./trackerStoryEs.js')).trackerStoryEs,
  'zh-CN': async () => (await import('./trackerStoryZhCN.js')).trackerStoryZhCN,
  ja: async () => (await import('./trackerStoryJa.js')).trackerStoryJa,
  ar: async () => (await import('./trackerStoryAr.js')).trackerStoryAr,
})

/** `useMessages()` for the tracker and the history: the same strings plus `story`. */
export function useStoryMessages(): Localized & { story: TrackerStoryMessages } {
  const t = useMessages()
  const story = useLazyCatalog(trackerStoryCatalog)
  return useMemo(() => ({ ...t, story }), [t, story])
}
