/** Sliding one-minute windows of request times per key. */
export function createRateLimiter(now: () => number) {
  const windows = new Map<string, number[]>()
  return {
    /** Records a request under each key if every key is under its limit; false otherwise. */
    allow(entries: { key: string; limit: number }[]): boolean {
      const at = now()
      const recent = entries.map(({ key }) => {
        const times = (windows.get(key) ?? []).filter((time) => at - time < 60_000)
        windows.set(key, times)
        return times
      })
      if (entries.some((entry, index) => recent[index]!.length >= entry.limit)) return false
      for (const times of recent) times.push(at)
      return true
    },
  }
}
