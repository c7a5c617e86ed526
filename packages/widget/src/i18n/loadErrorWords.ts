import type { ErrorWords } from './errorWordsEn.js'
import { resolveLocale } from './locales.js'

const loaders: Record<string, () => Promise<ErrorWords>> = {
  en: async () => (await import('./errorWordsEn.js')).errorWordsEn,
  es: async () => (await import('./errorWordsEs.js')).errorWordsEs,
  'zh-CN': async () => (await import('./errorWordsZhCN.js')).errorWordsZhCN,
}

// Every language loads when an error is shown, English too: failures are rare, the form is not.

/** The error words in a locale (`Messages.locale`), English when there is no catalog for it. */
export function loadErrorWords(locale: string | undefined): Promise<ErrorWords> {
  return (loaders[resolveLocale(locale)] ?? loaders.en!)()
}
