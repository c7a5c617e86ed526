import {
  isFinalV1OrderStatus,
  type V1Chain,
  type V1Order,
  type V1OrderStatus,
} from '@ferry/order-api/v1'
import { useMemo, useRef, useState } from 'react'
import { useAccount } from 'wagmi'
import { OrderTrackerView } from '../../components/OrderTrackerView.js'
import type { FerryConfig } from '../../ferryConfig.js'
import { useFerryEvents } from '../../hooks/useFerryEvents.js'
import { useNow } from '../../hooks/useNow.js'
import { useTokenArt } from '../../hooks/useTokenArt.js'
import { useMessages } from '../../i18n/useMessages.js'
import { useV1TrackingMessages } from '../../i18n/useV1TrackingMessages.js'
import { landingProgressOfV1 } from '../../order/landingProgress.js'
import { storyTokenOf } from '../../order/storyTokenOf.js'
import { useLandingNotice } from '../../order/useLandingNotice.js'
import { createOrderStorage } from '../../storage/orderStorage.js'
import { storyOfV1Order } from '../storyOfV1Order.js'
import { V1_ORDER_POLL_MS } from '../v1OrderQueries.js'
import { useV1Order } from './useV1Order.js'

export type V1TrackedOrderProps = {
  bffUrl: string
  config: FerryConfig
  orderId: string
  onFinished: () => void
}

/**
 * The config's chains in the shape `describeV1Order` reads explorers from: a link only where the
 * BFF names an explorer for the chain.
 */
function explorerChains(config: FerryConfig): V1Chain[] {
  return config.chains.map((chain) => {
    let name = chain.name
    try {
      if (chain.explorerUrl) name = new URL(chain.explorerUrl).hostname
    } catch {}
    return {
      type: chain.family === 'evm' ? 'eip155' : chain.family,
      id: chain.id,
      name: chain.name,
      nativeCurrency: chain.nativeCurrency,
      rpcUrls: { default: { http: [] } },
      ...(chain.explorerUrl
        ? { blockExplorers: { default: { name, url: chain.explorerUrl } } }
        : {}),
    }
  })
}

// The spec's window is 5 to 10 s (spec v1: States and transitions); the devnet keeps its own
// fast pace, as the BFF's stream does.
const pollPace = (config: FerryConfig) =>
  config.mode === 'devnet'
    ? config.pollIntervalMs
    : Math.min(10_000, Math.max(5_000, config.pollIntervalMs || V1_ORDER_POLL_MS))

const finalEvent = (status: V1OrderStatus) =>
  status === 'failed'
    ? 'order-failed'
    : isFinalV1OrderStatus(status)
      ? 'order-completed'
      : undefined

/**
 * A v1 order followed to filled, refunded or failed: the BFF's stream with polling behind it,
 * the host told of each new status under v2's event names, `onFinished` once final, and the
 * order drawn by the one tracker view. Loaded lazily, after a v1 order is created or opened
 * from the history.
 */
export default function V1TrackedOrder(props: V1TrackedOrderProps) {
  const { bffUrl, config, orderId } = props
  const t = useMessages()
  const m = useV1TrackingMessages()
  const emit = useFerryEvents()
  const { address } = useAccount()
  const [storage] = useState(() => createOrderStorage())
  const lastStatus = useRef<V1OrderStatus>(undefined)
  const finished = useRef(false)
  const { order, unknown } = useV1Order({
    bffUrl,
    orderId,
    address,
    pollIntervalMs: pollPace(config),
    onUpdate: (next) => {
      if (next.status === lastStatus.current) return
      lastStatus.current = next.status
      const data = { orderId, interface: 'v1' as const, state: next.status }
      emit({ name: 'order-updated', data })
      const final = finalEvent(next.status)
      if (final) emit({ name: final, data })
      if (isFinalV1OrderStatus(next.status) && !finished.current) {
        finished.current = true
        props.onFinished()
      }
    },
  })
  useLandingNotice({ orderId, progress: landingProgressOfV1(order?.status) })
  // What this browser wrote when the order was made (under the connected wallet, or the order's
  // author once it is read): the route's estimate, for the ETA.
  const author = order?.author
  const stored = useMemo(
    () =>
      [address, author]
        .flatMap((owner) => (owner ? storage.list(owner) : []))
        .find((entry) => entry.orderId.toLowerCase() === orderId.toLowerCase()),
    [storage, address, author, orderId],
  )
  const chains = useMemo(() => explorerChains(config), [config])
  const running = order !== undefined && !isFinalV1OrderStatus(order.status)
  const now = useNow(running)
  // The catalog's logos and USD prices for the order's chains, as a v2 order gets them.
  const art = useTokenArt({
    bffUrl,
    chainIds: order ? [order.fromChainId, order.toChainId] : undefined,
  })
  const side = (
    chainId: number | undefined,
    address: string | null | undefined,
    named: V1Order['fromTokenMeta'] | undefined,
  ) =>
    storyTokenOf({
      bffUrl,
      config,
      art,
      chainId,
      address,
      named: named ?? undefined,
      decimals: 0,
      chainName: t.chain,
    })
  return (
    <OrderTrackerView
      orderId={orderId}
      story={storyOfV1Order({
        order,
        src: side(order?.fromChainId, order?.fromToken, order?.fromTokenMeta),
        dst: side(order?.toChainId, order?.toToken, order?.toTokenMeta),
        chains,
        expectedDurationSeconds: stored?.expectedDurationSeconds,
        messages: m,
        unknown,
        nowMs: now * 1000,
      })}
      now={now}
      unknown={unknown}
    />
  )
}
