import { lazyCatalog, useLazyCatalog } from './lazyCatalog.js'
import { type QuoteWordsMessages, quoteWordsEn } from './quoteWordsEn.js'

export const quoteWordsCatalog = lazyCatalog<QuoteWordsMessages>(quoteWordsEn, {
  ar: async () => (await import('./quoteWordsAr.js')).quoteWordsAr,
  de: async () => (await import('./quoteWordsDe.js')).quoteWordsDe,
  es: async () => (await import('./quoteWordsEs.js')).quoteWordsEs,
  fr: async () => (await import('./quoteWordsFr.js')).quoteWordsFr,
  ja: async () => (await import('./quoteWordsJa.js')).quoteWordsJa,
  ko: async () => (await import('./quoteWordsKo.js')).quoteWordsKo,
  'pt-BR': async () => (await import('./quoteWordsPtBR.js')).quoteWordsPtBR,
  ru: async () => (await import('./quoteWordsRu.js')).quoteWordsRu,
  tr: async () => (await import('./quoteWordsTr.js')).quoteWordsTr,
  vi: async () => (await import('./quoteWordsVi.js')).quoteWordsVi,
  'zh-CN': async () => (await import('./quoteWordsZhCN.js')).quoteWordsZhCN,
})

/** The quote details' strings in the widget's locale (they load with the details). */
export const useQuoteWords = (): QuoteWordsMessages => useLazyCatalog(quoteWordsCatalog)
