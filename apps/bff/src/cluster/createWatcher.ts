import type { OrderRecord } from '@ferry/order-api'
import {
  type CreateOrderWatcherParameters,
  createOrderWatcher,
  isTerminalV2Order,
  isV2NotFound,
  type OrderWatcher,
} from '../streams/orderWatcher.js'
import type { Metrics } from '../telemetry/metrics.js'
import { createSharedOrderWatcher } from './createSharedOrderWatcher.js'
import type { SharedState } from './createSharedState.js'

/**
 * The order watcher of one kind of order: shared by every instance through Redis when
 * `shared` is given (createSharedOrderWatcher), else this process's own (createOrderWatcher).
 */
export function createWatcher<order = OrderRecord>(
  parameters: CreateOrderWatcherParameters<order> & {
    shared: SharedState | undefined
    metrics: Metrics
    namespace: string
  },
): OrderWatcher<order> {
  const { shared, metrics, namespace, ...common } = parameters
  if (!shared) return createOrderWatcher(common)
  return createSharedOrderWatcher({
    ...common,
    shared,
    namespace,
    isFinal: parameters.isFinal ?? isTerminalV2Order,
    isGone: parameters.isGone ?? isV2NotFound,
    onFallback: () => metrics.fallbacks.inc({ use: 'lease' }),
  })
}
