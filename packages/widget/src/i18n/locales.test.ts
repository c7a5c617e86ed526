import { expect, test } from 'vitest'
import { en } from './en.js'
import { loadMessages, localeTags, resolveLocale } from './locales.js'
import { trackerStoryEn } from './trackerStoryEn.js'
import { trackerStoryEs } from './trackerStoryEs.js'
import { trackerStoryZhCN } from './trackerStoryZhCN.js'
import { localize } from './useMessages.js'
import { v1SwapEn } from './v1SwapEn.js'
import { v1SwapEs } from './v1SwapEs.js'
import { v1SwapZhCN } from './v1SwapZhCN.js'
import { v1TrackingEn } from './v1TrackingEn.js'
import { v1TrackingEs } from './v1TrackingEs.js'
import { v1TrackingZhCN } from './v1TrackingZhCN.js'
import { walletMenuEn } from './walletMenuEn.js'
import { walletMenuEs } from './walletMenuEs.js'
import { walletMenuZhCN } from './walletMenuZhCN.js'

/** The shape of a catalog: every key path, with functions marked by their arity. */
function shape(value: unknown, path = ''): string[] {
  if (typeof value === 'function') return [`${path}()${value.length}`]
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).flatMap(([key, inner]) => shape(inner, `${path}.${key}`))
  return [path]
}

/** Every string of a catalog is there and not blank, where English has one. */
function expectComplete(tag: string, messages: unknown, english: unknown) {
  expect(shape(messages), tag).toEqual(shape(english))
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

test('every catalog translates every English string, with the same placeholders', async () => {
  const catalogs = Object.fromEntries(
    await Promise.all(localeTags.map(async (tag) => [tag, await loadMessages(tag)] as const)),
  )
  for (const [tag, messages] of Object.entries(catalogs)) expectComplete(tag, messages, en)
  expect(catalogs.es!.tokenOn('USDC', 'Base')).toBe('USDC en Base')
  expect(catalogs['zh-CN']!.status.approving(0, 2)).toContain('1')
})

test('a locale resolves exactly, then by language, then to English', () => {
  expect(resolveLocale('es')).toBe('es')
  expect(resolveLocale('es-MX')).toBe('es')
  expect(resolveLocale('zh-cn')).toBe('zh-CN')
  expect(resolveLocale('zh')).toBe('zh-CN')
  expect(resolveLocale('fr-FR')).toBe('en')
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
  expect(localize('zh-CN', await loadMessages('zh-CN')).formatDateTime(1_700_000_000)).toMatch(
    /2023/,
  )
  expect(spanish.formatDateTime(1_700_000_000)).toMatch(/nov/)
})
