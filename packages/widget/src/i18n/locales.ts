import { en } from './en.js'
import { es } from './es.js'
import { zhCN } from './zhCN.js'

export type Messages = typeof en

/** Catalogs by BCP 47 tag; the first entry is the fallback. */
export const catalogs: Record<string, Messages> = { en, es, 'zh-CN': zhCN }

/** The best catalog for a tag: exact, then by language ("es-MX" → "es"), then English. */
export function messagesFor(locale: string | undefined): { tag: string; messages: Messages } {
  const wanted = locale?.trim() || 'en'
  const exact = Object.keys(catalogs).find((tag) => tag.toLowerCase() === wanted.toLowerCase())
  const language = wanted.split('-')[0]!.toLowerCase()
  const byLanguage = Object.keys(catalogs).find(
    (tag) => tag.split('-')[0]!.toLowerCase() === language,
  )
  const tag = exact ?? byLanguage ?? 'en'
  return { tag, messages: catalogs[tag]! }
}
