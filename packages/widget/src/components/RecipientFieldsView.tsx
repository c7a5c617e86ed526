import { useState } from 'react'
import type { Recipients } from '../hooks/useRecipients.js'
import { useMessages } from '../i18n/useMessages.js'

/**
 * Payout and refund address inputs; optional ones default to the connected account, a Solana side
 * to the connected Solana wallet (said under the field while it stands).
 */
export function RecipientFieldsView({ recipients }: { recipients: Recipients }) {
  const t = useMessages()
  const [shown, setShown] = useState(false)
  const { rules, payout, refund } = recipients
  if (!rules) return null
  // Optional recipients default to the connected account: kept out of the way until asked for.
  const optional = !rules.payoutRequired && !rules.refundRequired
  if (optional && !shown && payout.value === '' && refund.value === '')
    return (
      <button
        type="button"
        className="ferry-link ferry:justify-self-start"
        aria-expanded={false}
        onClick={() => setShown(true)}
      >
        {t.otherRecipient}
      </button>
    )
  const field = (
    label: string,
    state: Recipients['payout'],
    required: boolean,
    walletNote: string,
  ) => (
    <label className="ferry-field">
      <span>{label}</span>
      <input
        aria-label={label}
        autoComplete="off"
        spellCheck={false}
        required={required}
        value={state.value}
        aria-invalid={state.error && state.value !== '' ? true : undefined}
        onChange={(event) => state.set(event.target.value)}
      />
      {state.error && state.value !== '' ? (
        <span className="ferry-error">{t.recipientErrors[state.error]}</span>
      ) : state.fromWallet ? (
        <span className="ferry-note">{walletNote}</span>
      ) : null}
    </label>
  )
  return (
    <>
      {field(t.payoutAddress, payout, rules.payoutRequired, t.payoutToSolanaWallet)}
      {field(t.refundAddress, refund, rules.refundRequired, t.refundToSolanaWallet)}
      {rules.tronNote ? <p className="ferry-note">{t.tronActivatedNote}</p> : null}
    </>
  )
}
