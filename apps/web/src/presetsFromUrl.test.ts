import { expect, test } from 'vitest'
import { presetsFromUrl } from './presetsFromUrl.js'

test('well-formed presets are taken, anything else ignored', () => {
  expect(presetsFromUrl(new URLSearchParams('from=1:0xabc&to=8453:0xdef&amount=12.5'))).toEqual({
    from: '1:0xabc',
    to: '8453:0xdef',
    amount: '12.5',
  })
  expect(presetsFromUrl(new URLSearchParams('from=<script>&amount=1e9'))).toEqual({})
})
