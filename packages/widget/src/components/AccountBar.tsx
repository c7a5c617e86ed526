import type { Address } from 'viem'
import { useDisconnect } from 'wagmi'
import { useHydrated } from '../hooks/useHydrated.js'
import { useMessages } from '../i18n/useMessages.js'

export type AccountBarProps = {
  title: string
  depositor: Address | undefined
  /** Shows the history toggle. */
  onHistory?: () => void
  historyOpen?: boolean
  /** Orders of this account still under way, shown on the history toggle. */
  inFlight?: number
}

/** The card's title row: the connected account, disconnect, and the history toggle. */
export function AccountBar({
  title,
  depositor,
  onHistory,
  historyOpen,
  inFlight: inFlightHere = 0,
}: AccountBarProps) {
  const t = useMessages()
  const disconnect = useDisconnect()
  // Counted from this browser's storage: the server, which has none, rendered no count.
  const inFlight = useHydrated() ? inFlightHere : 0
  return (
    <div className="ferry-header">
      <h2 className="ferry-title">{historyOpen ? t.history : title}</h2>
      <div className="ferry-header-actions">
        {onHistory ? (
          <button
            type="button"
            className="ferry-link"
            aria-pressed={historyOpen}
            onClick={onHistory}
          >
            {historyOpen ? t.backToSwap : inFlight > 0 ? t.historyInFlight(inFlight) : t.history}
          </button>
        ) : null}
        {depositor ? (
          <button type="button" className="ferry-link" onClick={() => disconnect.disconnect()}>
            {`${depositor.slice(0, 6)}…${depositor.slice(-4)}`} · {t.disconnect}
          </button>
        ) : null}
      </div>
    </div>
  )
}
