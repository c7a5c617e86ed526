import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import type { Recipients } from '../hooks/useRecipients.js'
import { useMessages } from '../i18n/useMessages.js'
import { recipientPreflightQueryOptions } from '../query/recipientPreflightQueryOptions.js'
import { useRecipientWords } from '../recipients/preflight/useRecipientWords.js'
import type { RecipientRules } from '../recipients/recipientRules.js'

/**
 * Payout and refund address inputs; optional ones default to the connected account, a Solana side
 * to the connected Solana wallet (said under the field while it stands). Under each, what the
 * recipient preflight found (a refusal, a note, or a box to confirm the address is the user's),
 * read beside the quote and reported to `useRecipients`, which holds the swap until it is clear.
 */
export default function RecipientFields(props: { recipients: Recipients; rules: RecipientRules }) {
  const { recipients, rules } = props
  const { payout, refund, preflight } = recipients
  const t = useMessages()
  const words = useRecipientWords()
  const chains = preflight.chains ?? []
  const srcChainId = recipients.chainIds.src
  const dstChainId = recipients.chainIds.dst
  const query = useQuery(
    recipientPreflightQueryOptions({
      wagmiConfig: preflight.wagmiConfig,
      locale: t.locale,
      tronGridUrl: chains.find((chain) => chain.family === 'tron')?.rpcUrl ?? undefined,
      chainName: (chainId) => chains.find((chain) => chain.id === chainId)?.name ?? `${chainId}`,
      tokens: preflight.tokens ?? [],
      srcChainId,
      dstChainId,
      depositor: recipients.depositor,
      depositorCode: preflight.depositorCode,
      payout: payout.error ? '' : payout.value.trim(),
      refund: refund.error ? '' : refund.value.trim(),
      enabled: true,
    }),
  )
  const findings = query.data ?? []
  // The finding whose address the user confirmed is theirs, by its sentence.
  const [confirmed, setConfirmed] = useState<string>()
  const clear =
    query.isError ||
    (query.isSuccess &&
      findings.every(
        (finding) =>
          finding.level === 'note' ||
          (finding.level === 'confirm' && confirmed === finding.message),
      ))
  const { report, checked } = preflight
  // biome-ignore lint/correctness/useExhaustiveDependencies: `report` is new each render; `checked` names what it reports on.
  useEffect(() => {
    if (!query.isFetching) report(clear)
  }, [checked, clear, query.isFetching])

  const found = (side: 'payout' | 'refund') =>
    findings
      .filter((finding) => finding.field === side)
      .map((finding) =>
        finding.confirm ? (
          <label key={finding.reason} className="ferry-note">
            <span role="alert">{finding.message}</span>{' '}
            <input
              type="checkbox"
              checked={confirmed === finding.message}
              onChange={(event) => setConfirmed(event.target.checked ? finding.message : undefined)}
            />{' '}
            {finding.confirm}
          </label>
        ) : (
          <span
            key={finding.reason}
            role={finding.level === 'refuse' ? 'alert' : undefined}
            className={finding.level === 'refuse' ? 'ferry-error' : 'ferry-note'}
          >
            {finding.message}
          </span>
        ),
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
        // An address reads left to right in every language: in Arabic its start stays in view.
        dir="ltr"
        required={required}
        value={state.value}
        aria-invalid={state.error && state.value !== '' ? true : undefined}
        onChange={(event) => state.set(event.target.value)}
      />
      {state.error && state.value !== '' ? (
        <span className="ferry-error">{words.errors[state.error]}</span>
      ) : state.fromWallet ? (
        <span className="ferry-note">{walletNote}</span>
      ) : null}
    </label>
  )
  return (
    <>
      {field(t.payoutAddress, payout, rules.payoutRequired, t.payoutToSolanaWallet)}
      {found('payout')}
      {field(t.refundAddress, refund, rules.refundRequired, t.refundToSolanaWallet)}
      {found('refund')}
    </>
  )
}
