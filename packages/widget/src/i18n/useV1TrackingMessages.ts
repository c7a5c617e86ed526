import { lazyCatalog, useLazyCatalog } from './lazyCatalog.js'
import { type V1TrackingMessages, v1TrackingEn } from './v1TrackingEn.js'

const catalog = lazyCatalog<V1TrackingMessages>(v1TrackingEn, {
  es: async () => (await import('./v1TrackingEs.js')).v1TrackingEs,
  'zh-CN': async () => (await import('./v1TrackingZhCN.js')).v1TrackingZhCN,
})

/** The v1 tracker's strings in the widget's locale (English until another catalog loads). */
export const useV1TrackingMessages = () => useLazyCatalog(catalog)
