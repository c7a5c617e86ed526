import { chainFamily, type ParamsResponse } from '@ferry/order-api'
import { lazy, type ReactNode, Suspense } from 'react'
import type { FerryConfig } from '../ferryConfig.js'
import { localDecimal } from '../form/localDecimal.js'
import { useHydrated } from '../hooks/useHydrated.js'
import type { SwapForm } from '../hooks/useSwapForm.js'
import { useMessages } from '../i18n/useMessages.js'
import { AccountBar } from './AccountBar.js'
import { AmountField } from './AmountField.js'
import { RecipientFieldsView } from './RecipientFieldsView.js'
import { SwapButton } from './SwapButton.js'

// What follows the form (tracking, TRON deposit, cancel) and the history load apart from it:
// the form appears without them, and they are fetched once the browser is idle.
export const loadTrackedOrder = () => import('./TrackedOrder.js')
const TrackedOrder = lazy(loadTrackedOrder)
const HistoryPanel = lazy(() => import('./HistoryPanel.js'))
// A TRON source's wallet (connect TronLink, its balance): loaded only for a TRON source.
const FamilyWalletBar = lazy(async () => ({
  default: (await import('./FamilyWalletBar.js')).FamilyWalletBar,
}))
// A quote's details (rate, fees, countdown) are drawn only once a quote is there: fetched as soon
// as one is asked for, or when the browser is idle.
export const loadQuoteDetails = () => import('./QuoteDetails.js')
const QuoteDetails = lazy(async () => ({ default: (await loadQuoteDetails()).QuoteDetails }))
// v1 directions (DESIGN: v1 in Ferry): loaded only when chooseInterface says v1 (TrackedOrder
// loads the v1 tracker for v1 orders).
const V1SwapPanel = lazy(async () => ({
  default: (await import('../v1/index.js')).V1SwapPanel,
}))

export type SwapCardViewProps = {
  bffUrl: string
  config: FerryConfig
  params: ParamsResponse
  /** The card's state and handlers (useSwapForm). */
  form: SwapForm
}

/** The swap card as drawn from its state: the form, its history, or the order it follows. */
export function SwapCardView({ bffUrl, config, params, form }: SwapCardViewProps) {
  const t = useMessages()
  const { from, to, mode, depositor, tracked, status, recipients, quote, errorView } = form
  const tokens = params.tokens
  const header = (
    <AccountBar
      title={t.title}
      depositor={depositor}
      {...(depositor && !tracked
        ? {
            onHistory: () => form.setHistoryOpen(!form.historyOpen),
            historyOpen: form.historyOpen,
            inFlight: form.storage.inFlight(depositor).length,
          }
        : {})}
    />
  )
  // The tracker and the history load on first use: the form is drawn without them.
  const later = (part: ReactNode) => (
    <Suspense fallback={<p className="ferry-note">{t.loading}</p>}>{part}</Suspense>
  )
  const pending = form.pending
  const hydrated = useHydrated()
  const swapButton = (ready: boolean) => (
    <SwapButton
      connected={depositor !== undefined}
      status={status}
      ready={ready}
      label={
        form.sourceChainMissing && form.sourceChainName
          ? t.cannotPayFrom(form.sourceChainName)
          : form.insufficient && from
            ? t.insufficientBalance(from.symbol)
            : // With an amount but no quote (asking, or refused: the form says why), the button is
              // the swap, disabled, not a request for the amount already there.
              quote || (form.amount !== undefined && form.amount > 0n)
              ? t.swap
              : t.enterAmount
      }
      nativeSymbol={
        config.chains.find((chain) => chain.id === from?.chainId)?.nativeCurrency.symbol ?? ''
      }
      onSwap={form.onSwap}
      onNext={form.onNext}
    />
  )
  if (pending) void loadQuoteDetails()
  return (
    <div className="ferry-card">
      {header}
      {tracked ? (
        later(
          <TrackedOrder
            bffUrl={bffUrl}
            config={config}
            tokens={tokens}
            {...tracked}
            {...(status.step === 'tron-deposit' && from
              ? {
                  tronDeposit: {
                    depositAddress: status.depositAddress,
                    expectedAmount: status.expectedAmount,
                    deadline: status.deadline,
                    decimals: from.decimals,
                    symbol: from.symbol,
                    depositTx: status.depositTx,
                    walletError: status.walletError,
                    sending: status.sending,
                    onSendFromWallet: () => void form.sendTronDeposit(),
                  },
                }
              : {})}
            canCancel={!recipients.depositorIsContract}
            onFinished={form.onFinished}
            onNewSwap={form.onNewSwap}
          />,
        )
      ) : form.historyOpen && depositor ? (
        later(
          <HistoryPanel
            bffUrl={bffUrl}
            depositor={depositor}
            storage={form.storage}
            chainIds={config.chains
              .filter((chain) => chain.family === 'evm')
              .map((chain) => chain.id)}
            tokens={tokens}
            chainName={form.chainName}
            onOpen={(entry) => {
              form.setHistoryOpen(false)
              form.track(entry)
            }}
          />,
        )
      ) : (
        <div className="ferry-columns">
          <div className="ferry-column">
            <AmountField
              label={t.from}
              inputLabel={t.amountToPay}
              bffUrl={bffUrl}
              tokens={tokens}
              token={from}
              logoURI={form.art.exact_input.logoURI}
              onToken={(token) => form.change({ from: token })}
              chainName={form.chainName}
              payProblem={form.payProblem}
              account={depositor}
              value={form.shown('exact_input')}
              onValue={(text) => form.setAmount('exact_input', text)}
              placeholder={mode === 'exact_output' && pending ? '…' : t.amountHint}
              balance={{
                amount: form.balance,
                pending: form.balancePending,
                unavailable: form.balanceUnavailable,
              }}
              usd={form.usd('exact_input')}
              onMax={form.max}
              error={mode === 'exact_input' ? form.amountError : undefined}
              onSuggestion={({ amount, token }) =>
                form.change({
                  from: token,
                  mode: 'exact_input',
                  typed: localDecimal(amount, t.decimalSeparator),
                })
              }
            />
            <button type="button" className="ferry-flip" aria-label={t.flip} onClick={form.flip}>
              ⇅
            </button>
            <AmountField
              label={t.to}
              inputLabel={t.amountToReceive}
              bffUrl={bffUrl}
              tokens={tokens}
              token={to}
              logoURI={form.art.exact_output.logoURI}
              onToken={(token) => form.change({ to: token })}
              chainName={form.chainName}
              account={depositor}
              value={form.shown('exact_output')}
              onValue={(text) => form.setAmount('exact_output', text)}
              placeholder={
                mode === 'exact_input' && pending ? '…' : localDecimal('0.0', t.decimalSeparator)
              }
              usd={form.usd('exact_output')}
              error={mode === 'exact_output' ? form.amountError : undefined}
            />
            <RecipientFieldsView recipients={recipients} />
          </div>
          <div className="ferry-column">
            {form.sameAsset ? <p className="ferry-error">{t.sameAsset}</p> : null}
            {form.sourceChainMissing ? (
              <p className="ferry-error" role="alert">
                {t.walletError.chainNotConfigured}
              </p>
            ) : null}
            {errorView ? (
              <p className="ferry-error" role="alert">
                {errorView.message}
                {form.applyLimit ? ' ' : null}
                {form.applyLimit ? (
                  <button type="button" className="ferry-link" onClick={form.applyLimit}>
                    {t.useAmount}
                  </button>
                ) : null}
              </p>
            ) : null}
            {form.v1 && from && to
              ? later(
                  <V1SwapPanel
                    bffUrl={bffUrl}
                    config={config}
                    from={from}
                    to={to}
                    mode={mode}
                    routes={form.v1}
                    depositor={depositor}
                    storage={form.storage}
                    onTrack={form.track}
                    prices={{
                      pay: form.art.exact_input.priceUsd,
                      receive: form.art.exact_output.priceUsd,
                    }}
                  />,
                )
              : null}
            {form.v1 ? null : (
              // Swap is enabled in the commit that draws the fees it commits to: until the
              // details' chunk is in, the fallback is the same button, disabled.
              <Suspense fallback={swapButton(false)}>
                {from &&
                to &&
                (quote || (hydrated && form.amount && !errorView && !form.sameAsset)) ? (
                  <QuoteDetails
                    params={params}
                    quote={quote}
                    from={from}
                    to={to}
                    payPriceUsd={form.art.exact_input.priceUsd}
                    expiresIn={form.expiresIn}
                  />
                ) : null}
                {from && chainFamily(from.chainId) === 'tron' ? (
                  <Suspense fallback={null}>
                    <FamilyWalletBar family="tron" token={from} />
                  </Suspense>
                ) : null}
                {swapButton(form.ready)}
              </Suspense>
            )}
          </div>
        </div>
      )}
    </div>
  )
}
