import { lazyCatalog, useLazyCatalog } from './lazyCatalog.js'
import { type V1TrackingMessages, v1TrackingEn } from './v1TrackingEn.js'

export const v1TrackingCatalog = lazyCatalog<V1TrackingMessages>(v1TrackingEn, {
  ar: async () => (await import('./v1TrackingAr.js')).v1TrackingAr,
  de: async () => (await import('./v1TrackingDe.js')).v1TrackingDe,
  es: async () => (await import('./v1TrackingEs.js')).v1TrackingEs,
  fr: async () => (await import('./v1TrackingFr.js')).v1TrackingFr,
  ja: async () => (await import('./v1TrackingJa.js')).v1TrackingJa,
  ko: async () => (await import('./v1TrackingKo.js')).v1TrackingKo,
  'pt-BR': async () => (await import('./v1TrackingPtBR.js')).v1TrackingPtBR,
  ru: async () => (await import('./v1TrackingRu.js')).v1TrackingRu,
  tr: async () => (await import('./v1TrackingTr.js')).v1TrackingTr,
  vi: async () => (await import('./v1TrackingVi.js')).v1TrackingVi,
  'zh-CN': async () => (await import('./v1TrackingZhCN.js')).v1TrackingZhCN,
})

/** The v1 tracker's strings in the widget's locale (English until another catalog loads). */
export const useV1TrackingMessages = () => useLazyCatalog(v1TrackingCatalog)
