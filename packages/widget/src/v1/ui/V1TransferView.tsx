import { formatAmount } from '@ferry/order-api'
import { useId, useState } from 'react'
import { renderSVG } from 'uqr'
import { SendFromWallet, type SendFromWalletProps } from '../../components/SendFromWallet.js'
import { useNow } from '../../hooks/useNow.js'
import { useV1Messages } from '../../i18n/useV1Messages.js'
import type { TransferInstructions } from '../../trade/Plan.js'

export type V1TransferViewProps = {
  transfer: TransferInstructions
  token: { symbol: string; decimals: number }
  /** TRON and Bitcoin: the transfer's hash is asked for and submitted. */
  needsHash: boolean
  /** Why the last hash was refused. */
  error: string | undefined
  busy: boolean
  onHash: (txHash: string) => void
  /** A connected wallet of the source's family that can send it: offered above the copy-paste. */
  sendFromWallet?: SendFromWalletProps | undefined
  /**
   * What the chosen route pays out and to whom, as the v2 tracker says it: the route's amount
   * (destination base units), its token and chain, and the payout address of the request.
   */
  payout?:
    | {
        amount: bigint
        token: { symbol: string; decimals: number }
        chainName: string
        recipient: string | undefined
      }
    | undefined
}

/**
 * A deposit-address plan: where to send, the QR of the address (drawn as TronDeposit draws
 * its own), the exact amount, the memo and the expiry, then what is paid out and to whom; and,
 * for TRON and Bitcoin, the field for the transfer's hash.
 */
export function V1TransferView(props: V1TransferViewProps) {
  const t = useV1Messages()
  const now = useNow(props.transfer.expiresAt !== undefined)
  const hashId = useId()
  const errorId = useId()
  const hintId = useId()
  const [hash, setHash] = useState('')
  const { transfer, token, payout } = props
  const amount = formatAmount({ amount: transfer.amount, decimals: token.decimals })
  const payoutAmount =
    payout &&
    `${t.formatNumber(formatAmount({ amount: payout.amount, decimals: payout.token.decimals, maxFractionDigits: 6 }))} ${payout.token.symbol}`
  return (
    <section className="ferry-v1-transfer" aria-label={t.v1.transfer.title}>
      <h3 className="ferry-subtitle">{t.v1.transfer.title}</h3>
      {props.sendFromWallet ? <SendFromWallet {...props.sendFromWallet} /> : null}
      <img
        className="ferry-qr"
        alt={t.v1.transfer.qr}
        width={160}
        height={160}
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(renderSVG(transfer.depositAddress, { border: 1 }))}`}
      />
      <dl className="ferry-quote ferry-rows">
        <div>
          <dt>{t.v1.transfer.address}</dt>
          <dd data-testid="v1-deposit-address" className="ferry-v1-break">
            {transfer.depositAddress}
          </dd>
        </div>
        <div>
          <dt>{t.v1.transfer.amount}</dt>
          <dd data-testid="v1-deposit-amount">
            {t.formatNumber(amount)} {token.symbol}
          </dd>
        </div>
        {transfer.memo !== undefined ? (
          <div>
            <dt>{t.v1.transfer.memo}</dt>
            <dd data-testid="v1-deposit-memo" className="ferry-v1-break">
              {transfer.memo}
            </dd>
          </div>
        ) : null}
        {transfer.expiresAt !== undefined ? (
          <div>
            <dt>{t.v1.transfer.expires}</dt>
            <dd>
              {t.formatDateTime(transfer.expiresAt)} ({t.formatCountdown(transfer.expiresAt - now)})
            </dd>
          </div>
        ) : null}
        {payout && payoutAmount ? (
          <div>
            <dt>{t.v1.transfer.payout}</dt>
            <dd data-testid="v1-payout-amount">
              {t.v1.transfer.payoutOnChain(payoutAmount, payout.chainName)}
            </dd>
          </div>
        ) : null}
        {payout?.recipient !== undefined ? (
          <div>
            <dt>{t.v1.transfer.recipient}</dt>
            <dd data-testid="v1-payout-recipient" className="ferry-v1-break">
              {payout.recipient}
            </dd>
          </div>
        ) : null}
      </dl>
      {transfer.memo !== undefined ? (
        <p className="ferry-error" role="note">
          {t.v1.transfer.memoWarning}
        </p>
      ) : null}
      {props.needsHash ? (
        <form
          className="ferry-v1-hash"
          onSubmit={(event) => {
            event.preventDefault()
            props.onHash(hash.trim())
          }}
        >
          <label htmlFor={hashId}>{t.v1.transfer.hash}</label>
          <input
            id={hashId}
            autoComplete="off"
            spellCheck={false}
            // A hash reads left to right in every language.
            dir="ltr"
            value={hash}
            aria-invalid={props.error ? true : undefined}
            aria-describedby={props.error ? `${hintId} ${errorId}` : hintId}
            onChange={(event) => setHash(event.target.value)}
          />
          {/* A hint that stays while typing (a placeholder was cut at 320 px, then gone). */}
          <p id={hintId} className="ferry-note">
            {t.v1.transfer.hashHint}
          </p>
          {props.error ? (
            <p id={errorId} className="ferry-error" role="alert">
              {props.error}
            </p>
          ) : null}
          <button
            type="submit"
            className="ferry-primary"
            disabled={props.busy || hash.trim() === ''}
          >
            {t.v1.transfer.submitHash}
          </button>
        </form>
      ) : (
        <p className="ferry-note">{t.v1.transfer.waiting}</p>
      )}
    </section>
  )
}
