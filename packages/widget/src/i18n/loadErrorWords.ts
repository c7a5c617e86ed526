import type { ErrorWords } from './errorWordsEn.js'
import { resolveLocale } from './locales.js'

// Every language loads when an error is shown, English too, and so does the table of them:
// failures are rare, the form is not, and twelve loaders would weigh on the first load.

/** The error words in a locale (`Messages.locale`), English when there is no catalog for it. */
export async function loadErrorWords(locale: string | undefined): Promise<ErrorWords> {
  const { errorWordsLoaders } = await import('./errorWordsCatalogs.js')
  return (errorWordsLoaders[resolveLocale(locale)] ?? errorWordsLoaders.en!)()
}
