import { isTerminalOrderState, type OrderRecord } from '@ferry/order-api'

export type OrderListener = (order: OrderRecord) => void

/**
 * One upstream poller per order, however many clients listen (DESIGN: one poll per order per
 * interval). A poller starts with its first listener, tells each listener about every change,
 * and stops at a terminal state or when the last listener leaves.
 */
export function createOrderWatcher(parameters: {
  fetchOrder: (orderId: string) => Promise<OrderRecord>
  intervalMs: number
  onError?: (orderId: string, error: unknown) => void
}) {
  type Poller = {
    listeners: Set<OrderListener>
    last?: string
    latest?: OrderRecord
    timer?: ReturnType<typeof setTimeout>
    stopped: boolean
  }
  const pollers = new Map<string, Poller>()

  async function poll(orderId: string, poller: Poller) {
    if (poller.stopped) return
    try {
      const order = await parameters.fetchOrder(orderId)
      const text = JSON.stringify(order)
      if (text !== poller.last) {
        poller.last = text
        poller.latest = order
        for (const listener of poller.listeners) listener(order)
      }
      if (isTerminalOrderState(order.state)) {
        stop(orderId)
        return
      }
    } catch (error) {
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
    /** Starts listening; returns the function that stops. */
    watch(orderId: string, listener: OrderListener): () => void {
      const key = orderId.toLowerCase()
      let poller = pollers.get(key)
      if (!poller) {
        poller = { listeners: new Set(), stopped: false }
        pollers.set(key, poller)
        poller.listeners.add(listener)
        void poll(key, poller)
      } else {
        poller.listeners.add(listener)
        if (poller.latest) listener(poller.latest)
      }
      const current = poller
      return () => {
        current.listeners.delete(listener)
        if (current.listeners.size === 0) stop(key)
      }
    },
    /** How many orders are being polled now. */
    get activePollers() {
      return pollers.size
    },
    stopAll() {
      for (const key of [...pollers.keys()]) stop(key)
    },
  }
}
export type OrderWatcher = ReturnType<typeof createOrderWatcher>
