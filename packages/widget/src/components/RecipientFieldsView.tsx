import type { Recipients } from '../hooks/useRecipients.js'
import { en } from '../i18n/en.js'

/** Payout and refund address inputs; optional ones default to the connected account. */
export function RecipientFieldsView({ recipients }: { recipients: Recipients }) {
  const { rules, payout, refund } = recipients
  if (!rules) return null
  const field = (label: string, state: Recipients['payout'], required: boolean) => (
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
        <span className="ferry-error">{state.error}</span>
      ) : null}
    </label>
  )
  return (
    <>
      {field(en.payoutAddress, payout, rules.payoutRequired)}
      {field(en.refundAddress, refund, rules.refundRequired)}
      {rules.tronNote ? <p className="ferry-note">{en.tronActivatedNote}</p> : null}
    </>
  )
}
