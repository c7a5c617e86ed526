import { formatAmount } from '@ferry/order-api'
import { useState } from 'react'
import { renderSVG } from 'uqr'
import { useNow } from '../hooks/useNow.js'
import { useAllMessages } from '../i18n/useAllMessages.js'
import { useStoryMessages } from '../i18n/useStoryMessages.js'
import { SendFromWallet, type SendFromWalletProps } from './SendFromWallet.js'

export type TronDepositProps = {
  depositAddress: string
  expectedAmount: string
  decimals: number
  symbol: string
  /** Unix seconds; the transfer must arrive (and confirm) before it. */
  deadline: number
  /** A connected TRON wallet that can send it: offered above the copy-paste path. */
  sendFromWallet?: SendFromWalletProps | undefined
  /** Where the payout goes: the connected wallet by default (spec v2: Build request, payoutAddr). */
  payout?: { address: string; connectedWallet: boolean } | undefined
}

function CopyButton(props: { value: string; label: string }) {
  const t = useAllMessages()
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
      {copied ? t.tron.copied : props.label}
    </button>
  )
}

/**
 * The TRON-source deposit: no wallet transaction, but an exact transfer to a deposit address
 * before the deadline (spec: Build rule 8). Loaded lazily, with its QR code.
 */
export default function TronDeposit(props: TronDepositProps) {
  const t = useAllMessages()
  const story = useStoryMessages().story
  const now = useNow()
  const amount = formatAmount({ amount: BigInt(props.expectedAmount), decimals: props.decimals })
  const left = Math.max(0, props.deadline - now)
  return (
    <section className="ferry-tron" aria-label={t.tron.title}>
      <h3 className="ferry-subtitle">{t.tron.title}</h3>
      {props.sendFromWallet ? <SendFromWallet {...props.sendFromWallet} /> : null}
      <img
        className="ferry-qr"
        alt={t.tron.qr}
        width={160}
        height={160}
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(renderSVG(props.depositAddress, { border: 1 }))}`}
      />
      <dl className="ferry-quote ferry-rows">
        <div>
          <dt>{t.tron.address}</dt>
          <dd>
            <span data-testid="tron-deposit-address">{props.depositAddress}</span>{' '}
            <CopyButton value={props.depositAddress} label={t.tron.copyAddress} />
          </dd>
        </div>
        <div>
          <dt>{t.tron.amount}</dt>
          <dd>
            <span data-testid="tron-expected-amount">
              {t.formatNumber(amount)} {props.symbol}
            </span>{' '}
            <CopyButton value={amount} label={t.tron.copyAmount} />
          </dd>
        </div>
        <div>
          <dt>{t.tron.timeLeft}</dt>
          <dd>{t.formatCountdown(left)}</dd>
        </div>
      </dl>
      {props.payout ? (
        <p className="ferry-note" data-testid="tron-payout">
          {props.payout.connectedWallet
            ? story.payout.connectedWallet(props.payout.address)
            : story.payout.entered(props.payout.address)}
        </p>
      ) : null}
      <p className="ferry-error" role="note">
        {t.tron.warning(t.formatNumber(amount), props.symbol)}
      </p>
    </section>
  )
}
