import { useQuery } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import type { FerryConfig } from '../../ferryConfig.js'
import { useMessages } from '../../i18n/useMessages.js'
import { describeV1Order } from '../v1OrderStatus.js'
import { v1ChainsQueryOptions, v1OrderQueryOptions } from '../v1Queries.js'

export type V1TrackedOrderProps = {
  bffUrl: string
  config: FerryConfig
  orderId: string
  onFinished: () => void
  onNewSwap: () => void
}

/**
 * A v1 order's status as the service reports it, polled until final (v1OrderQueryOptions), with
 * its transactions' explorer links. The full tracker (steps, history, resume) replaces it.
 */
export default function V1TrackedOrder(props: V1TrackedOrderProps) {
  const t = useMessages()
  const order = useQuery(v1OrderQueryOptions(props.bffUrl, props.orderId)).data
  const chains = useQuery(v1ChainsQueryOptions(props.bffUrl)).data
  const view = order ? describeV1Order({ order, chains, nowMs: Date.now() }) : undefined
  const final = view?.final === true
  const finished = useRef(props.onFinished)
  finished.current = props.onFinished
  useEffect(() => {
    if (final) finished.current()
  }, [final])
  return (
    <section className="ferry-v1-order" aria-label={t.v1.order.title}>
      <h3 className="ferry-subtitle">{t.v1.order.title}</h3>
      <p
        className={`ferry-state ferry-v1-tone-${view?.tone ?? 'progress'}`}
        role="status"
        aria-live="polite"
        data-status={view?.status}
      >
        {view
          ? t.v1.order.status[view.status]
          : order === null
            ? t.orderUnknown
            : t.v1.order.loading}
      </p>
      {view && view.links.length > 0 ? (
        <ul className="ferry-v1-links">
          {view.links.map((link) => (
            <li key={link.kind}>
              {link.url ? (
                <a href={link.url} target="_blank" rel="noreferrer">
                  {t.v1.order.links[link.kind]}: {link.txHash.slice(0, 10)}…
                </a>
              ) : (
                <span>
                  {t.v1.order.links[link.kind]}: {link.txHash.slice(0, 10)}…
                </span>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      <button type="button" className="ferry-primary" onClick={props.onNewSwap}>
        {t.v1.order.newSwap}
      </button>
    </section>
  )
}
