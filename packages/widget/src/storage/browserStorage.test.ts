import { afterEach, expect, test, vi } from 'vitest'
import { browserStorage } from './browserStorage.js'

afterEach(() => vi.unstubAllGlobals())

test('localStorage when the browser allows it', () => {
  expect(browserStorage()).toBe(globalThis.localStorage)
})

test('an in-memory stand-in when merely reading localStorage throws (third-party iframe)', () => {
  vi.stubGlobal('localStorage', undefined)
  Object.defineProperty(globalThis, 'localStorage', {
    configurable: true,
    get() {
      throw new DOMException('Access is denied for this document.', 'SecurityError')
    },
  })
  const storage = browserStorage()
  storage.setItem('a', '1')
  expect(storage.getItem('a')).toBe('1')
  expect(storage.length).toBe(1)
  storage.removeItem('a')
  expect(storage.getItem('a')).toBeNull()
})
