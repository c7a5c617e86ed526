import type { TokenEntry } from '@ferry/order-api'
import { lazy, Suspense, useState } from 'react'
import { useConfig } from 'wagmi'
import { signTypedData } from 'wagmi/actions'
import { cancelOrder } from '../cancel/cancelOrder.js'
import type { FerryConfig } from '../ferryConfig.js'
import { useFamilyWallet } from '../hooks/useFamilyWallet.js'
import { useMessages } from '../i18n/useMessages.js'
import { bffClient } from '../query/bffClient.js'
import { LandingNoticeOffer } from './LandingNoticeOffer.js'
import { OrderTracker } from './OrderTracker.js'

// The QR code and its screen load only for TRON-source orders.
const TronDeposit = lazy(() => import('./TronDeposit.js'))
// v1 orders (resumed or opened from the history) are followed by the lazy v1 adapter (DESIGN: v1
// in Ferry).
const V1TrackedOrder = lazy(() =>
  import('../v1/index.js').then((module) => ({ default: module.V1TrackedOrder })),
)

export type TrackedOrderProps = {
  bffUrl: string
  config: FerryConfig
  tokens: readonly TokenEntry[]
  orderId: string
  /** The manual transfer a TRON-source order waits for. */
  tronDeposit?: {
    depositAddress: string
    expectedAmount: string
    deadline: number
    decimals: number
    symbol: string
    /** Sent from TronLink: its txID. */
    depositTx?: string | undefined
    /** Why TronLink did not send it. */
    walletError?: string | undefined
    sending?: boolean | undefined
    /** Sends it from the connected TronLink. */
    onSendFromWallet?: (() => void) | undefined
  }
  /**
   * A contract-wallet depositor cannot sign a cancel the relay accepts (spec: cancel rule 2); nor
   * can anyone when the BFF names no cancel domain (`config.cancelDomain`).
   */
  canCancel: boolean
  onFinished: () => void
  onNewSwap: () => void
} & (
  | { decimals: { src: number; dst: number }; interface?: undefined }
  | { interface: 'v1'; decimals?: { src: number; dst: number } | undefined }
)

/**
 * Everything after the order exists: the TRON deposit screen, the tracker and cancel, and the way
 * back to a new swap. A v1 order is followed by the v1 adapter (lazy) and drawn by the same
 * tracker view. Loaded apart from the form, which does not need it to appear.
 */
export default function TrackedOrder(props: TrackedOrderProps) {
  const t = useMessages()
  // While the order is on its way, the offer to be notified when it lands (useLandingNotice).
  const [finished, setFinished] = useState<string>()
  const onFinished = () => {
    setFinished(props.orderId)
    props.onFinished()
  }
  return (
    <>
      {props.interface === 'v1' ? (
        <Suspense fallback={<p className="ferry-note">{t.loading}</p>}>
          <V1TrackedOrder
            bffUrl={props.bffUrl}
            config={props.config}
            orderId={props.orderId}
            onFinished={onFinished}
          />
        </Suspense>
      ) : (
        <V2TrackedOrder {...props} decimals={props.decimals} onFinished={onFinished} />
      )}
      {finished === props.orderId ? null : <LandingNoticeOffer />}
      <button type="button" className="ferry-secondary" onClick={props.onNewSwap}>
        {t.newSwap}
      </button>
    </>
  )
}

function V2TrackedOrder(props: TrackedOrderProps & { decimals: { src: number; dst: number } }) {
  const t = useMessages()
  const wagmiConfig = useConfig()
  const tronWallet = useFamilyWallet(props.tronDeposit ? 'tron' : undefined)
  const deposit = props.tronDeposit
  const cancelDomain = props.config.cancelDomain
  const sendFromWallet =
    deposit && tronWallet.connector && (tronWallet.wallet?.transfer || deposit.depositTx)
      ? {
          walletName: tronWallet.connector.name,
          busy: deposit.sending === true,
          txHash: deposit.depositTx,
          error: deposit.walletError,
          onSend: () => deposit.onSendFromWallet?.(),
        }
      : undefined
  return (
    <>
      {deposit ? (
        <Suspense fallback={<p className="ferry-note">{t.loading}</p>}>
          <TronDeposit
            depositAddress={deposit.depositAddress}
            expectedAmount={deposit.expectedAmount}
            deadline={deposit.deadline}
            decimals={deposit.decimals}
            symbol={deposit.symbol}
            sendFromWallet={sendFromWallet}
          />
        </Suspense>
      ) : null}
      <OrderTracker
        bffUrl={props.bffUrl}
        orderId={props.orderId}
        config={props.config}
        decimals={props.decimals}
        tokens={props.tokens}
        onFinished={props.onFinished}
        {...(props.canCancel && cancelDomain
          ? {
              onCancel: () =>
                cancelOrder({
                  client: bffClient(props.bffUrl),
                  orderId: props.orderId,
                  domain: cancelDomain,
                  signTypedData: (typedData) => signTypedData(wagmiConfig, typedData),
                }),
            }
          : {})}
      />
    </>
  )
}
