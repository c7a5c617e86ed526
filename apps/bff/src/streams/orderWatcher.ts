import { isTerminalOrderState, OrderApiError, type OrderRecord } from '@ferry/order-api'

export type OrderListener<order = OrderRecord> = {
  /** Every change of the order, the latest known one first. */
  onOrder: (order: order) => void
  /** The service does not know the order (404): the poller has stopped. */
  onGone: () => void
}

export type WatchResult = { ok: true; stop: () => void } | { ok: false }

export type CreateOrderWatcherParameters<order> = {
  fetchOrder: (orderId: string) => Promise<order>
  /** Whether polling ends at this order. Default: a terminal v2 state. */
  isFinal?: (order: order) => boolean
  /** Whether a failed read means the service does not know the order. Default: a v2 404. */
  isGone?: (error: unknown) => boolean
  intervalMs: number
  maxPollers?: number
  onError?: (orderId: string, error: unknown) => void
}

export const isTerminalV2Order = (order: unknown) =>
  isTerminalOrderState((order as OrderRecord).state)
export const isV2NotFound = (error: unknown) =>
  OrderApiError.isInstance(error) && error.status === 404

/**
 * A watcher's `canWatch` and `watch` over its pollers (keyed by lower-cased order id): `watch`
 * joins the order's poller (replaying its latest state) or starts one with `start`, unless that
 * would pass `maxPollers`; the returned `stop` stops the poller with its last listener.
 */
export function pollerMethods<order, poller extends PollerListeners<order>>(parameters: {
  pollers: Map<string, poller>
  maxPollers: number
  start: (key: string, listener: OrderListener<order>) => poller
  stop: (key: string) => void
}) {
  const { pollers, maxPollers } = parameters
  return {
    /** Whether `watch` would be accepted now. */
    canWatch(orderId: string): boolean {
      return pollers.has(orderId.toLowerCase()) || pollers.size < maxPollers
    },
    /** Starts listening; `stop` ends it. Refused when a new poller would pass the cap. */
    watch(orderId: string, listener: OrderListener<order>): WatchResult {
      const key = orderId.toLowerCase()
      let poller = pollers.get(key)
      if (!poller) {
        if (pollers.size >= maxPollers) return { ok: false }
        poller = parameters.start(key, listener)
      } else {
        poller.listeners.add(listener)
        if (poller.latest) listener.onOrder(poller.latest)
      }
      const current = poller
      return {
        ok: true,
        stop: () => {
          current.listeners.delete(listener)
          if (current.listeners.size === 0 && pollers.get(key) === current) parameters.stop(key)
        },
      }
    },
  }
}
type PollerListeners<order> = { listeners: Set<OrderListener<order>>; latest?: order }

/**
 * One upstream poller per order, however many clients listen (DESIGN: one poll per order per
 * interval). A poller starts with its first listener, tells each listener about every change,
 * and stops at a terminal state, on a 404, or when the last listener leaves. At most
 * `maxPollers` orders are polled at once; past that, a new order is refused (`ok: false`).
 */
export function createOrderWatcher<order = OrderRecord>(
  parameters: CreateOrderWatcherParameters<order>,
) {
  const maxPollers = parameters.maxPollers ?? Number.POSITIVE_INFINITY
  const isFinal = parameters.isFinal ?? isTerminalV2Order
  const isGone = parameters.isGone ?? isV2NotFound
  type Poller = {
    listeners: Set<OrderListener<order>>
    last?: string
    latest?: order
    timer?: ReturnType<typeof setTimeout>
    stopped: boolean
  }
  const pollers = new Map<string, Poller>()

  async function poll(orderId: string, poller: Poller) {
    if (poller.stopped) return
    try {
      const order = await parameters.fetchOrder(orderId)
      if (poller.stopped) return
      const text = JSON.stringify(order, (_key, value) =>
        typeof value === 'bigint' ? value.toString() : value,
      )
      if (text !== poller.last) {
        poller.last = text
        poller.latest = order
        for (const listener of poller.listeners) listener.onOrder(order)
      }
      if (isFinal(order)) {
        stop(orderId)
        return
      }
    } catch (error) {
      if (isGone(error)) {
        // Unknown to the service: polling again would only spend the budget (spec: 404, no retry).
        const listeners = [...poller.listeners]
        stop(orderId)
        for (const listener of listeners) listener.onGone()
        return
      }
      parameters.onError?.(orderId, error)
    }
    if (!poller.stopped)
      poller.timer = setTimeout(() => void poll(orderId, poller), parameters.intervalMs)
  }

  function stop(orderId: string) {
    const poller = pollers.get(orderId)
    if (!poller) return
    poller.stopped = true
    clearTimeout(poller.timer)
    pollers.delete(orderId)
  }

  return {
    ...pollerMethods<order, Poller>({
      pollers,
      maxPollers,
      stop,
      start: (key, first) => {
        const poller: Poller = { listeners: new Set([first]), stopped: false }
        pollers.set(key, poller)
        void poll(key, poller)
        return poller
      },
    }),
    /** How many orders are being polled now. */
    get activePollers() {
      return pollers.size
    },
    stopAll() {
      for (const key of [...pollers.keys()]) stop(key)
    },
  }
}
export type OrderWatcher<order = OrderRecord> = ReturnType<typeof createOrderWatcher<order>>
