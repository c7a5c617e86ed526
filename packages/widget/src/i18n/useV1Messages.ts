import { useMemo } from 'react'
import { lazyCatalog, useLazyCatalog } from './lazyCatalog.js'
import { type Localized, useMessages } from './useMessages.js'
import { type V1SwapMessages, v1SwapEn } from './v1SwapEn.js'

const catalog = lazyCatalog<V1SwapMessages>(v1SwapEn, {
  es: async () => (await import('./v1SwapEs.js')).v1SwapEs,
  'zh-CN': async () => (await import('./v1SwapZhCN.js')).v1SwapZhCN,
})

/** The form's strings and, as `v1`, the v1 swap screens' (which load with those screens). */
export type V1Localized = Localized & { v1: V1SwapMessages }

/** `useMessages()` for the v1 swap screens: the same strings plus `v1`. */
export function useV1Messages(): V1Localized {
  const t = useMessages()
  const v1 = useLazyCatalog(catalog)
  return useMemo(() => ({ ...t, v1 }), [t, v1])
}
