import { afterEach, expect, test, vi } from 'vitest'
import { memoryStorage } from '../storage/browserStorage.js'
import { createSessionStore } from './sessionStore.js'

afterEach(() => vi.useRealTimers())

test('a token is kept per address, case-insensitively, and never serves another address', () => {
  const sessions = createSessionStore(memoryStorage())
  const expiresAt = Math.floor(Date.now() / 1000) + 60
  sessions.set('0xAbC', { token: 't', expiresAt })
  expect(sessions.get('0xabc')).toEqual({ token: 't', expiresAt })
  expect(sessions.get('0xdef')).toBeUndefined()
  sessions.clear('0xABC')
  expect(sessions.get('0xabc')).toBeUndefined()
})

test('an expired or mangled token is dropped', () => {
  vi.useFakeTimers({ now: 1_800_000_000_000 })
  const storage = memoryStorage()
  const sessions = createSessionStore(storage)
  sessions.set('0xa', { token: 't', expiresAt: 1_800_000_060 })
  vi.setSystemTime(1_800_000_060_000)
  expect(sessions.get('0xa')).toBeUndefined()
  expect(storage.length).toBe(0)
  storage.setItem('ferry:session:0xb', '{"token":1}')
  expect(sessions.get('0xb')).toBeUndefined()
  storage.setItem('ferry:session:0xc', '{broken')
  expect(sessions.get('0xc')).toBeUndefined()
})
