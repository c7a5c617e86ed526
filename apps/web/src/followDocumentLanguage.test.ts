import { afterEach, expect, test } from 'vitest'
import { followDocumentLanguage } from './followDocumentLanguage.js'

const html = document.documentElement
const languageOfPage = () => ({ lang: html.lang, dir: html.dir })

afterEach(() => {
  html.lang = 'en'
  html.removeAttribute('dir')
})

test('<html lang dir> follows the locale once its catalog is in, Arabic right to left', async () => {
  await followDocumentLanguage('ar')
  expect(languageOfPage()).toEqual({ lang: 'ar', dir: 'rtl' })
  await followDocumentLanguage('ja-JP')
  expect(languageOfPage()).toEqual({ lang: 'ja', dir: 'ltr' })
  await followDocumentLanguage(undefined)
  expect(languageOfPage()).toEqual({ lang: 'en', dir: 'ltr' })
})

test('the latest locale wins when an earlier catalog arrives after it', async () => {
  // Korean is not loaded yet: its catalog arrives after English, which is bundled.
  const korean = followDocumentLanguage('ko')
  const english = followDocumentLanguage('en')
  await Promise.all([korean, english])
  expect(languageOfPage()).toEqual({ lang: 'en', dir: 'ltr' })
})
