import { useMemo } from 'react'
import { lazyCatalog, useLazyCatalog } from './lazyCatalog.js'
import { type TrackerStoryMessages, trackerStoryEn } from './trackerStoryEn.js'
import { type AllLocalized, useAllMessages } from './useAllMessages.js'

export const trackerStoryCatalog = lazyCatalog<TrackerStoryMessages>(trackerStoryEn, {
  ar: async () => (await import('./trackerStoryAr.js')).trackerStoryAr,
  de: async () => (await import('./trackerStoryDe.js')).trackerStoryDe,
  es: async () => (await import('./trackerStoryEs.js')).trackerStoryEs,
  fr: async () => (await import('./trackerStoryFr.js')).trackerStoryFr,
  ja: async () => (await import('./trackerStoryJa.js')).trackerStoryJa,
  ko: async () => (await import('./trackerStoryKo.js')).trackerStoryKo,
  'pt-BR': async () => (await import('./trackerStoryPtBR.js')).trackerStoryPtBR,
  ru: async () => (await import('./trackerStoryRu.js')).trackerStoryRu,
  tr: async () => (await import('./trackerStoryTr.js')).trackerStoryTr,
  vi: async () => (await import('./trackerStoryVi.js')).trackerStoryVi,
  'zh-CN': async () => (await import('./trackerStoryZhCN.js')).trackerStoryZhCN,
})

/** `useAllMessages()` for the tracker and the history: the same strings plus `story`. */
export function useStoryMessages(): AllLocalized & { story: TrackerStoryMessages } {
  const t = useAllMessages()
  const story = useLazyCatalog(trackerStoryCatalog)
  return useMemo(() => ({ ...t, story }), [t, story])
}
