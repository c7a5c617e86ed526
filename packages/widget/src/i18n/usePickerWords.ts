import { lazyCatalog, useLazyCatalog } from './lazyCatalog.js'
import { type PickerWordsMessages, pickerWordsEn } from './pickerWordsEn.js'

export const pickerWordsCatalog = lazyCatalog<PickerWordsMessages>(pickerWordsEn, {
  ar: async () => (await import('./pickerWordsAr.js')).pickerWordsAr,
  de: async () => (await import('./pickerWordsDe.js')).pickerWordsDe,
  es: async () => (await import('./pickerWordsEs.js')).pickerWordsEs,
  fr: async () => (await import('./pickerWordsFr.js')).pickerWordsFr,
  ja: async () => (await import('./pickerWordsJa.js')).pickerWordsJa,
  ko: async () => (await import('./pickerWordsKo.js')).pickerWordsKo,
  'pt-BR': async () => (await import('./pickerWordsPtBR.js')).pickerWordsPtBR,
  ru: async () => (await import('./pickerWordsRu.js')).pickerWordsRu,
  tr: async () => (await import('./pickerWordsTr.js')).pickerWordsTr,
  vi: async () => (await import('./pickerWordsVi.js')).pickerWordsVi,
  'zh-CN': async () => (await import('./pickerWordsZhCN.js')).pickerWordsZhCN,
})

/** The picker list's and the smart input's strings in the widget's locale. */
export const usePickerWords = (): PickerWordsMessages => useLazyCatalog(pickerWordsCatalog)
