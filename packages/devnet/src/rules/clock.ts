/** The service's clock. Every time read goes through it, so tests can move time forward. */
export type Clock = { now(): number; nowMs(): number; advance(seconds: number): void }

export function createClock(): Clock {
  let offsetMs = 0
  return {
    nowMs: () => Date.now() + offsetMs,
    now: () => Math.floor((Date.now() + offsetMs) / 1000),
    advance(seconds) {
      offsetMs += seconds * 1000
    },
  }
}
