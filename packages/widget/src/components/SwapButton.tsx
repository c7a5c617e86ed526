import { formatEther } from 'viem'
import { useHydrated } from '../hooks/useHydrated.js'
import { useMessages } from '../i18n/useMessages.js'
import type { SwapNextStep, SwapStatus } from '../swap/swapStatus.js'
import { ConnectWalletButton } from '../wallets/ConnectWalletButton.js'

export type SwapButtonProps = {
  connected: boolean
  status: SwapStatus
  /** A quote is on screen and nothing stands in the way. */
  ready: boolean
  /** The button's text when no swap is under way. */
  label: string
  /** Symbol of the source chain's native token, for the relay fee. */
  nativeSymbol: string
  onSwap: () => void
  /** The step offered beside a failure (keep checking a build, new quote, try again). */
  onNext?: (next: SwapNextStep) => void
}

/** The connect button while no wallet is connected, then the swap button and its progress. */
export function SwapButton({
  connected,
  status,
  ready,
  label,
  nativeSymbol,
  onSwap,
  onNext,
}: SwapButtonProps) {
  const t = useMessages()
  // The server cannot know this browser's wallets: until hydrated, the (inert) connect button,
  // so the first HTML holds the whole form and hydration renders exactly that. React 19 does not
  // patch a mismatched attribute: a `disabled` left from the server would stay for good.
  const hydrated = useHydrated()
  const progress =
    status.step === 'approving'
      ? t.status.approving(status.index, status.total)
      : status.step === 'depositing'
        ? t.status.depositing(`${t.formatNumber(formatEther(status.value))} ${nativeSymbol}`)
        : status.step === 'checking' || status.step === 'building' || status.step === 'switching'
          ? t.status[status.step]
          : status.step === 'confirming-build'
            ? t.status.confirmingBuild
            : undefined
  return (
    <>
      {!hydrated ? (
        <div className="ferry:grid ferry:gap-2">
          <button type="button" className="ferry-primary" disabled>
            {t.connect}
          </button>
        </div>
      ) : connected ? (
        <button type="button" className="ferry-primary" disabled={!ready} onClick={onSwap}>
          {progress ?? label}
        </button>
      ) : (
        <ConnectWalletButton />
      )}
      {/* Read out as it changes; seen in the button already, so not drawn twice. */}
      <p role="status" aria-live="polite" className="ferry-sr">
        {progress ?? ''}
      </p>
      {status.step === 'failed' ? (
        <p className="ferry-error" role="alert">
          {status.message}{' '}
          {status.next && onNext ? (
            <button type="button" className="ferry-link" onClick={() => onNext(status.next!)}>
              {status.next.kind === 'keep-checking'
                ? t.buildOutcome.keepChecking
                : status.next.kind === 'new-quote'
                  ? t.newQuote
                  : t.tryAgain}
            </button>
          ) : null}
        </p>
      ) : null}
    </>
  )
}
