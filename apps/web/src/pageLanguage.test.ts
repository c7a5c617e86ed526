import { expect, test } from 'vitest'
import { pageLanguage } from './pageLanguage.js'

// How a locale resolves is the widget's rule (documentLanguage, tested in locales.test.ts); here,
// which locale each page takes.
const page = (kind: 'app' | 'embed', path: string) =>
  pageLanguage({ page: kind, url: `https://swap.test${path}` })

test("the hosted page's <html> takes the locale of its URL, once the page accepts it", () => {
  expect(page('app', '/?locale=ar&theme=dark')).toEqual({ lang: 'ar', dir: 'rtl' })
  expect(page('app', '/?locale=ja-JP')).toMatchObject({ lang: 'ja' })
  // A value appearanceFromUrl refuses reaches the widget as no locale: English.
  expect(page('app', '/?locale=<x>')).toEqual(page('app', '/'))
})

test("the embed page starts in English whatever its URL says: the host's locale comes by message", () => {
  expect(page('embed', '/embed?locale=ar')).toEqual({ lang: 'en', dir: 'ltr' })
})
