import { expect, test } from 'vitest'
import { allEnglish } from './allEnglish.js'
import { en } from './en.js'
import { enLater } from './enLater.js'
import { errorWordsLoaders } from './errorWordsCatalogs.js'
import { errorWordsEn } from './errorWordsEn.js'
import { durationFormatter } from './formatDuration.js'
import type { LazyCatalog } from './lazyCatalog.js'
import {
  documentLanguage,
  loadMessages,
  localeTags,
  resolveLocale,
  textDirection,
} from './locales.js'
import { pickerWordsEn } from './pickerWordsEn.js'
import { trackerStoryEn } from './trackerStoryEn.js'
import { trackerStoryEs } from './trackerStoryEs.js'
import { trackerStoryZhCN } from './trackerStoryZhCN.js'
import { landingNoticeCatalog } from './useLandingNoticeMessages.js'
import { localize } from './useMessages.js'
import { pickerWordsCatalog } from './usePickerWords.js'
import { quoteWordsCatalog } from './useQuoteWords.js'
import { trackerStoryCatalog } from './useStoryMessages.js'
import { v1SwapCatalog } from './useV1Messages.js'
import { v1TrackingCatalog } from './useV1TrackingMessages.js'
import { walletMenuCatalog } from './useWalletMenuMessages.js'
import { v1SwapEn } from './v1SwapEn.js'
import { v1SwapEs } from './v1SwapEs.js'
import { v1SwapZhCN } from './v1SwapZhCN.js'
import { v1TrackingEn } from './v1TrackingEn.js'
import { v1TrackingEs } from './v1TrackingEs.js'
import { v1TrackingZhCN } from './v1TrackingZhCN.js'
import { walletMenuEn } from './walletMenuEn.js'
import { walletMenuEs } from './walletMenuEs.js'
import { walletMenuZhCN } from './walletMenuZhCN.js'

const sorted = (tags: string[]) => [...tags].sort()

/** The shape of a catalog: every key path, with functions marked by their arity. */
function shape(value: unknown, path = ''): string[] {
  if (typeof value === 'function') return [`${path}()${value.length}`]
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).flatMap(([key, inner]) => shape(inner, `${path}.${key}`))
  return [path]
}

/** Every string of a catalog is there and not blank, where English has one. */
function expectComplete(tag: string, messages: unknown, english: unknown) {
  // Key order is free (English keeps its first load's words apart from the later parts').
  expect(sorted(shape(messages)), tag).toEqual(sorted(shape(english)))
  for (const path of shape(messages).filter((entry) => !entry.includes('()'))) {
    const text = path
      .slice(1)
      .split('.')
      .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], messages)
    expect(typeof text === 'string' && text.trim().length > 0, `${tag}${path}`).toBe(true)
  }
}

test("the v1 screens' catalogs (loaded with those screens) translate every English string", () => {
  for (const [tag, messages] of Object.entries({ es: v1SwapEs, 'zh-CN': v1SwapZhCN }))
    expectComplete(`v1 swap ${tag}`, messages, v1SwapEn)
  for (const [tag, messages] of Object.entries({ es: v1TrackingEs, 'zh-CN': v1TrackingZhCN }))
    expectComplete(`v1 tracking ${tag}`, messages, v1TrackingEn)
  for (const [tag, messages] of Object.entries({ es: trackerStoryEs, 'zh-CN': trackerStoryZhCN }))
    expectComplete(`tracker story ${tag}`, messages, trackerStoryEn)
  for (const [tag, messages] of Object.entries({ es: walletMenuEs, 'zh-CN': walletMenuZhCN }))
    expectComplete(`wallet menu ${tag}`, messages, walletMenuEn)
  expect(v1SwapEs.routes).not.toBe(v1SwapEn.routes)
  expect(v1TrackingZhCN.steps.filled).not.toBe(v1TrackingEn.steps.filled)
})

test("English's first part and its later part share no key (one home for each word)", () => {
  const shared = Object.keys(enLater).filter((key) => key in en)
  expect(shared).toEqual([])
})

test('every catalog translates every English string, with the same placeholders', async () => {
  const catalogs = Object.fromEntries(
    await Promise.all(localeTags.map(async (tag) => [tag, await loadMessages(tag)] as const)),
  )
  for (const [tag, messages] of Object.entries(catalogs)) {
    // English loads its first part with the form; the later parts' words come with those parts.
    expectComplete(tag, tag === 'en' ? { ...messages, ...enLater } : messages, allEnglish)
    // The example keeps the service's own syntax ("on"): it is what the smart input reads.
    expect(messages.amountHint, tag).toContain('100 USDC on Base')
  }
  expect(catalogs.es!.tokenOn('USDC', 'Base')).toBe('USDC en Base')
  expect(catalogs['zh-CN']!.status.approving(0, 2)).toContain('1')
})

test('the twelve languages, each with every catalog: the same keys as English, functions of the same arity', async () => {
  expect(sorted(localeTags)).toEqual(
    sorted(['ar', 'de', 'en', 'es', 'fr', 'ja', 'ko', 'pt-BR', 'ru', 'tr', 'vi', 'zh-CN']),
  )
  const lazy: [string, LazyCatalog<unknown>][] = [
    ['tracker story', trackerStoryCatalog as LazyCatalog<unknown>],
    ['v1 swap', v1SwapCatalog as LazyCatalog<unknown>],
    ['v1 tracking', v1TrackingCatalog as LazyCatalog<unknown>],
    ['wallet menu', walletMenuCatalog as LazyCatalog<unknown>],
    ['picker words', pickerWordsCatalog as LazyCatalog<unknown>],
    ['landing notice', landingNoticeCatalog as LazyCatalog<unknown>],
    ['quote words', quoteWordsCatalog as LazyCatalog<unknown>],
  ]
  for (const [name, catalog] of lazy) {
    expect(sorted(Object.keys(catalog.loaders)), name).toEqual(
      sorted(localeTags.filter((tag) => tag !== 'en')),
    )
    for (const [tag, load] of Object.entries(catalog.loaders))
      expectComplete(`${name} ${tag}`, await load(), catalog.english)
  }
  // The picker's words keep the service's own syntax ("on") in the example they give.
  for (const [tag, load] of Object.entries(pickerWordsCatalog.loaders))
    expect((await load()).unreadable, tag).toContain('100 USDC on Base')
  expect(pickerWordsEn.unreadable).toContain('100 USDC on Base')
  expect(sorted(Object.keys(errorWordsLoaders))).toEqual(sorted(localeTags))
  for (const [tag, load] of Object.entries(errorWordsLoaders))
    expectComplete(`error words ${tag}`, await load(), errorWordsEn)
})

test('Arabic is written right to left, the others left to right', () => {
  expect(textDirection('ar')).toBe('rtl')
  for (const tag of localeTags.filter((tag) => tag !== 'ar')) expect(textDirection(tag)).toBe('ltr')
})

test("a page's lang and dir are the catalog its locale resolves to, and that catalog's direction", () => {
  expect(documentLanguage('ar')).toEqual({ lang: 'ar', dir: 'rtl' })
  expect(documentLanguage('ar-EG')).toEqual({ lang: 'ar', dir: 'rtl' })
  expect(documentLanguage('ja')).toEqual({ lang: 'ja', dir: 'ltr' })
  expect(documentLanguage('zh-cn')).toEqual({ lang: 'zh-CN', dir: 'ltr' })
  expect(documentLanguage('pt')).toEqual({ lang: 'pt-BR', dir: 'ltr' })
  // No catalog, or no locale: the page is English, as the widget is.
  expect(documentLanguage('he')).toEqual({ lang: 'en', dir: 'ltr' })
  expect(documentLanguage(undefined)).toEqual({ lang: 'en', dir: 'ltr' })
  for (const tag of localeTags)
    expect(documentLanguage(tag)).toEqual({ lang: tag, dir: textDirection(tag) })
})

test('a locale resolves exactly, then by language, then to English', () => {
  expect(resolveLocale('es')).toBe('es')
  expect(resolveLocale('es-MX')).toBe('es')
  expect(resolveLocale('zh-cn')).toBe('zh-CN')
  expect(resolveLocale('zh')).toBe('zh-CN')
  expect(resolveLocale('fr-FR')).toBe('fr')
  expect(resolveLocale('pt')).toBe('pt-BR')
  expect(resolveLocale('pt-PT')).toBe('pt-BR')
  expect(resolveLocale('de-AT')).toBe('de')

  expect(resolveLocale('ar-EG')).toBe('ar')
  expect(resolveLocale('ja-JP')).toBe('ja')
  expect(resolveLocale('nl')).toBe('en')
  expect(resolveLocale('')).toBe('en')
  expect(resolveLocale(undefined)).toBe('en')
})

test('numbers, countdowns and dates follow the locale, and decimal strings keep every digit', async () => {
  const english = localize('en', await loadMessages('en'))
  const spanish = localize('es', await loadMessages('es'))
  expect(english.formatNumber('1234567.123456789012345678')).toBe('1,234,567.123456789012345678')
  expect(spanish.formatNumber('1234567.5')).toBe('1.234.567,5')
  expect(spanish.decimalSeparator).toBe(',')
  expect(english.decimalSeparator).toBe('.')
  expect(english.formatCountdown(125)).toBe('2:05')
  expect(english.formatCountdown(-3)).toBe('0:00')
  expect(durationFormatter('en')(50)).toBe('50 sec')
  expect(durationFormatter('en')(80)).toBe('1 min 20 sec')
  expect(durationFormatter('en')(3 * 3600 + 5 * 60 + 9)).toBe('3 hr 5 min')
  expect(durationFormatter('en')(-4)).toBe('0 sec')
  expect(durationFormatter('es')(80)).toBe('1 min 20 s')
  expect(durationFormatter('ja')(80)).toBe('1 分20 秒')
  expect(durationFormatter('de')(3700)).toBe('1 Std., 1 Min.')
  expect(localize('zh-CN', await loadMessages('zh-CN')).formatDateTime(1_700_000_000)).toMatch(
    /2023/,
  )
  expect(spanish.formatDateTime(1_700_000_000)).toMatch(/nov/)
  expect(spanish.formatUsd('12345.5')).toMatch(/^12\.345,50\s?US\$$/)
  expect(english.formatTime(1_700_000_000)).toMatch(/^\d{1,2}:\d{2}:\d{2}\s?[AP]M$/)
})

test('Arabic keeps Latin digits, so amounts, addresses and typed numbers read alike', async () => {
  const arabic = localize('ar', await loadMessages('ar'))
  expect(arabic.dir).toBe('rtl')
  expect(arabic.formatNumber('1234567.25')).toBe('1,234,567.25')
  expect(arabic.decimalSeparator).toBe('.')
  expect(arabic.formatCountdown(125)).toBe('2:05')
  expect(arabic.formatDateTime(1_700_000_000)).toMatch(/2023/)
  expect(arabic.formatUsd('12.5')).toMatch(/12\.50/)
  expect(localize('ja', await loadMessages('ja')).dir).toBe('ltr')
})

test('every locale writes numbers and prices with the one decimal separator its amount fields accept', async () => {
  for (const tag of localeTags) {
    const t = localize(tag, await loadMessages(tag))
    expect(t.formatNumber('24.576343'), tag).toBe(`24${t.decimalSeparator}576343`)
    expect(t.formatUsd('0.5'), tag).toContain(`0${t.decimalSeparator}50`)
    expect(t.formatCountdown(125), tag).toBe('2:05')
    expect(t.formatDateTime(1_700_000_000), tag).toMatch(/2023/)
  }
  const separators = Object.fromEntries(
    await Promise.all(
      ['de', 'fr', 'pt-BR', 'ru', 'tr', 'vi', 'ja', 'ko'].map(
        async (tag) => [tag, localize(tag, await loadMessages(tag)).decimalSeparator] as const,
      ),
    ),
  )
  expect(separators).toEqual({
    de: ',',
    fr: ',',
    'pt-BR': ',',
    ru: ',',
    tr: ',',
    vi: ',',
    ja: '.',
    ko: '.',
  })
})
