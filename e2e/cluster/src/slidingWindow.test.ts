import { expect, test } from 'vitest'
import { mostWithin, runPooled } from './slidingWindow.js'

test('the most calls within any window counts a span that straddles two fixed windows', () => {
  expect(mostWithin([], 60_000)).toBe(0)
  expect(mostWithin([0, 59_999, 60_000], 60_000)).toBe(2)
  expect(mostWithin([55_000, 56_000, 61_000, 62_000, 130_000], 60_000)).toBe(4)
})

test('pooled tasks all run, never more than the limit at once, results in order', async () => {
  let running = 0
  let peak = 0
  const tasks = Array.from({ length: 20 }, (_, index) => async () => {
    running++
    peak = Math.max(peak, running)
    await Promise.resolve()
    running--
    return index
  })
  expect(await runPooled(tasks, 3)).toEqual(Array.from({ length: 20 }, (_, index) => index))
  expect(peak).toBe(3)
})
