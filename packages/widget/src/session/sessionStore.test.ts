import { afterEach, expect, test, vi } from 'vitest'
import { memoryStorage } from '../storage/browserStorage.js'
import { BEARER_LIFETIME_SECONDS, createSessionStore } from './sessionStore.js'

afterEach(() => vi.useRealTimers())

const stores = (carrier: 'cookie' | 'bearer') => {
  const markers = memoryStorage()
  const bearers = memoryStorage()
  return { markers, bearers, sessions: createSessionStore({ carrier, markers, bearers }) }
}
const contents = (storage: Storage) =>
  Array.from({ length: storage.length }, (_, i) => storage.getItem(storage.key(i)!)).join('\n')

test('a session is kept per address, case-insensitively, and never serves another address', () => {
  for (const carrier of ['cookie', 'bearer'] as const) {
    const { sessions } = stores(carrier)
    const expiresAt = Math.floor(Date.now() / 1000) + 60
    sessions.set('0xAbC', { token: 't', expiresAt })
    expect(sessions.get('0xabc')).toEqual(
      carrier === 'cookie' ? { expiresAt } : { expiresAt, authorization: 'Bearer t' },
    )
    expect(sessions.get('0xdef')).toBeUndefined()
    sessions.clear('0xABC')
    expect(sessions.get('0xabc')).toBeUndefined()
  }
})

test('a cookie page keeps no token anywhere: the HttpOnly cookie is the session', () => {
  const { markers, bearers, sessions } = stores('cookie')
  sessions.set('0xa', { token: 'secret-token', expiresAt: Math.floor(Date.now() / 1000) + 3600 })
  expect(contents(markers)).not.toContain('secret-token')
  expect(contents(bearers)).toBe('')
  expect(sessions.get('0xa')?.authorization).toBeUndefined()
})

test('a bearer page keeps its token for the tab only, and for an hour at most', () => {
  vi.useFakeTimers({ now: 1_800_000_000_000 })
  const { markers, bearers, sessions } = stores('bearer')
  sessions.set('0xa', { token: 'secret-token', expiresAt: 1_800_000_000 + 12 * 3600 })
  expect(contents(markers)).toBe('')
  expect(contents(bearers)).toContain('secret-token')
  expect(sessions.get('0xa')?.expiresAt).toBe(1_800_000_000 + BEARER_LIFETIME_SECONDS)
  vi.setSystemTime((1_800_000_000 + BEARER_LIFETIME_SECONDS) * 1000)
  expect(sessions.get('0xa')).toBeUndefined()
  expect(bearers.length).toBe(0)
})

test('a token an older version left in localStorage is removed, never used', () => {
  for (const carrier of ['cookie', 'bearer'] as const) {
    const { markers, sessions } = stores(carrier)
    markers.setItem(
      'ferry:session:0xa',
      JSON.stringify({ token: 'old', expiresAt: Math.floor(Date.now() / 1000) + 3600 }),
    )
    expect(sessions.get('0xa')).toBeUndefined()
    expect(markers.length).toBe(0)
  }
})

test('an expired or mangled session is dropped', () => {
  vi.useFakeTimers({ now: 1_800_000_000_000 })
  const { bearers, sessions } = stores('bearer')
  sessions.set('0xa', { token: 't', expiresAt: 1_800_000_060 })
  vi.setSystemTime(1_800_000_060_000)
  expect(sessions.get('0xa')).toBeUndefined()
  expect(bearers.length).toBe(0)
  bearers.setItem('ferry:session:0xb', '{"token":1}')
  expect(sessions.get('0xb')).toBeUndefined()
  bearers.setItem('ferry:session:0xc', '{broken')
  expect(sessions.get('0xc')).toBeUndefined()
})
