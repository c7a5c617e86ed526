import type { SharedState } from './createSharedState.js'

/** The longest pause another instance's message may impose (the budgeted fetch's own cap). */
const longestMs = 30_000

/**
 * Tells every instance when the service answered 429, so that all of them hold the route back
 * (not only the one that was told): one message per 429 on a channel, nothing on the request
 * path. `apply` gets each announced pause, this instance's own included.
 */
export function shareCooldowns(parameters: {
  shared: SharedState
  isRoute: (route: string) => boolean
  apply: (route: string, until: number) => void
}) {
  const { shared, apply } = parameters
  const channel = `${shared.prefix}cooldowns`
  shared.subscriber.on('message', (from: string, raw: string) => {
    if (from !== channel) return
    let message: { route?: unknown; until?: unknown }
    try {
      message = JSON.parse(raw)
    } catch {
      return
    }
    const { route, until } = message
    if (typeof route !== 'string' || !parameters.isRoute(route)) return
    if (typeof until !== 'number' || !Number.isFinite(until)) return
    apply(route, Math.min(until, Date.now() + longestMs))
  })
  shared.subscriber.subscribe(channel).catch(() => {})
  return {
    announce(route: string, until: number) {
      apply(route, until)
      shared.redis.publish(channel, JSON.stringify({ route, until })).catch(() => {})
    },
  }
}
