import { expect, test } from 'vitest'
import { appearanceFromUrl } from './appearanceFromUrl.js'

test('theme, layout and locale come from the URL; anything the widget would refuse is dropped', () => {
  expect(appearanceFromUrl(new URLSearchParams('theme=dark&layout=wide&locale=zh-CN'))).toEqual({
    theme: { mode: 'dark', layout: 'wide' },
    locale: 'zh-CN',
  })
  expect(appearanceFromUrl(new URLSearchParams('theme=neon&layout=huge&locale=<b>'))).toEqual({})
})
