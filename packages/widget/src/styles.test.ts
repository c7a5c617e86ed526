import { expect, test } from 'vitest'
import { widgetCss } from './styles.js'

/** The selectors of every style rule, inside at-rules too; comments are not selectors. */
function selectorsOf(css: string): string[] {
  const withoutAtRules = css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/@(media|container)[^{]*\{/g, '')
  return [...withoutAtRules.matchAll(/([^{}]+)\{[^{}]*\}/g)].flatMap((match) =>
    splitTopLevel(match[1]!),
  )
}

/** Splits a selector list at its commas, leaving those inside :is(…) and the like. */
function splitTopLevel(list: string): string[] {
  const parts: string[] = []
  let depth = 0
  let current = ''
  for (const char of list) {
    if (char === '(') depth++
    if (char === ')') depth--
    if (char === ',' && depth === 0) {
      parts.push(current.trim())
      current = ''
    } else current += char
  }
  return [...parts, current.trim()]
}

test('every rule of the widget stylesheet is scoped under .ferry, so nothing reaches the host page', () => {
  const selectors = selectorsOf(widgetCss)
  expect(selectors.length).toBeGreaterThan(40)
  for (const selector of selectors)
    expect(selector, selector).toMatch(/^\.ferry(\[|\s|$|\s*\*|::?)/)
})

test('sizes are in px, never rem, so a host root font size cannot rescale the widget', () => {
  expect(widgetCss).not.toMatch(/\drem\b/)
})

test("nothing of Tailwind's own output reaches the host: no layer, no @property, no :root or * rule", () => {
  // A cascade layer would lose to every unlayered host rule; @property and :root are global.
  expect(widgetCss).not.toMatch(/@layer|@property|:root|:host/)
  expect(widgetCss).toContain('.ferry .ferry\\:grid{')
})

test('the theme is the --ferry-* properties; any --tw-* variable read has a default under .ferry', () => {
  const read = new Set([...widgetCss.matchAll(/var\((--[\w-]+)/g)].map((match) => match[1]!))
  const others = [...read].filter((name) => !name.startsWith('--ferry-'))
  const defaults = widgetCss.match(/^(?:\/\*[\s\S]*?\*\/)?\s*\.ferry,[^{]*\{([^}]*)\}/)?.[1] ?? ''
  for (const name of others) {
    expect(name, name).toMatch(/^--tw-/)
    expect(defaults, name).toContain(`${name}:`)
  }
  expect(read).toContain('--ferry-accent')
})

test('the token button ends with a chevron: a rotated corner of physical borders, so it points down right to left too', () => {
  const chevron = /\.ferry \.ferry-token:after\{([^}]*)\}/.exec(widgetCss)?.[1] ?? ''
  expect(chevron).toContain('content:""')
  expect(chevron).toContain('border-width:0 2px 2px 0')
  expect(chevron).toContain('rotate:45deg')
  expect(chevron).not.toMatch(/border-inline|border-left/)
})
