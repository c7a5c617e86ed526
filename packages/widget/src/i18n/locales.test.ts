import { expect, test } from 'vitest'
import { en } from './en.js'
import { loadMessages, localeTags, resolveLocale } from './locales.js'
import { localize } from './useMessages.js'

/** The shape of a catalog: every key path, with functions marked by their arity. */
function shape(value: unknown, path = ''): string[] {
  if (typeof value === 'function') return [`${path}()${value.length}`]
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).flatMap(([key, inner]) => shape(inner, `${path}.${key}`))
  return [path]
}

test('every catalog translates every English string, with the same placeholders', async () => {
  const catalogs = Object.fromEntries(
    await Promise.all(localeTags.map(async (tag) => [tag, await loadMessages(tag)] as const)),
  )
  for (const [tag, messages] of Object.entries(catalogs)) {
    expect(shape(messages), tag).toEqual(shape(en))
    for (const path of shape(messages).filter((entry) => !entry.includes('()'))) {
      const text = path
        .slice(1)
        .split('.')
        .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], messages)
      expect(typeof text === 'string' && text.trim().length > 0, `${tag}${path}`).toBe(true)
    }
  }
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
