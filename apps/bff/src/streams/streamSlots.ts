/** Counts the open event streams of each client and refuses one past `perClient`. */
export function createStreamSlots(parameters: { perClient: number }) {
  const open = new Map<string, number>()
  return {
    /** Takes a slot for `client`; the returned function gives it back (once). */
    take(client: string): (() => void) | undefined {
      const count = open.get(client) ?? 0
      if (count >= parameters.perClient) return undefined
      open.set(client, count + 1)
      let released = false
      return () => {
        if (released) return
        released = true
        const left = (open.get(client) ?? 1) - 1
        if (left <= 0) open.delete(client)
        else open.set(client, left)
      }
    },
    /** Open streams in all. */
    get total() {
      let sum = 0
      for (const count of open.values()) sum += count
      return sum
    },
  }
}
export type StreamSlots = ReturnType<typeof createStreamSlots>
