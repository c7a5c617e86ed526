import { useEffect, useRef, useState } from 'react'

export type TypingPauseOptions = {
  /** The wait before the typist's pace is known. */
  initialMs: number
  /** The shortest and longest wait; a gap at least `maxMs` long is a pause, not typing. */
  minMs: number
  maxMs: number
  /** The wait is this many times the typist's usual gap between changes. */
  factor: number
}

export const typingPauseDefaults: TypingPauseOptions = {
  initialMs: 150,
  minMs: 80,
  maxMs: 400,
  factor: 1.5,
}

const keyOf = (value: unknown) =>
  JSON.stringify(value, (_, item) => (typeof item === 'bigint' ? `${item}n` : item))

const median = (values: readonly number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

/**
 * How long to wait after a change before taking the value as meant: `factor` times the median of
 * the last gaps between changes (typing, not pauses), within `minMs`–`maxMs`; `initialMs` until
 * a gap is known. A fast typist is answered sooner than a fixed wait would allow, a slow one is
 * not asked about every figure on the way to the amount.
 */
export function typingPauseMs(gaps: readonly number[], options: TypingPauseOptions): number {
  if (gaps.length === 0) return options.initialMs
  return Math.min(options.maxMs, Math.max(options.minMs, options.factor * median(gaps)))
}

/**
 * The value once its changes paused (see `typingPauseMs`): an adaptive debounce. Objects are
 * compared by their JSON, so a new object with the same content does not restart the wait.
 * `settleNow(value)` says when a value needs no wait (an answer for it is already at hand).
 */
export function useTypingPause<value>(
  value: value,
  settleNow: (value: value) => boolean = () => false,
  options: TypingPauseOptions = typingPauseDefaults,
): value {
  const [settled, setSettled] = useState(value)
  const key = keyOf(value)
  const pace = useRef<{ key: string; changedAt: number | undefined; gaps: number[] }>({
    key,
    changedAt: undefined,
    gaps: [],
  })
  const immediate = settleNow(value)
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `value`'s content.
  useEffect(() => {
    const now = performance.now()
    const { changedAt, gaps } = pace.current
    if (pace.current.key !== key) {
      if (changedAt !== undefined && now - changedAt < options.maxMs)
        pace.current.gaps = [...gaps, now - changedAt].slice(-4)
      pace.current = { key, changedAt: now, gaps: pace.current.gaps }
    }
    if (immediate) {
      setSettled(value)
      return
    }
    const timer = setTimeout(() => setSettled(value), typingPauseMs(pace.current.gaps, options))
    return () => clearTimeout(timer)
  }, [key, immediate, options])
  return keyOf(settled) === key || immediate ? value : settled
}
