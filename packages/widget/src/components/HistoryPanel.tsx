import {
  formatAmount,
  isSameAddress,
  isTerminalOrderState,
  type OrderState,
  type TokenEntry,
} from '@ferry/order-api'
import { isFinalV1OrderStatus } from '@ferry/order-api/v1'
import { useState } from 'react'
import type { Address } from 'viem'
import { chainIconUrl, tokenLogoUrl } from '../catalog/iconUrls.js'
import { dismissOrder } from '../history/dismissedOrders.js'
import { fromToText } from '../history/fromToText.js'
import { isUnfundedDepositAddressOrder } from '../history/isUnfundedDepositAddressOrder.js'
import type { HistoryEntry } from '../history/mergeOrderHistory.js'
import { useOrderHistory } from '../hooks/useOrderHistory.js'
import { useSiweSignIn } from '../hooks/useSiweSignIn.js'
import { useTokenArt } from '../hooks/useTokenArt.js'
import { useStoryMessages } from '../i18n/useStoryMessages.js'
import { useV1TrackingMessages } from '../i18n/useV1TrackingMessages.js'
import { isRefundOnly, orderOutcome } from '../order/orderStory.js'
import type { TrackedOrderRef } from '../order/trackedOrderRef.js'
import { sessionStoreFor } from '../session/sessionStore.js'
import type { OrderStorage } from '../storage/orderStorage.js'
import { TokenIcon } from './TokenIcon.js'

/** A side of an order as its row draws it: the token's logo over its chain's icon. */
type RowSide = {
  symbol: string
  chainId: number
  address: string | null
  logoURI?: string | null
}

export type HistoryPanelProps = {
  bffUrl: string
  depositor: Address
  storage: OrderStorage
  /** EVM chains the BFF serves, for the sign-in message. */
  chainIds: readonly number[]
  tokens: readonly TokenEntry[]
  chainName: (chainId: number) => string
  /** Opens an order in the tracker (a v1 one in the v1 tracker). */
  onOpen: (order: TrackedOrderRef) => void
}

/** The depositor's orders, newest first, each one opening in the tracker. Loaded lazily. */
export default function HistoryPanel(props: HistoryPanelProps) {
  const t = useStoryMessages()
  const v1 = useV1TrackingMessages()
  // Sign-in sessions per address: the BFF lists a depositor's orders only to that depositor.
  const [sessions] = useState(() =>
    sessionStoreFor({ bffUrl: props.bffUrl, markers: props.storage.backing }),
  )
  const history = useOrderHistory({ ...props, sessions })
  const signIn = useSiweSignIn({ ...props, sessions })
  const tokenOf = (chainId: number, address: string | undefined) =>
    address === undefined
      ? undefined
      : props.tokens.find(
          (token) =>
            token.chainId === chainId && isSameAddress({ chainId, a: token.token, b: address }),
        )
  const entries = history.data?.entries ?? []
  // The catalog's logos for the orders' chains (a /v2/params token carries none).
  const art = useTokenArt({
    bffUrl: props.bffUrl,
    chainIds:
      entries.length > 0
        ? entries.flatMap((entry) => [entry.srcChainId, entry.dstChainId])
        : undefined,
  })
  const logoOf = (side: RowSide) =>
    tokenLogoUrl(
      props.bffUrl,
      side.logoURI ??
        art?.find(
          (entry) =>
            entry.chainId === side.chainId &&
            side.address !== null &&
            isSameAddress({ chainId: side.chainId, a: entry.address, b: side.address }),
        )?.logoURI,
    )
  const describe = (
    entry: HistoryEntry,
  ): {
    text: string
    decimals?: { src: number; dst: number } | undefined
    sides?: RowSide[]
    /** What came back of a finished order, in words. */
    refunded?: string
  } => {
    const route = fromToText(
      props.chainName(entry.srcChainId),
      props.chainName(entry.dstChainId),
      t.dir,
    )
    const order = entry.v1Order
    if (order?.fromTokenMeta && order.toTokenMeta)
      return {
        text: `${fromToText(`${t.formatNumber(formatAmount({ amount: order.srcAmount, decimals: order.fromTokenMeta.decimals, maxFractionDigits: 6 }))} ${order.fromTokenMeta.symbol}`, order.toTokenMeta.symbol, t.dir)} · ${route}`,
        sides: [
          { ...order.fromTokenMeta, chainId: order.fromChainId, address: order.fromToken },
          { ...order.toTokenMeta, chainId: order.toChainId, address: order.toToken },
        ],
      }
    if (entry.interface === 'v1') return { text: `${entry.summary ?? ''} · ${route}` }
    const record = entry.record
    const src = tokenOf(entry.srcChainId, record?.srcToken)
    const dst = tokenOf(entry.dstChainId, record?.dstToken)
    const refund = record?.deliver?.refund
    if (record && src && dst)
      return {
        ...(refund
          ? {
              refunded: t.story.refundedAmount(
                `${t.formatNumber(formatAmount({ amount: BigInt(refund.amount), decimals: src.decimals, maxFractionDigits: 6 }))} ${src.symbol}`,
              ),
            }
          : {}),
        text: `${fromToText(`${t.formatNumber(formatAmount({ amount: BigInt(record.srcAmountSpoke), decimals: src.decimals, maxFractionDigits: 6 }))} ${src.symbol}`, dst.symbol, t.dir)} · ${route}`,
        decimals: { src: src.decimals, dst: dst.decimals },
        sides: [
          { symbol: src.symbol, chainId: src.chainId, address: src.token },
          { symbol: dst.symbol, chainId: dst.chainId, address: dst.token },
        ],
      }
    const stored = props.storage
      .list(props.depositor)
      .find((order) => order.orderId === entry.orderId)
    return { text: `${entry.summary ?? ''} · ${route}`, decimals: stored?.decimals }
  }
  // A refund-only end is `delivered` to the service; the row says what it was (as the tracker).
  const stateText = (entry: HistoryEntry, state: OrderState) => {
    const outcome = entry.record ? orderOutcome(entry.record) : undefined
    return isRefundOnly(outcome) ? t.story.outcome[outcome] : t.states[state]
  }
  if (history.isPending) return <p className="ferry-note">{t.loading}</p>
  return (
    <section className="ferry-history" aria-label={t.history}>
      {history.data?.needsSignIn ? (
        <div className="ferry-note">
          <p>{t.signIn.note}</p>
          <button
            type="button"
            className="ferry-secondary"
            disabled={signIn.state === 'signing'}
            onClick={() => void signIn.signIn()}
          >
            {signIn.state === 'signing' ? t.signIn.signing : t.signIn.button}
          </button>
          {signIn.state === 'failed' ? (
            <p className="ferry-error" role="alert">
              {t.signIn.failed}
            </p>
          ) : null}
        </div>
      ) : history.data?.localOnly && !history.isPlaceholderData ? (
        <p className="ferry-note">{t.historyLocalOnly}</p>
      ) : null}
      {history.data?.v1Unavailable && !history.isPlaceholderData ? (
        <p className="ferry-note">{v1.history.unavailable}</p>
      ) : null}
      {entries.length === 0 ? (
        <p className="ferry-note">{t.noHistory}</p>
      ) : (
        <ul className="ferry-history-list">
          {entries.map((entry) => {
            const { text, decimals, sides, refunded } = describe(entry)
            const isV1 = entry.interface === 'v1'
            return (
              <li key={entry.orderId}>
                <button
                  type="button"
                  className="ferry-history-row"
                  disabled={!isV1 && !decimals}
                  data-interface={entry.interface}
                  onClick={() =>
                    isV1
                      ? props.onOpen({ orderId: entry.orderId, interface: 'v1' })
                      : decimals && props.onOpen({ orderId: entry.orderId, decimals })
                  }
                >
                  <span className="ferry-history-what">
                    {sides?.map((side, index) => (
                      <TokenIcon
                        key={index === 0 ? 'src' : 'dst'}
                        symbol={side.symbol}
                        logo={logoOf(side)}
                        chainIcon={chainIconUrl(props.bffUrl, side.chainId)}
                      />
                    ))}
                    <span>{text}</span>
                  </span>
                  {/* v1 and v2 rows read alike: no interface badge, the status in words. */}
                  <span className="ferry-note">
                    {entry.v1Status
                      ? v1.steps[entry.v1Status]
                      : entry.state
                        ? stateText(entry, entry.state)
                        : entry.finishedHere
                          ? t.story.finishedHere
                          : history.isPlaceholderData
                            ? t.loading
                            : t.stateUnknown}
                    {refunded ? ` · ${refunded}` : ''}
                    {entry.createdAt ? ` · ${t.formatDateTime(entry.createdAt)}` : ''}
                  </span>
                  {/* A finished order opens on its receipt: the tracker of a final state. */}
                  {(entry.state && isTerminalOrderState(entry.state)) ||
                  (entry.v1Status && isFinalV1OrderStatus(entry.v1Status)) ? (
                    <span className="ferry-receipt-hint">{t.story.viewReceipt}</span>
                  ) : null}
                </button>
                {isUnfundedDepositAddressOrder(entry) ? (
                  <div className="ferry-history-drop">
                    <p className="ferry-note">{t.story.unfunded.lateTransfer}</p>
                    <button
                      type="button"
                      className="ferry-link"
                      onClick={() => {
                        dismissOrder({
                          storage: props.storage,
                          depositor: props.depositor,
                          orderId: entry.orderId,
                        })
                        void history.refetch()
                      }}
                    >
                      {t.story.unfunded.drop}
                    </button>
                  </div>
                ) : null}
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}
