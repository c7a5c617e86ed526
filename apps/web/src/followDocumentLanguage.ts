import { documentLanguage, loadMessages } from '@ferry/widget/internal'

/** The lang of the latest call: an earlier call whose catalog arrives later changes nothing. */
let wanted: string | undefined

/**
 * Keeps `<html lang dir>` in step with the widget's locale on the client (a history move on `/`,
 * the host's locale in `/embed`): set once the locale's catalog is in, when
 * the widget switches its words too (it keeps the old ones until then), so the page's chrome and
 * the widget change language together.
 */
export function followDocumentLanguage(locale: string | undefined): Promise<void> {
  const { lang, dir } = documentLanguage(locale)
  wanted = lang
  return loadMessages(lang).then(() => {
    if (wanted !== lang) return
    document.documentElement.lang = lang
    document.documentElement.dir = dir
  })
}
