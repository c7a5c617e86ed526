import { en, type FirstMessages } from './en.js'

export type { FirstMessages, Messages } from './en.js'

/**
 * Catalogs by BCP 47 tag. English is bundled; the others load when a widget asks for them, so
 * hosts that stay in English do not download them.
 */
// English's first part only (`en`); the later parts' English words load with those parts
// (`useAllMessages`). Every other catalog is whole.
const loaders: Record<string, () => Promise<FirstMessages>> = {
  en: async () => en,
  ar: async () => (await import('./ar.js')).ar,
  de: async () => (await import('./de.js')).de,
  es: async () => (await import('./es.js')).es,
  fr: async () => (await import('./fr.js')).fr,
  ja: async () => (await import('./ja.js')).ja,
  ko: async () => (await import('./ko.js')).ko,
  'pt-BR': async () => (await import('./ptBR.js')).ptBR,
  ru: async () => (await import('./ru.js')).ru,
  tr: async () => (await import('./tr.js')).tr,
  vi: async () => (await import('./vi.js')).vi,
  'zh-CN': async () => (await import('./zhCN.js')).zhCN,
}
const loaded = new Map<string, FirstMessages>([['en', en]])

export const localeTags = Object.keys(loaders)

/** The best catalog tag for a locale: exact, then by language ("es-MX" → "es"), then English. */
export function resolveLocale(locale: string | undefined): string {
  const wanted = locale?.trim() || 'en'
  const exact = localeTags.find((tag) => tag.toLowerCase() === wanted.toLowerCase())
  const language = wanted.split('-')[0]!.toLowerCase()
  const byLanguage = localeTags.find((tag) => tag.split('-')[0]!.toLowerCase() === language)
  return exact ?? byLanguage ?? 'en'
}

const rightToLeftLanguages = new Set(['ar'])

/** The writing direction of a catalog tag, for the widget root's `dir`. */
export const textDirection = (tag: string): 'rtl' | 'ltr' =>
  rightToLeftLanguages.has(tag.split('-')[0]!.toLowerCase()) ? 'rtl' : 'ltr'

/**
 * The `lang` and `dir` of a page whose words are the widget's in `locale`: the catalog the
 * locale resolves to, and that catalog's direction. The hosted and embed pages' `<html>` take
 * them from here (server render and client alike), so the page's chrome reads and mirrors as
 * the widget root does.
 */
export function documentLanguage(locale: string | undefined): { lang: string; dir: 'rtl' | 'ltr' } {
  const lang = resolveLocale(locale)
  return { lang, dir: textDirection(lang) }
}

/**
 * The tag given to `Intl` for a catalog tag. Arabic keeps Latin digits: amounts, addresses and
 * hashes sit side by side on one screen and the amount fields read Latin digits, so one digit
 * set keeps them comparable.
 */
export const intlLocale = (tag: string): string => (tag === 'ar' ? 'ar-u-nu-latn' : tag)

/** The catalog of a tag if it is already here. */
export const loadedMessages = (tag: string): FirstMessages | undefined => loaded.get(tag)

/** Loads (once) the catalog of a tag from `resolveLocale`. */
export async function loadMessages(tag: string): Promise<FirstMessages> {
  const known = loaded.get(tag)
  if (known) return known
  const messages = await (loaders[tag] ?? loaders.en!)()
  loaded.set(tag, messages)
  return messages
}
