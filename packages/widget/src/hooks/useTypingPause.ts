import { useEffect, useRef, useState } from 'react'

export type TypingPauseOptions = {
  /** The wait before the typist's pace is known: until `paceAfter` gaps between keys are seen. */
  initialMs: number
  paceAfter: number
  /** The shortest and longest wait; a gap at least `maxMs` long is a pause, not typing. */
  minMs: number
  maxMs: number
  /** The wait is this many times the longest of the typist's last eight gaps between keys. */
  factor: number
}

// 1.2x the longest of the last eight gaps, 120 ms floor: a quick typist (keys 80-130 ms apart)
// is answered ~160 ms after the last key. Safe against quotes for the figures on the way only
// because every key counts as a change (`keystroke`): "7" and "7." are one amount, and timing
// "7.5" from "7" took two gaps for one, which is where the earlier short waits asked too often.
// Three gaps before the pace counts: the longest of one or two gaps is too short a guess (the
// quote bench's "13" on the way to "130", 95 and 80 ms seen, then 130 ms, was quoted each run).
export const typingPauseDefaults: TypingPauseOptions = {
  initialMs: 400,
  paceAfter: 3,
  minMs: 120,
  maxMs: 400,
  factor: 1.2,
}

const keyOf = (value: unknown) =>
  JSON.stringify(value, (_, item) => (typeof item === 'bigint' ? `${item}n` : item))

/**
 * How long to wait after a key before taking the value as meant: `factor` times the longest of
 * the last eight gaps between keys (typing, not pauses), within `minMs`–`maxMs`;
 * `initialMs` until `paceAfter` gaps are known. The longest gap, not a typical one, so that an uneven typist
 * is not asked about the figures on the way to the amount.
 */
export function typingPauseMs(gaps: readonly number[], options: TypingPauseOptions): number {
  if (gaps.length < options.paceAfter) return options.initialMs
  return Math.min(options.maxMs, Math.max(options.minMs, options.factor * Math.max(...gaps)))
}

export type UseTypingPauseParameters<value> = {
  /** A value that needs no wait (an answer for it is already at hand). */
  settleNow?: (value: value) => boolean
  /**
   * A value typing starts from (an empty field): the time spent on it, before or after, is not
   * a gap between keys.
   */
  startsOver?: (value: value) => boolean
  /**
   * The text as typed, when several texts read as one value ("7", "7." and "7.0"): each of its
   * changes is a key (the wait starts over, the gap is the pace), though the value stays.
   */
  keystroke?: string | undefined
  options?: TypingPauseOptions
}

/**
 * The value once the keys paused (see `typingPauseMs`): an adaptive debounce. Objects are
 * compared by their JSON, so a new object with the same content does not restart the wait.
 */
export function useTypingPause<value>(
  value: value,
  {
    settleNow,
    startsOver,
    keystroke = '',
    options = typingPauseDefaults,
  }: UseTypingPauseParameters<value> = {},
): value {
  const [settled, setSettled] = useState(value)
  const key = keyOf(value)
  // A JSON text ends where it ends: the key and the text after it cannot be read another way.
  const keyed = key + keystroke
  // Typing from a start (an empty field) has no gap before its first key: -Infinity.
  const pace = useRef({ keyed, changedAt: Number.NEGATIVE_INFINITY, gaps: [] as number[] })
  const immediate = settleNow?.(value) === true
  const start = startsOver?.(value) === true
  // biome-ignore lint/correctness/useExhaustiveDependencies: `keyed` stands for `value` and `keystroke`.
  useEffect(() => {
    const now = performance.now()
    const { keyed: before, changedAt, gaps } = pace.current
    if (before !== keyed) {
      const gap = start ? options.maxMs : now - changedAt
      pace.current = {
        keyed,
        changedAt: start ? Number.NEGATIVE_INFINITY : now,
        gaps: gap < options.maxMs ? [...gaps, gap].slice(-8) : gaps,
      }
    }
    if (immediate) {
      setSettled(value)
      return
    }
    const timer = setTimeout(() => setSettled(value), typingPauseMs(pace.current.gaps, options))
    return () => clearTimeout(timer)
  }, [keyed, immediate, options])
  return keyOf(settled) === key || immediate ? value : settled
}
