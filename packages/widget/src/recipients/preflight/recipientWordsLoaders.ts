import type { RecipientWords } from './recipientWordsEn.js'

/** The recipient fields' words of each catalog tag, each in its own chunk. */
export const recipientWordsLoaders: Record<string, () => Promise<RecipientWords>> = {
  en: async () => (await import('./recipientWordsEn.js')).recipientWordsEn,
  de: async () => (await import('./recipientWordsDe.js')).recipientWordsDe,
  es: async () => (await import('./recipientWordsEs.js')).recipientWordsEs,
  fr: async () => (await import('./recipientWordsFr.js')).recipientWordsFr,
  ar: async () => (await import('./recipientWordsAr.js')).recipientWordsAr,
  ja: async () => (await import('./recipientWordsJa.js')).recipientWordsJa,
  ko: async () => (await import('./recipientWordsKo.js')).recipientWordsKo,
  'pt-BR': async () => (await import('./recipientWordsPtBR.js')).recipientWordsPtBR,
  ru: async () => (await import('./recipientWordsRu.js')).recipientWordsRu,
  tr: async () => (await import('./recipientWordsTr.js')).recipientWordsTr,
  vi: async () => (await import('./recipientWordsVi.js')).recipientWordsVi,
  'zh-CN': async () => (await import('./recipientWordsZhCN.js')).recipientWordsZhCN,
}
