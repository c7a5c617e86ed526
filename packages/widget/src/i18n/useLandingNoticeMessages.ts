import { type LandingNoticeMessages, landingNoticeEn } from './landingNoticeEn.js'
import { lazyCatalog, useLazyCatalog } from './lazyCatalog.js'

export const landingNoticeCatalog = lazyCatalog<LandingNoticeMessages>(landingNoticeEn, {
  ar: async () => (await import('./landingNoticeAr.js')).landingNoticeAr,
  de: async () => (await import('./landingNoticeDe.js')).landingNoticeDe,
  es: async () => (await import('./landingNoticeEs.js')).landingNoticeEs,
  fr: async () => (await import('./landingNoticeFr.js')).landingNoticeFr,
  ja: async () => (await import('./landingNoticeJa.js')).landingNoticeJa,
  ko: async () => (await import('./landingNoticeKo.js')).landingNoticeKo,
  'pt-BR': async () => (await import('./landingNoticePtBR.js')).landingNoticePtBR,
  ru: async () => (await import('./landingNoticeRu.js')).landingNoticeRu,
  tr: async () => (await import('./landingNoticeTr.js')).landingNoticeTr,
  vi: async () => (await import('./landingNoticeVi.js')).landingNoticeVi,
  'zh-CN': async () => (await import('./landingNoticeZhCN.js')).landingNoticeZhCN,
})

/** The landing notice's strings in the widget's locale. */
export const useLandingNoticeMessages = (): LandingNoticeMessages =>
  useLazyCatalog(landingNoticeCatalog)
