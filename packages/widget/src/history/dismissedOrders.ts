import type { OrderStorage } from '../storage/orderStorage.js'

const dismissedKey = (depositor: string) => `ferry:dismissed:${depositor.toLowerCase()}`

export type DismissedOrdersParameters = { storage: OrderStorage; depositor: string }

/** Ids (lowercase) of the orders the user dropped from this browser's history. */
export function dismissedOrderIds({ storage, depositor }: DismissedOrdersParameters): Set<string> {
  try {
    const value = JSON.parse(storage.backing.getItem(dismissedKey(depositor)) ?? '[]')
    return new Set(Array.isArray(value) ? value.filter((id) => typeof id === 'string') : [])
  } catch {
    return new Set()
  }
}

/**
 * Drops an order from this browser's history and stops resuming it. Only the list forgets it:
 * the order stays with the service, and the deposit-sent mark is kept (never send twice).
 */
export function dismissOrder({
  storage,
  depositor,
  orderId,
}: DismissedOrdersParameters & { orderId: string }) {
  const ids = dismissedOrderIds({ storage, depositor })
  ids.add(orderId.toLowerCase())
  storage.backing.setItem(dismissedKey(depositor), JSON.stringify([...ids].slice(-200)))
  storage.markFinished(depositor, orderId)
}
