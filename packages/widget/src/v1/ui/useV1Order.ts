import type { V1Order } from '@ferry/order-api/v1'
import { useEffect, useRef, useState } from 'react'
import { followV1Order } from '../followV1Order.js'

export type UseV1OrderParameters = {
  bffUrl: string
  orderId: string
  /** The refund address a deposit-address order is listed under. */
  address?: string | undefined
  /** Polling pace while no stream is open; the spec's 5–10 s by default. */
  pollIntervalMs?: number | undefined
  /** Every new version of the order. */
  onUpdate?: (order: V1Order) => void
}

export type UseV1OrderReturnType = {
  order: V1Order | undefined
  /** The service does not know this order: nothing follows. */
  unknown: boolean
}

/** Follows a v1 order to filled, refunded or failed (see `followV1Order`). */
export function useV1Order(parameters: UseV1OrderParameters): UseV1OrderReturnType {
  const { bffUrl, orderId, address, pollIntervalMs } = parameters
  const [order, setOrder] = useState<V1Order>()
  const [unknown, setUnknown] = useState(false)
  // A new callback each render must not restart the subscription.
  const onUpdateRef = useRef(parameters.onUpdate)
  onUpdateRef.current = parameters.onUpdate
  useEffect(() => {
    setOrder(undefined)
    setUnknown(false)
    return followV1Order({
      bffUrl,
      orderId,
      address,
      ...(pollIntervalMs === undefined ? {} : { pollIntervalMs }),
      onOrder: (next) => {
        setOrder(next)
        onUpdateRef.current?.(next)
      },
      onUnknown: () => setUnknown(true),
    })
  }, [bffUrl, orderId, address, pollIntervalMs])
  return { order, unknown }
}
