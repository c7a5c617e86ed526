import type { ErrorWords } from './errorWordsEn.js'

/** The error words of each catalog tag, each in its own chunk. */
export const errorWordsLoaders: Record<string, () => Promise<ErrorWords>> = {
  en: async () => (await import('./errorWordsEn.js')).errorWordsEn,
  ar: async () => (await import('./errorWordsAr.js')).errorWordsAr,
  de: async () => (await import('./errorWordsDe.js')).errorWordsDe,
  es: async () => (await import('./errorWordsEs.js')).errorWordsEs,
  fr: async () => (await import('./errorWordsFr.js')).errorWordsFr,
  ja: async () => (await import('./errorWordsJa.js')).errorWordsJa,
  ko: async () => (await import('./errorWordsKo.js')).errorWordsKo,
  'pt-BR': async () => (await import('./errorWordsPtBR.js')).errorWordsPtBR,
  ru: async () => (await import('./errorWordsRu.js')).errorWordsRu,
  tr: async () => (await import('./errorWordsTr.js')).errorWordsTr,
  vi: async () => (await import('./errorWordsVi.js')).errorWordsVi,
  'zh-CN': async () => (await import('./errorWordsZhCN.js')).errorWordsZhCN,
}
