import { act, renderHook } from '@testing-library/react'
import { afterEach, expect, test, vi } from 'vitest'
import { typingPauseDefaults, typingPauseMs, useTypingPause } from './useTypingPause.js'

afterEach(() => {
  vi.useRealTimers()
})

test('the wait is 400 ms until the pace is known, then twice the longest gap', () => {
  expect(typingPauseMs([], typingPauseDefaults)).toBe(400)
  expect(typingPauseMs([100, 120, 90], typingPauseDefaults)).toBe(240)
  // The longest gap, so an uneven typist is not quoted on the way to the amount.
  expect(typingPauseMs([100, 100, 150], typingPauseDefaults)).toBe(300)
  expect(typingPauseMs([200, 220, 240], typingPauseDefaults)).toBe(400)
})

test('the wait stays between 150 and 400 ms', () => {
  expect(typingPauseMs([10, 20, 30], typingPauseDefaults)).toBe(150)
  expect(typingPauseMs([350, 390], typingPauseDefaults)).toBe(400)
})

test('a value typed key by key settles once the typing pauses, not after each key', async () => {
  vi.useFakeTimers()
  const { result, rerender } = renderHook(
    ({ value }) => useTypingPause(value, { startsOver: (typed) => typed === '' }),
    { initialProps: { value: '' } },
  )
  for (const value of ['2', '25', '250']) {
    rerender({ value })
    await act(async () => {
      await vi.advanceTimersByTimeAsync(100)
    })
    // Never an amount on the way to the one meant.
    expect(result.current).toBe('')
  }
  // Keys 100 ms apart: the pause that ends the typing is 200 ms.
  await act(async () => {
    await vi.advanceTimersByTimeAsync(99)
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
    ({ value }) => useTypingPause(value, { settleNow: (candidate) => answered.has(candidate) }),
    { initialProps: { value: '1' } },
  )
  rerender({ value: '10' })
  expect(result.current).toBe('10')
})

test('the time spent on an empty field is not taken for the typing pace', async () => {
  vi.useFakeTimers()
  const { result, rerender } = renderHook(
    ({ value }) => useTypingPause(value, { startsOver: (typed) => typed === '' }),
    { initialProps: { value: '9' } },
  )
  rerender({ value: '' })
  await act(async () => {
    await vi.advanceTimersByTimeAsync(300)
  })
  // Keys 50 ms apart after a 300 ms wait on the empty field: the pace is the keys' (150 ms floor).
  for (const value of ['4', '42']) {
    rerender({ value })
    await act(async () => {
      await vi.advanceTimersByTimeAsync(50)
    })
  }
  await act(async () => {
    await vi.advanceTimersByTimeAsync(99)
  })
  expect(result.current).toBe('9')
  await act(async () => {
    await vi.advanceTimersByTimeAsync(1)
  })
  expect(result.current).toBe('42')
})
