import { act, renderHook } from '@testing-library/react'
import { afterEach, expect, test, vi } from 'vitest'
import {
  type TypingPauseOptions,
  typingPauseDefaults,
  typingPauseMs,
  useTypingPause,
} from './useTypingPause.js'

afterEach(() => {
  vi.useRealTimers()
})

// The earlier tuning (twice the longest of the last three gaps, 150-400 ms): the rule's
// arithmetic and the hook's behaviour do not depend on the figures chosen.
const twiceTheLongest: TypingPauseOptions = {
  initialMs: 400,
  paceAfter: 1,
  minMs: 150,
  maxMs: 400,
  factor: 2,
}

test('the wait is 400 ms until the pace is known, then twice the longest gap', () => {
  expect(typingPauseMs([], twiceTheLongest)).toBe(400)
  expect(typingPauseMs([100, 120, 90], twiceTheLongest)).toBe(240)
  // The longest gap, so an uneven typist is not quoted on the way to the amount.
  expect(typingPauseMs([100, 100, 150], twiceTheLongest)).toBe(300)
  expect(typingPauseMs([200, 220, 240], twiceTheLongest)).toBe(400)
})

test('the wait stays between 150 and 400 ms', () => {
  expect(typingPauseMs([10, 20, 30], twiceTheLongest)).toBe(150)
  expect(typingPauseMs([350, 390], twiceTheLongest)).toBe(400)
})

test('a value typed key by key settles once the typing pauses, not after each key', async () => {
  vi.useFakeTimers()
  const { result, rerender } = renderHook(
    ({ value }) =>
      useTypingPause(value, { startsOver: (typed) => typed === '', options: twiceTheLongest }),
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
    ({ value }) =>
      useTypingPause(value, { startsOver: (typed) => typed === '', options: twiceTheLongest }),
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

test('today the wait is 1.2 times the longest of the last eight gaps, 120 to 400 ms, once three are seen', () => {
  expect(typingPauseMs([], typingPauseDefaults)).toBe(400)
  expect(typingPauseMs([95, 120, 80, 130, 105, 90, 125, 110], typingPauseDefaults)).toBe(156)
  expect(typingPauseMs([60, 70, 65], typingPauseDefaults)).toBe(120)
  expect(typingPauseMs([390, 100, 100], typingPauseDefaults)).toBe(400)
  // One or two gaps are too few to know the pace by: 95 and 80 ms seen, the next key may well
  // come 130 ms later ("13" on the way to "130"), past 1.2 x 95.
  expect(typingPauseMs([95], typingPauseDefaults)).toBe(400)
  expect(typingPauseMs([95, 80], typingPauseDefaults)).toBe(400)
  expect(typingPauseMs([95, 80, 130], typingPauseDefaults)).toBe(156)
})

/** Moves the fake clock `ms` on, effects and timers run. */
const elapse = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms)
  })

/** Types `texts` one after another, `gapMs` apart. */
async function typeKeys(rerender: (props: { text: string }) => void, texts: string[], gapMs = 100) {
  for (const text of texts) {
    rerender({ text })
    await elapse(gapMs)
  }
}

/** The hook as the quote uses it: the amount read from the text, each key a change. */
const renderAmountField = () =>
  renderHook(
    ({ text }) =>
      useTypingPause(text === '' ? undefined : Number.parseFloat(text), {
        startsOver: (amount) => amount === undefined,
        keystroke: text,
      }),
    { initialProps: { text: '' } },
  )

test('a key that leaves the value as it was ("2" then "2.0") starts the wait over', async () => {
  vi.useFakeTimers()
  const { result, rerender } = renderAmountField()
  // A pace of 100 ms between keys: the wait is 120 ms.
  await typeKeys(rerender, ['5', '56', ''], 100)
  await elapse(300)
  for (const text of ['2', '2.', '2.0']) {
    await typeKeys(rerender, [text], 100)
    // Never 2 on the way to 2.05, though "2" was the value for three keys (300 ms).
    expect(result.current).toBeUndefined()
  }
  rerender({ text: '2.05' })
  await elapse(119)
  expect(result.current).toBeUndefined()
  await elapse(1)
  expect(result.current).toBe(2.05)
})

test('the wait after an emptied field is the keys’ pace, not the time before the field was emptied', async () => {
  vi.useFakeTimers()
  const { result, rerender } = renderAmountField()
  await typeKeys(rerender, ['1', '12', '123'], 100)
  // The quote for 123 read for 300 ms, then the field emptied: 400 ms after the last key.
  await elapse(300)
  expect(result.current).toBe(123)
  await typeKeys(rerender, ['', '3'], 100)
  rerender({ text: '34' })
  await elapse(119)
  // The amount last settled, until the pause: never 3 on the way.
  expect(result.current).toBe(123)
  await elapse(1)
  expect(result.current).toBe(34)
})

test('the pace is the last eight gaps: a slow key before them no longer lengthens the wait', async () => {
  vi.useFakeTimers()
  const { result, rerender } = renderAmountField()
  const digits = '1234567890'
  // One gap of 250 ms (a 300 ms wait), then eight of 100 ms.
  await typeKeys(rerender, ['1'], 250)
  await typeKeys(
    rerender,
    [...digits.slice(2)].map((_, index) => digits.slice(0, index + 2)),
    100,
  )
  rerender({ text: digits })
  await elapse(119)
  expect(result.current).toBeUndefined()
  await elapse(1)
  expect(result.current).toBe(1234567890)
})
