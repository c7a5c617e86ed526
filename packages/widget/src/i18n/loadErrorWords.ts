import type { ErrorWords } from './errorWordsEn.js'
import { resolveLocale } from './locales.js'

export const errorWordsLoaders: Record<string, () => Promise<ErrorWords>> = {
  en: async () => (await import('./errorWordsEn.js')).errorWordsEn,
  es: async () => (await import('./errorWordsEs.js')).errorWordsEs,
  'zh-CN': async () => (await import('./errorWordsZhCN.js')).errorWordsZhCN,
  ja: async () => (await import('./errorWordsJa.js')).errorWordsJa,
  ar: async () => (await import('./errorWordsAr.js')).errorWordsAr,
}

// Every language loads when an error is shown, English too: failures are rare, the form is not.

/** The error words in a locale (`Messages.locale`), English when there is no catalog for it. */
export function loadErrorWords(locale: string | undefined): Promise<ErrorWords> {
  return (errorWordsLoaders[resolveLocale(locale)] ?? errorWordsLoaders.en!)()
}
