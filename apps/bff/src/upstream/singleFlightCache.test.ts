import { expect, test, vi } from 'vitest'
import { createSingleFlightCache } from './singleFlightCache.js'

test('concurrent and repeated reads within the time to live cost one load, failures included', async () => {
  const clock = { at: 0 }
  const load = vi.fn(async () => {
    throw new Error('down')
  })
  const cache = createSingleFlightCache({ load, ttlMs: 5_000, now: () => clock.at })
  const outcomes = await Promise.all(Array.from({ length: 50 }, () => cache.get()))
  expect(outcomes.every((outcome) => !outcome.ok)).toBe(true)
  await cache.get()
  expect(load).toHaveBeenCalledTimes(1)
  clock.at += 5_000
  await cache.get()
  expect(load).toHaveBeenCalledTimes(2)
})

test('a time to live of zero turns the cache off', async () => {
  let loads = 0
  const cache = createSingleFlightCache({ load: async () => ++loads, ttlMs: 0 })
  const outcomes = await Promise.all([cache.get(), cache.get()])
  expect(outcomes).toEqual([
    { ok: true, value: 1 },
    { ok: true, value: 2 },
  ])
})
