import { lazyCatalog, useLazyCatalog } from './lazyCatalog.js'
import { type V1TrackingMessages, v1TrackingEn } from './v1TrackingEn.js'

export const v1TrackingCatalog = lazyCatalog<V1TrackingMessages>(v1TrackingEn, {
  es: async () => (await import('./v1TrackingEs.js')).v1TrackingEs,
  'zh-CN': async () => (await import('./v1TrackingZhCN.js')).v1TrackingZhCN,
  ja: async () => (await import('./v1TrackingJa.js')).v1TrackingJa,
  ar: async () => (await import('./v1TrackingAr.js')).v1TrackingAr,
})

/** The v1 tracker's strings in the widget's locale (English until another catalog loads). */
export const useV1TrackingMessages = () => useLazyCatalog(v1TrackingCatalog)
