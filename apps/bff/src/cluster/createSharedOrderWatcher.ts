import type { OrderRecord } from '@ferry/order-api'
import {
  type CreateOrderWatcherParameters,
  type OrderListener,
  pollerMethods,
} from '../orderWatcher.js'
import type { SharedState } from './createSharedState.js'
import { redisLease } from './redisLease.js'

/** The order JSON as every instance writes it: bigints (v1 amounts) as decimal strings. */
export const orderText = (order: unknown) =>
  JSON.stringify(order, (_key, value) => (typeof value === 'bigint' ? value.toString() : value))

type Message =
  | { id: string; kind: 'order'; version: number; text: string }
  | { id: string; kind: 'gone' }

export type CreateSharedOrderWatcherParameters<order> = CreateOrderWatcherParameters<order> & {
  shared: SharedState
  /** Keeps the v1 and v2 watchers apart in Redis. */
  namespace: string
  isFinal: (order: order) => boolean
  isGone: (error: unknown) => boolean
  /** How long a lease lasts without renewal. Default twice the interval. */
  leaseMs?: number
  /** Redis could not be asked: this instance polled the order itself. */
  onFallback?: () => void
}

/**
 * One upstream poller per order across all instances (DESIGN: one poll per order per interval,
 * however many instances watch it). Every instance with listeners ticks once per interval: the
 * one holding the order's lease in Redis polls upstream and renews it, writes the latest state
 * (with a version) and publishes each change on a channel every instance subscribes to; the
 * others take the lease once it expires (its holder died) and read the latest state at each
 * tick, so an update missed on the channel still arrives. Without Redis an instance polls for
 * itself. Same interface as createOrderWatcher.
 */
export function createSharedOrderWatcher<order = OrderRecord>(
  parameters: CreateSharedOrderWatcherParameters<order>,
) {
  const { shared, intervalMs, isFinal } = parameters
  const leaseMs = parameters.leaseMs ?? 2 * intervalMs
  const maxPollers = parameters.maxPollers ?? Number.POSITIVE_INFINITY
  const base = `${shared.prefix}order:${parameters.namespace}:`
  const channel = `${shared.prefix}orders:${parameters.namespace}`
  const latestTtlMs = Math.max(10 * intervalMs, 60_000)
  type Poller = {
    listeners: Set<OrderListener<order>>
    version: number
    text?: string
    latest?: order
    holding: boolean
    timer?: ReturnType<typeof setTimeout>
    stopped: boolean
  }
  const pollers = new Map<string, Poller>()

  const onMessage = (from: string, raw: string) => {
    if (from !== channel) return
    let message: Message
    try {
      message = JSON.parse(raw) as Message
    } catch {
      return
    }
    const poller = pollers.get(message.id)
    if (!poller) return
    if (message.kind === 'gone') gone(message.id, poller)
    else apply(message.id, poller, message.version, message.text)
  }
  shared.subscriber.on('message', onMessage)
  let subscribed: Promise<unknown> | undefined
  /** Resolves once subscribed, or after an interval (Redis away: ticks go on without it). */
  const subscribe = () => {
    subscribed ??= shared.subscriber.subscribe(channel).catch(() => {
      subscribed = undefined // tried again with the next order
    })
    return Promise.race([
      subscribed,
      new Promise((resolve) => setTimeout(resolve, intervalMs).unref?.()),
    ])
  }

  /** Tells the listeners about a state newer than the one they have. */
  function apply(id: string, poller: Poller, version: number, text: string) {
    if (poller.stopped || version <= poller.version || text === poller.text) {
      poller.version = Math.max(poller.version, version)
      return
    }
    poller.version = version
    poller.text = text
    const order = JSON.parse(text) as order
    poller.latest = order
    for (const listener of poller.listeners) listener.onOrder(order)
    if (isFinal(order)) stop(id)
  }

  function gone(id: string, poller: Poller) {
    const listeners = [...poller.listeners]
    stop(id)
    for (const listener of listeners) listener.onGone()
  }

  async function readLatest(id: string, poller: Poller) {
    const stored = await shared.redis.get(`${base}${id}:latest`)
    if (!stored) return
    const { version, text } = JSON.parse(stored) as { version: number; text: string }
    apply(id, poller, version, text)
  }

  async function pollUpstream(id: string, poller: Poller) {
    try {
      const order = await parameters.fetchOrder(id)
      if (poller.stopped) return
      const text = orderText(order)
      if (text !== poller.text) {
        // Above every version seen, and on the clock: a holder that starts afresh after Redis
        // lost its data still writes versions the other instances accept.
        const version = Math.max(poller.version + 1, Date.now())
        const stored = JSON.stringify({ version, text })
        await shared.redis
          .multi()
          .set(`${base}${id}:latest`, stored, 'PX', latestTtlMs)
          .publish(channel, JSON.stringify({ id, kind: 'order', version, text }))
          .exec()
          .catch(() => parameters.onFallback?.())
        apply(id, poller, version, text)
      } else await shared.redis.pexpire(`${base}${id}:latest`, latestTtlMs).catch(() => {})
    } catch (error) {
      if (!parameters.isGone(error)) {
        parameters.onError?.(id, error)
        return
      }
      // Unknown to the service: nobody polls it again (spec: 404, no retry).
      await shared.redis.publish(channel, JSON.stringify({ id, kind: 'gone' })).catch(() => {})
      gone(id, poller)
    }
  }

  async function tick(id: string, poller: Poller) {
    if (poller.stopped) return
    const lease = redisLease(shared, `${base}${id}:lease`)
    try {
      await readLatest(id, poller)
      poller.holding = await lease.acquire(shared.instanceId, leaseMs)
    } catch {
      // Redis cannot be asked: poll here rather than leave the streams without updates.
      parameters.onFallback?.()
      poller.holding = true
    }
    if (poller.holding && !poller.stopped) {
      await pollUpstream(id, poller)
      // Renewed after the read as well: a slow read must not let the lease lapse before the
      // next tick, or another instance would start polling the order too.
      if (!poller.stopped)
        await lease.acquire(shared.instanceId, leaseMs).then(
          (held) => {
            poller.holding = held
          },
          () => {},
        )
    }
    if (poller.stopped) {
      if (poller.holding) await lease.release(shared.instanceId).catch(() => {})
      return
    }
    poller.timer = setTimeout(() => void tick(id, poller), intervalMs)
  }

  function stop(id: string) {
    const poller = pollers.get(id)
    if (!poller) return
    poller.stopped = true
    clearTimeout(poller.timer)
    pollers.delete(id)
    // Hand the order over at once rather than when the lease runs out.
    if (poller.holding)
      void redisLease(shared, `${base}${id}:lease`)
        .release(shared.instanceId)
        .catch(() => {})
  }

  return {
    ...pollerMethods<order, Poller>({
      pollers,
      maxPollers,
      stop,
      start: (id, first) => {
        const poller: Poller = {
          listeners: new Set([first]),
          version: 0,
          holding: false,
          stopped: false,
        }
        pollers.set(id, poller)
        // Ticks start once changes are heard, so none published meanwhile is missed.
        void subscribe().then(() => tick(id, poller))
        return poller
      },
    }),
    /** Orders this instance polls upstream now (it holds their lease). */
    get activePollers() {
      let holding = 0
      for (const poller of pollers.values()) if (poller.holding) holding++
      return holding
    },
    stopAll() {
      for (const id of [...pollers.keys()]) stop(id)
      shared.subscriber.off('message', onMessage)
    },
  }
}
