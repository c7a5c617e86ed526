import { expect, test } from 'vitest'
import { exactOriginPattern } from './sdkConnector.js'

test("a Safe origin's pattern matches that origin only: no other host, port, scheme or suffix", () => {
  const pattern = exactOriginPattern('https://app.safe.global')
  expect(pattern.test('https://app.safe.global')).toBe(true)
  for (const other of [
    'https://app.safe.global.evil.example',
    'https://evil-app.safe.global',
    'https://appXsafe.global',
    'http://app.safe.global',
    'https://app.safe.global:8443',
    'https://evil.example/https://app.safe.global',
  ])
    expect(pattern.test(other), other).toBe(false)
})
