/** One scope a hold counts in (an address, a client) and how many holds that scope may have. */
export type HoldScope = { key: string; cap: number }

/** What a store keeps per hold: the scopes it counts in, and the caller's note (JSON text). */
export type HoldRecord = { keys: string[]; note: string }

export type TakeHoldResult =
  /** `created` is false when the hold already existed (the same reservation asked for again). */
  | { ok: true; created: boolean }
  /** `scope` is the index of the full scope; `holders` its holds and when each ends (epoch ms). */
  | { ok: false; scope: number; holders: { id: string; until: number }[] }

/**
 * Counted holds, each in several scopes at once, each scope with a cap. A take is atomic: it is
 * added to every scope or to none. Holds end by themselves at their `until` (epoch ms), so a
 * process that dies between taking and settling a hold leaks nothing for longer than that.
 */
export type HoldStore = {
  take(parameters: {
    id: string
    scopes: HoldScope[]
    until: number
    note: string
    now: number
  }): Promise<TakeHoldResult>
  /** Sets a hold's end and note (re-adding it to its scopes if it had ended meanwhile). */
  keep(parameters: { id: string; keys: string[]; until: number; note: string }): Promise<void>
  drop(parameters: { id: string; keys: string[] }): Promise<void>
  /** The live holds' records, with when each ends (epoch ms). */
  records(ids: string[]): Promise<((HoldRecord & { until: number }) | undefined)[]>
}

/** Forget empty scopes once this many are kept, so rotating identities cannot grow memory. */
const SWEEP_AT = 10_000

/** The store of one process: holds in maps, ended holds pruned as scopes are read. */
export function createMemoryHoldStore(parameters: { now?: () => number } = {}): HoldStore {
  const now = parameters.now ?? Date.now
  const scopes = new Map<string, Map<string, number>>()
  const holds = new Map<string, HoldRecord & { until: number }>()
  const live = (key: string, at: number) => {
    const scope = scopes.get(key)
    if (!scope) return new Map<string, number>()
    for (const [id, until] of scope) if (until <= at) scope.delete(id)
    return scope
  }
  const sweep = (at: number) => {
    if (scopes.size < SWEEP_AT && holds.size < SWEEP_AT) return
    for (const key of scopes.keys()) if (live(key, at).size === 0) scopes.delete(key)
    for (const [id, hold] of holds) if (hold.until <= at) holds.delete(id)
  }
  const add = (id: string, keys: string[], until: number) => {
    for (const key of keys) {
      const scope = scopes.get(key) ?? new Map<string, number>()
      scope.set(id, until)
      scopes.set(key, scope)
    }
  }
  return {
    async take({ id, scopes: wanted, until, note, now: at }) {
      sweep(at)
      for (const [index, { key, cap }] of wanted.entries()) {
        const scope = live(key, at)
        if (!scope.has(id) && scope.size >= cap)
          return {
            ok: false,
            scope: index,
            holders: [...scope].map(([holder, end]) => ({ id: holder, until: end })),
          }
      }
      const existing = holds.get(id)
      const created = !existing || existing.until <= at
      const keys = wanted.map((scope) => scope.key)
      if (created) {
        holds.set(id, { keys, note, until })
        add(id, keys, until)
      }
      return { ok: true, created }
    },
    async keep({ id, keys, until, note }) {
      holds.set(id, { keys, note, until })
      add(id, keys, until)
    },
    async drop({ id, keys }) {
      holds.delete(id)
      for (const key of keys) scopes.get(key)?.delete(id)
    },
    async records(ids) {
      const at = now()
      return ids.map((id) => {
        const hold = holds.get(id)
        return hold && hold.until > at ? { ...hold } : undefined
      })
    },
  }
}
