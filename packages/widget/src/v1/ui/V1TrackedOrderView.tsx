import { formatAmount } from '@ferry/order-api'
import type { V1Order, V1OrderStatus } from '@ferry/order-api/v1'
import { chainIconUrl, tokenLogoUrl } from '../../catalog/iconUrls.js'
import { CopyButton } from '../../components/CopyButton.js'
import { TokenIcon } from '../../components/TokenIcon.js'
import type { FerryConfig } from '../../ferryConfig.js'
import { useMessages } from '../../i18n/useMessages.js'
import { useV1TrackingMessages } from '../../i18n/useV1TrackingMessages.js'
import type { V1OrderView } from '../v1OrderStatus.js'

export type V1TrackedOrderViewProps = {
  bffUrl: string
  config: FerryConfig
  orderId: string
  /** Undefined until the first read arrives. */
  order: V1Order | undefined
  view: V1OrderView | undefined
  nowSeconds: number
  unknown: boolean
  onNewSwap: () => void
}

type Meta = NonNullable<V1Order['fromTokenMeta']>

/** A hash fits a 320 px card as its ends; the copy button takes the whole of it. */
const shortHash = (hash: string) =>
  hash.length > 20 ? `${hash.slice(0, 10)}…${hash.slice(-8)}` : hash

/** The step line of a status: the way to delivery, or the way a refund or failure went. */
function stepsOf(order: V1Order): { step: V1OrderStatus; done: boolean }[] {
  const { status } = order
  const reached = new Set(order.stepsCompleted)
  const deposited = reached.has('deposited') || order.transactions.deposit !== undefined
  const published = reached.has('published') || order.timestamps.publishedAt !== undefined
  const line = ['created', 'deposited', 'published'] as const
  const onLine = (line as readonly string[]).includes(status) || status === 'filled'
  if (onLine) {
    const order = [...line, 'filled'] as const
    const index = order.indexOf(status as (typeof order)[number])
    return order.map((step, at) => ({ step, done: at <= index }))
  }
  // Steps can be skipped or missing on refunded and failed orders (spec v1: States and
  // transitions): what the order shows of them is drawn as done.
  const before = [
    { step: 'created' as const, done: true },
    { step: 'deposited' as const, done: deposited },
    { step: 'published' as const, done: published },
  ]
  if (status === 'failed') return [...before, { step: 'failed', done: true }]
  return [
    ...before,
    { step: 'refund_pending', done: true },
    { step: 'refunded', done: status === 'refunded' },
  ]
}

/** The v1 tracker as drawn from its order: amounts, step line, status, ETA and transactions. */
export function V1TrackedOrderView(props: V1TrackedOrderViewProps) {
  const t = useMessages()
  const m = useV1TrackingMessages()
  const { bffUrl, config, order, view } = props
  const chainName = (chainId: number) =>
    config.chains.find((chain) => chain.id === chainId)?.name ?? t.chain(chainId)
  const amountText = (amount: bigint, meta: Meta | null) => {
    const text = t.formatNumber(
      formatAmount({ amount, decimals: meta?.decimals ?? 0, maxFractionDigits: 6 }),
    )
    return meta ? `${text} ${meta.symbol}` : text
  }
  const leg = (label: string, amount: bigint, meta: Meta | null, chainId: number) => (
    <div className="ferry-v1-leg">
      <TokenIcon
        symbol={meta?.symbol ?? '?'}
        logo={tokenLogoUrl(bffUrl, meta?.logoURI ?? undefined)}
        chainIcon={chainIconUrl(bffUrl, chainId)}
        chainName={chainName(chainId)}
      />
      <span>
        <span className="ferry-note">{label}</span>{' '}
        <strong className="ferry-v1-amount">{amountText(amount, meta)}</strong>{' '}
        <span className="ferry-note">{m.onChain(chainName(chainId))}</span>
      </span>
    </div>
  )
  const { fill, refund } = order?.transactions ?? {}
  const tone = view?.tone
  const startedMs = order
    ? Date.parse(order.transactions.deposit?.timestamp ?? order.createdAt)
    : Number.NaN
  const elapsed = Number.isNaN(startedMs)
    ? undefined
    : t.formatCountdown(props.nowSeconds - startedMs / 1000)
  // The route's estimate is for delivery: a refund on its way has none of its own.
  const eta =
    view?.tone !== 'progress' || view.secondsLeft === undefined
      ? undefined
      : view.secondsLeft > 0
        ? m.eta(t.formatCountdown(view.secondsLeft))
        : m.overdue
  return (
    <>
      <section
        className="ferry-tracker ferry-v1-tracker"
        aria-label={t.orderProgress}
        data-status={order?.status}
      >
        {order ? (
          <div className="ferry-v1-legs">
            {leg(m.sent, order.srcAmount, order.fromTokenMeta, order.fromChainId)}
            {tone === 'refund' || tone === 'danger'
              ? null
              : leg(
                  fill ? m.received : m.receive,
                  fill?.amount ?? order.destAmount,
                  order.toTokenMeta,
                  order.toChainId,
                )}
          </div>
        ) : null}
        {order ? (
          <ol className="ferry-timeline">
            {stepsOf(order).map(({ step, done }) => (
              <li
                key={step}
                data-done={done}
                data-step={step}
                aria-current={step === order.status ? 'step' : undefined}
              >
                {m.steps[step]}
              </li>
            ))}
          </ol>
        ) : null}
        <p role="status" aria-live="polite" className="ferry-state" data-tone={tone}>
          {order ? m.status[order.status] : props.unknown ? '' : m.loadingOrder}
        </p>
        {order?.status === 'failed' ? (
          <p className="ferry-error" role="alert">
            {m.failedNext}
          </p>
        ) : null}
        {order && refund?.amount !== undefined ? (
          <p className="ferry-line ferry-v1-refund">
            {m.refundedAmount}: {amountText(refund.amount, order.fromTokenMeta)}
          </p>
        ) : null}
        {view && !view.final ? (
          <p className="ferry-note ferry-v1-eta">
            {eta}
            {eta && elapsed ? ' · ' : null}
            {elapsed ? m.elapsed(elapsed) : null}
          </p>
        ) : null}
        {view && view.links.length > 0 ? (
          <ul className="ferry-v1-txs" aria-label={m.transactions}>
            {view.links.map((link) => (
              <li key={link.kind}>
                <span>{m.tx[link.kind]}</span>
                {link.url ? (
                  <a href={link.url} target="_blank" rel="noreferrer">
                    {m.viewOn(link.explorerName ?? chainName(link.chainId))}
                  </a>
                ) : (
                  <code className="ferry-v1-hash" title={link.txHash}>
                    {shortHash(link.txHash)}
                  </code>
                )}
                <CopyButton value={link.txHash} label={`${m.copyHash}: ${m.tx[link.kind]}`} />
              </li>
            ))}
          </ul>
        ) : null}
        <p className="ferry-note">
          {m.orderId}: <code className="ferry-v1-hash">{props.orderId}</code>{' '}
          <CopyButton value={props.orderId} label={m.copyOrderId} />
        </p>
        {props.unknown ? (
          <p className="ferry-error" role="alert">
            {t.orderUnknown}
          </p>
        ) : null}
      </section>
      <button type="button" className="ferry-secondary" onClick={props.onNewSwap}>
        {t.newSwap}
      </button>
    </>
  )
}
