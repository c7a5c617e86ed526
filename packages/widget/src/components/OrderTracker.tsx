import { isSameAddress, isTerminalOrderState, type TokenEntry } from '@ferry/order-api'
import { useState } from 'react'
import type { CancelOutcome } from '../cancel/cancelOrder.js'
import type { FerryConfig } from '../ferryConfig.js'
import { useFerryEvents } from '../hooks/useFerryEvents.js'
import { useNow } from '../hooks/useNow.js'
import { useOrder } from '../hooks/useOrder.js'
import { useTokenArt } from '../hooks/useTokenArt.js'
import { loadErrorWords } from '../i18n/loadErrorWords.js'
import { useStoryMessages } from '../i18n/useStoryMessages.js'
import { landingProgressOfV2 } from '../order/landingProgress.js'
import type { TrackedOrderRecord } from '../order/orderStory.js'
import { storyOfV2Order } from '../order/storyOfV2Order.js'
import { storyTokenOf } from '../order/storyTokenOf.js'
import { useLandingNotice } from '../order/useLandingNotice.js'
import { OrderTrackerView } from './OrderTrackerView.js'

/**
 * Follows an order to its end (the BFF's event stream, or polling when streams are not
 * available) and tells its story: what was sent and arrives, each step, and the receipt.
 */
export function OrderTracker(props: {
  bffUrl: string
  orderId: string
  config: FerryConfig
  decimals: { src: number; dst: number }
  /** The listed tokens (params), to name the amounts paid out and refunded. */
  tokens?: readonly TokenEntry[]
  /** Cancels the order; absent when the depositor cannot cancel (a contract wallet). */
  onCancel?: () => Promise<CancelOutcome>
  /** Called once the order reaches a final state. */
  onFinished?: () => void
}) {
  const t = useStoryMessages()
  const { bffUrl, orderId, config } = props
  const [cancel, setCancel] = useState<{ busy: boolean; message?: string }>({ busy: false })
  const emit = useFerryEvents()
  const {
    order: record,
    timedOut,
    unknown,
  } = useOrder({
    bffUrl,
    orderId,
    pollIntervalMs: config.pollIntervalMs,
    publicOrder: config.publicOrder,
    onUpdate: (next) => {
      const data = { orderId, state: next.state }
      emit({ name: 'order-updated', data })
      if (next.state === 'delivered') emit({ name: 'order-completed', data })
      if (next.state === 'delivery_failed') emit({ name: 'order-failed', data })
      if (isTerminalOrderState(next.state)) props.onFinished?.()
    },
  })

  useLandingNotice({ orderId, progress: landingProgressOfV2(record) })
  // The BFF adds the build time its journal knows (`builtAt`) to the service's record.
  const order = record as TrackedOrderRecord | undefined
  const finished = order !== undefined && isTerminalOrderState(order.state)
  const now = useNow(!finished)
  // Logos and USD prices come from the v1 catalog (v2 tokens carry neither), asked for once the
  // order's chains are known; without them the glyph stands in and no USD is shown.
  const chainIds = order ? [order.srcChainId, order.dstChainId] : undefined
  const art = useTokenArt({ bffUrl, chainIds })
  const side = (chainId: number | undefined, address: string | undefined, decimals: number) => {
    const listed = props.tokens?.find(
      (token) =>
        chainId !== undefined &&
        address !== undefined &&
        token.chainId === chainId &&
        isSameAddress({ chainId, a: token.token, b: address }),
    )
    return storyTokenOf({
      bffUrl,
      config,
      art,
      chainId,
      address,
      named: listed,
      decimals,
      chainName: t.chain,
    })
  }
  return (
    <OrderTrackerView
      orderId={orderId}
      story={storyOfV2Order({
        order,
        src: side(order?.srcChainId, order?.srcToken, props.decimals.src),
        dst: side(order?.dstChainId, order?.dstToken, props.decimals.dst),
        config,
        messages: t,
        now,
      })}
      now={now}
      cancel={cancel}
      onCancel={
        props.onCancel
          ? async () => {
              if (!props.onCancel) return
              setCancel({ busy: true })
              try {
                const outcome = await props.onCancel()
                setCancel({ busy: false, message: t.cancelOutcome[outcome.kind] })
              } catch (error) {
                // A refused signature or an unreachable chain in words, never the wallet's text.
                const [{ describeError }, words] = await Promise.all([
                  import('../errors/describeError.js'),
                  loadErrorWords(t.locale),
                ])
                const { message } = describeError({ error, messages: t, words })
                setCancel({ busy: false, message })
                emit({ name: 'error', data: { message } })
              }
            }
          : undefined
      }
      unknown={unknown}
      timedOut={timedOut}
    />
  )
}
