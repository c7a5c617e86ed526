import type { OrderRecord } from '@ferry/order-api'
import {
  type CreateOrderWatcherParameters,
  type OrderListener,
  pollerMethods,
} from '../streams/orderWatcher.js'
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
  /** How long a lease lasts without renewal. Default half the interval. */
  leaseMs?: number
  /** Redis could not be asked: this instance polled the order itself. */
  onFallback?: () => void
}

/**
 * One upstream poller per order across all instances (DESIGN: one poll per order per interval,
 * however many instances watch it). Every instance with listeners steps four times an
 * interval: the one holding the order's lease in Redis renews it (a short lease, so that a
 * dead holder is replaced within one interval), the others try to take it. The holder polls
 * upstream once an interval on a timer of its own, writes the latest state with its version
 * and the time of the read, and publishes each change on a channel every instance subscribes
 * to; a new holder polls once an interval has passed since that read, so a takeover adds no
 * read. The others read the latest state once an interval as well, so an update missed on the
 * channel still arrives. Without Redis an instance polls for itself. Same interface as
 * createOrderWatcher.
 */
export function createSharedOrderWatcher<order = OrderRecord>(
  parameters: CreateSharedOrderWatcherParameters<order>,
) {
  const { shared, intervalMs, isFinal } = parameters
  const stepMs = intervalMs / 4
  const leaseMs = parameters.leaseMs ?? intervalMs / 2
  const maxPollers = parameters.maxPollers ?? Number.POSITIVE_INFINITY
  const base = `${shared.prefix}order:${parameters.namespace}:`
  const channel = `${shared.prefix}orders:${parameters.namespace}`
  const latestTtlMs = Math.max(10 * intervalMs, 60_000)
  type Poller = {
    listeners: Set<OrderListener<order>>
    version: number
    text?: string
    latest?: order
    /** When the last upstream read of the order (by any instance) was sent. */
    readAt: number
    /** When this instance's read in flight was sent. */
    readingSince?: number | undefined
    /** A poll (lease check, read, renewal) is under way. */
    polling: boolean
    holding: boolean
    /** Redis could not be asked at the last step: polling here. */
    local: boolean
    steps: number
    stepTimer?: ReturnType<typeof setTimeout>
    pollTimer?: ReturnType<typeof setTimeout> | undefined
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
  /** Resolves once subscribed, or after an interval (Redis away: steps go on without it). */
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
    const latest = JSON.parse(stored) as { version: number; text: string; at?: number }
    poller.readAt = Math.max(poller.readAt, latest.at ?? 0)
    apply(id, poller, latest.version, latest.text)
  }

  async function pollUpstream(id: string, poller: Poller) {
    if (poller.local) parameters.onFallback?.()
    const sentAt = Date.now()
    poller.readingSince = sentAt
    try {
      const order = await parameters.fetchOrder(id)
      if (poller.stopped) return
      poller.readAt = sentAt
      const text = orderText(order)
      const changed = text !== poller.text
      // Above every version seen, and on the clock: a holder that starts afresh after Redis
      // lost its data still writes versions the other instances accept.
      const version = changed ? Math.max(poller.version + 1, Date.now()) : poller.version
      const stored = JSON.stringify({ version, text, at: sentAt })
      const write = shared.redis.multi().set(`${base}${id}:latest`, stored, 'PX', latestTtlMs)
      if (changed) write.publish(channel, JSON.stringify({ id, kind: 'order', version, text }))
      await write.exec().catch(() => {
        if (changed) parameters.onFallback?.()
      })
      if (changed) apply(id, poller, version, text)
    } catch (error) {
      if (!parameters.isGone(error)) {
        parameters.onError?.(id, error)
        return
      }
      // Unknown to the service: nobody polls it again (spec: 404, no retry).
      await shared.redis.publish(channel, JSON.stringify({ id, kind: 'gone' })).catch(() => {})
      gone(id, poller)
    } finally {
      poller.readingSince = undefined
    }
  }

  /** Polls under the lease, renews it right after the read, plans the next read an interval on. */
  async function poll(id: string, poller: Poller) {
    poller.pollTimer = undefined
    poller.polling = true
    try {
      // Renewed before the read too: a step that ran late may have let the lease go meanwhile.
      await renew(id, poller)
      if (!poller.holding || poller.stopped) return
      await pollUpstream(id, poller)
      if (!poller.stopped) await renew(id, poller)
    } finally {
      poller.polling = false
    }
    if (poller.holding) planPoll(id, poller)
  }

  async function renew(id: string, poller: Poller) {
    if (poller.local) return
    poller.holding = await redisLease(shared, `${base}${id}:lease`)
      .acquire(shared.instanceId, leaseMs)
      .catch(() => poller.holding)
  }

  function planPoll(id: string, poller: Poller) {
    if (poller.pollTimer || poller.polling || poller.stopped) return
    const dueIn = Math.max(0, poller.readAt + intervalMs - Date.now())
    poller.pollTimer = setTimeout(() => void poll(id, poller), dueIn)
  }

  /**
   * Four times an interval, independent of the upstream read: the holder renews its lease, the
   * others try to take it (and read the latest state once an interval).
   */
  async function step(id: string, poller: Poller) {
    if (poller.stopped) return
    const lease = redisLease(shared, `${base}${id}:lease`)
    const stuck = poller.readingSince !== undefined && Date.now() - poller.readingSince > intervalMs
    try {
      // A read hanging for over an interval: let the lease lapse so another instance reads.
      if (stuck) poller.holding = false
      else {
        const wasHolding = poller.holding && !poller.local
        poller.holding = await lease.acquire(shared.instanceId, leaseMs)
        poller.local = false
        // A new holder learns when the order was last read, to read it an interval later.
        if (poller.holding && !wasHolding) await readLatest(id, poller)
      }
      if (!poller.holding && poller.steps % 4 === 0) await readLatest(id, poller)
    } catch {
      // Redis cannot be asked: poll here rather than leave the streams without updates.
      poller.local = true
      poller.holding = true
    }
    poller.steps++
    if (poller.stopped) {
      if (poller.holding && !poller.local) await lease.release(shared.instanceId).catch(() => {})
      return
    }
    if (poller.holding) planPoll(id, poller)
    else {
      clearTimeout(poller.pollTimer)
      poller.pollTimer = undefined
    }
    poller.stepTimer = setTimeout(() => void step(id, poller), stepMs)
  }

  function stop(id: string) {
    const poller = pollers.get(id)
    if (!poller) return
    poller.stopped = true
    clearTimeout(poller.stepTimer)
    clearTimeout(poller.pollTimer)
    pollers.delete(id)
    // Hand the order over at once rather than when the lease runs out.
    if (poller.holding && !poller.local)
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
          readAt: 0,
          polling: false,
          holding: false,
          local: false,
          steps: 0,
          stopped: false,
        }
        pollers.set(id, poller)
        // Steps start once changes are heard, so none published meanwhile is missed.
        void subscribe().then(() => step(id, poller))
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
