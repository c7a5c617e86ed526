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

test('the mode is a preset too; other query parameters are not', () => {
  expect(
    presetsFromUrl(new URLSearchParams('to=8453:USDC&amount=5&mode=exact_output&theme=dark')),
  ).toEqual({ to: '8453:USDC', amount: '5', mode: 'exact_output' })
  expect(presetsFromUrl(new URLSearchParams('mode=both&from=1:USDC%0A'))).toEqual({})
})
