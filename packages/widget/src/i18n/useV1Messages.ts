import { useMemo } from 'react'
import { lazyCatalog, useLazyCatalog } from './lazyCatalog.js'
import { type AllLocalized, useAllMessages } from './useAllMessages.js'
import { type V1SwapMessages, v1SwapEn } from './v1SwapEn.js'

export const v1SwapCatalog = lazyCatalog<V1SwapMessages>(v1SwapEn, {
  ar: async () => (await import('./v1SwapAr.js')).v1SwapAr,
  de: async () => (await import('./v1SwapDe.js')).v1SwapDe,
  es: async () => (await import('./v1SwapEs.js')).v1SwapEs,
  fr: async () => (await import('./v1SwapFr.js')).v1SwapFr,
  ja: async () => (await import('./v1SwapJa.js')).v1SwapJa,
  ko: async () => (await import('./v1SwapKo.js')).v1SwapKo,
  'pt-BR': async () => (await import('./v1SwapPtBR.js')).v1SwapPtBR,
  ru: async () => (await import('./v1SwapRu.js')).v1SwapRu,
  tr: async () => (await import('./v1SwapTr.js')).v1SwapTr,
  vi: async () => (await import('./v1SwapVi.js')).v1SwapVi,
  'zh-CN': async () => (await import('./v1SwapZhCN.js')).v1SwapZhCN,
})

/** The form's strings and, as `v1`, the v1 swap screens' (which load with those screens). */
export type V1Localized = AllLocalized & { v1: V1SwapMessages }

/** `useAllMessages()` for the v1 swap screens: the same strings plus `v1`. */
export function useV1Messages(): V1Localized {
  const t = useAllMessages()
  const v1 = useLazyCatalog(v1SwapCatalog)
  return useMemo(() => ({ ...t, v1 }), [t, v1])
}
