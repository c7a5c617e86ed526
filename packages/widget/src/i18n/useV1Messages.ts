import { useMemo } from 'react'
import { lazyCatalog, useLazyCatalog } from './lazyCatalog.js'
import { type Localized, useMessages } from './useMessages.js'
import { type V1SwapMessages, v1SwapEn } from './v1SwapEn.js'

export const v1SwapCatalog = lazyCatalog<V1SwapMessages>(v1SwapEn, {
  es: async () => (await import('./v1SwapEs.js')).v1SwapEs,
  'zh-CN': async () => (await import('./v1SwapZhCN.js')).v1SwapZhCN,
  ja: async () => (await import('./v1SwapJa.js')).v1SwapJa,
  ar: async () => (await import('./v1SwapAr.js')).v1SwapAr,
})

/** The form's strings and, as `v1`, the v1 swap screens' (which load with those screens). */
export type V1Localized = Localized & { v1: V1SwapMessages }

/** `useMessages()` for the v1 swap screens: the same strings plus `v1`. */
export function useV1Messages(): V1Localized {
  const t = useMessages()
  const v1 = useLazyCatalog(v1SwapCatalog)
  return useMemo(() => ({ ...t, v1 }), [t, v1])
}
