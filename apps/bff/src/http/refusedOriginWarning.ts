/**
 * One warn line per origin the BFF refuses (CORS, the cross-site guard, framing of /embed), at
 * most once per `intervalMs` for each: an integrator whose page origin is missing from
 * ALLOWED_ORIGINS reads why in the log, and a flood of requests (or of made-up origins) cannot
 * flood it or grow memory without bound.
 */
export function refusedOriginWarning(parameters: {
  warn: (message: string) => void
  intervalMs?: number
  now?: () => number
}): (origin: string) => void {
  const { warn, intervalMs = 10 * 60_000, now = Date.now } = parameters
  const lastWarned = new Map<string, number>()
  return (origin) => {
    const at = now()
    const last = lastWarned.get(origin)
    if (last !== undefined && at - last < intervalMs) return
    // Origins are attacker-chosen: forget them all rather than keep an unbounded map.
    if (lastWarned.size >= 1000) lastWarned.clear()
    lastWarned.set(origin, at)
    // JSON.stringify: an origin header is attacker text, quoted so it cannot fake a log line.
    warn(`origin ${JSON.stringify(origin).slice(1, -1)} is not in ALLOWED_ORIGINS`)
  }
}
