import { act, renderHook } from '@testing-library/react'
import { afterEach, expect, test, vi } from 'vitest'
import { typingPauseDefaults, typingPauseMs, useTypingPause } from './useTypingPause.js'

afterEach(() => {
  vi.useRealTimers()
})

test('the wait is 150 ms until the pace is known, then one and a half times the usual gap', () => {
  expect(typingPauseMs([], typingPauseDefaults)).toBe(150)
  expect(typingPauseMs([100, 120, 90], typingPauseDefaults)).toBe(150)
  // The median, so one slow key does not slow every answer.
  expect(typingPauseMs([100, 100, 390], typingPauseDefaults)).toBe(150)
  expect(typingPauseMs([200, 220, 240], typingPauseDefaults)).toBe(330)
})

test('the wait stays between 80 and 400 ms', () => {
  expect(typingPauseMs([10, 20, 30], typingPauseDefaults)).toBe(80)
  expect(typingPauseMs([350, 390], typingPauseDefaults)).toBe(400)
})

test('a value typed key by key settles once the typing pauses, not after each key', async () => {
  vi.useFakeTimers()
  const { result, rerender } = renderHook(({ value }) => useTypingPause(value), {
    initialProps: { value: '' },
  })
  for (const value of ['2', '25', '250']) {
    rerender({ value })
    await act(async () => {
      await vi.advanceTimersByTimeAsync(100)
    })
    // Never an amount on the way to the one meant.
    expect(result.current).toBe('')
  }
  // Keys 100 ms apart: the pause that ends the typing is 150 ms.
  await act(async () => {
    await vi.advanceTimersByTimeAsync(49)
  })
  expect(result.current).toBe('')
  await act(async () => {
    await vi.advanceTimersByTimeAsync(1)
  })
  expect(result.current).toBe('250')
})

test('a value with an answer at hand settles at once', () => {
  const answered = new Set(['10'])
  const { result, rerender } = renderHook(
    ({ value }) => useTypingPause(value, (candidate) => answered.has(candidate)),
    { initialProps: { value: '1' } },
  )
  rerender({ value: '10' })
  expect(result.current).toBe('10')
})
