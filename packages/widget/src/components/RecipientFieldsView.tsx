import { lazy, Suspense, useState } from 'react'
import type { Recipients } from '../hooks/useRecipients.js'
import { useMessages } from '../i18n/useMessages.js'

// The fields and their preflight load when they are first shown: most swaps pay the wallet itself.
const RecipientFields = lazy(() => import('./RecipientFields.js'))

/**
 * Payout and refund address inputs (RecipientFields), or, while both are optional and empty, the
 * link that opens them.
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
  return (
    <Suspense fallback={null}>
      <RecipientFields recipients={recipients} rules={rules} />
    </Suspense>
  )
}
