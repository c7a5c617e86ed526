/** The parts of a V8 `.cpuprofile` the summary reads. */
export type CpuProfile = {
  nodes: {
    id: number
    callFrame: { functionName: string; url: string; lineNumber: number }
    children?: number[]
  }[]
  samples: number[]
  timeDeltas: number[]
}

/**
 * Where a profile's busy time went over its last `windowMs` (the saturated run; the profile ends
 * at the stop): each function's own time, and its time with everything it called (each sample
 * counted once per distinct function on its stack), as shares of the busy (not idle) samples.
 */
export function summarizeCpuProfile(profile: CpuProfile, windowMs: number) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]))
  const parent = new Map<number, number>()
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parent.set(child, node.id)
  const sampled = new Map<number, number>()
  let elapsed = 0
  for (let index = profile.samples.length - 1; index >= 0 && elapsed < windowMs * 1000; index--) {
    const id = profile.samples[index]!
    elapsed += profile.timeDeltas[index]!
    sampled.set(id, (sampled.get(id) ?? 0) + profile.timeDeltas[index]!)
  }
  const nameOf = (id: number) => {
    const { functionName, url, lineNumber } = byId.get(id)!.callFrame
    const file = url.replace(/^.*\/node_modules\//, '').replace(/^file:\/\/.*\//, '')
    return `${functionName || '(anonymous)'} ${file}:${lineNumber + 1}`
  }
  const own = new Map<string, number>()
  const inclusive = new Map<string, number>()
  let busy = 0
  for (const [id, micros] of sampled) {
    if (byId.get(id)!.callFrame.functionName === '(idle)') continue
    busy += micros
    own.set(nameOf(id), (own.get(nameOf(id)) ?? 0) + micros)
    const seen = new Set<string>()
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const name = nameOf(at)
      if (seen.has(name)) continue
      seen.add(name)
      inclusive.set(name, (inclusive.get(name) ?? 0) + micros)
    }
  }
  const shares = (map: Map<string, number>) =>
    [...map]
      .map(([name, micros]) => ({ name, share: micros / busy }))
      .sort((a, b) => b.share - a.share)
  return { busyMs: busy / 1000, own: shares(own), inclusive: shares(inclusive) }
}
