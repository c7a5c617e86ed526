import { documentLanguage } from '@ferry/widget/internal'
import { appearanceFromUrl } from './appearanceFromUrl.js'

export type PageLanguageParameters = {
  /** `app` is `/`, `embed` is `/embed`. */
  page: 'app' | 'embed'
  /** The page's URL; `/` takes its locale from `?locale=`. */
  url: string
}

/**
 * The `<html lang dir>` a page is served with: the widget's rule (`documentLanguage`) applied to
 * the locale the page first shows. `/` shows its URL's `?locale=`; `/embed` shows English until
 * the host's init names a locale (followDocumentLanguage takes it from there), whatever the URL.
 */
export function pageLanguage(parameters: PageLanguageParameters): {
  lang: string
  dir: 'rtl' | 'ltr'
} {
  const locale =
    parameters.page === 'app'
      ? appearanceFromUrl(new URL(parameters.url).searchParams).locale
      : undefined
  return documentLanguage(locale)
}
