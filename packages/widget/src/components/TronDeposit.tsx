import { formatAmount } from '@ferry/order-api'
import { useEffect, useState } from 'react'
import { renderSVG } from 'uqr'
import { en } from '../i18n/en.js'

export type TronDepositProps = {
  depositAddress: string
  expectedAmount: string
  decimals: number
  symbol: string
  /** Unix seconds; the transfer must arrive (and confirm) before it. */
  deadline: number
}

function CopyButton(props: { value: string; label: string }) {
  const [copied, setCopied] = useState(false)
  return (
    <button
      type="button"
      className="ferry-link"
      onClick={() =>
        void navigator.clipboard?.writeText(props.value).then(() => {
          setCopied(true)
          setTimeout(() => setCopied(false), 1500)
        })
      }
    >
      {copied ? en.tron.copied : props.label}
    </button>
  )
}

/**
 * The TRON-source deposit: no wallet transaction, but an exact transfer to a deposit address
 * before the deadline (spec: Build rule 8). Loaded lazily, with its QR code.
 */
export default function TronDeposit(props: TronDepositProps) {
  const [now, setNow] = useState(() => Math.floor(Date.now() / 1000))
  useEffect(() => {
    const timer = setInterval(() => setNow(Math.floor(Date.now() / 1000)), 1000)
    return () => clearInterval(timer)
  }, [])
  const amount = formatAmount({ amount: BigInt(props.expectedAmount), decimals: props.decimals })
  const left = Math.max(0, props.deadline - now)
  return (
    <section className="ferry-tron" aria-label={en.tron.title}>
      <h3 className="ferry-subtitle">{en.tron.title}</h3>
      <img
        className="ferry-qr"
        alt={en.tron.qr}
        width={160}
        height={160}
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(renderSVG(props.depositAddress, { border: 1 }))}`}
      />
      <dl className="ferry-quote">
        <div>
          <dt>{en.tron.address}</dt>
          <dd data-testid="tron-deposit-address">{props.depositAddress}</dd>
        </div>
        <CopyButton value={props.depositAddress} label={en.tron.copyAddress} />
        <div>
          <dt>{en.tron.amount}</dt>
          <dd data-testid="tron-expected-amount">
            {amount} {props.symbol}
          </dd>
        </div>
        <CopyButton value={amount} label={en.tron.copyAmount} />
        <div>
          <dt>{en.tron.timeLeft}</dt>
          <dd>{`${Math.floor(left / 60)}:${String(left % 60).padStart(2, '0')}`}</dd>
        </div>
      </dl>
      <p className="ferry-error" role="note">
        {en.tron.warning(amount, props.symbol)}
      </p>
    </section>
  )
}
