import {
  formatAmount,
  isSameAsset,
  OrderApiError,
  type ParamsResponse,
  parseAmount,
  type QuoteMode,
  type TokenEntry,
} from '@ferry/order-api'
import { useQueryClient } from '@tanstack/react-query'
import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import type { Address } from 'viem'
import { useAccount, useConfig } from 'wagmi'
import { shortMessageOf } from '../errors/shortMessageOf.js'
import type { FerryConfig } from '../ferryConfig.js'
import { useQuote } from '../hooks/useQuote.js'
import { useRecipients } from '../hooks/useRecipients.js'
import { type SwapRequest, useSwap } from '../hooks/useSwap.js'
import { useTokenBalance } from '../hooks/useTokenBalance.js'
import { useMessages } from '../i18n/useMessages.js'
import { describeQuoteError } from '../quote/describeQuoteError.js'
import type { StoredOrder } from '../storage/orderStorage.js'
import type { SwapNextStep } from '../swap/swapStatus.js'
import { AccountBar } from './AccountBar.js'
import { AmountField } from './AmountField.js'
import { QuoteDetails } from './QuoteDetails.js'
import { RecipientFieldsView } from './RecipientFieldsView.js'
import { SwapButton } from './SwapButton.js'
import { useFerryEvents } from './useFerryEvents.js'
import { type SwapValue, useSwapValue } from './useSwapValue.js'

// What follows the form (tracking, TRON deposit, cancel) and the history load apart from it:
// the form appears without them, and they are fetched once the browser is idle.
const loadTrackedOrder = () => import('./TrackedOrder.js')
const TrackedOrder = lazy(loadTrackedOrder)
const HistoryPanel = lazy(() => import('./HistoryPanel.js'))

export type SwapCardProps = {
  bffUrl: string
  config: FerryConfig
  params: ParamsResponse
  defaults?: SwapValue
  /** The host's fields, when it controls the form (see useSwapValue). */
  value?: SwapValue
  onValueChange?: (next: SwapValue) => void
}

type Tracked = { orderId: string; decimals: { src: number; dst: number } }

/** Reads an amount field: "" is no amount; the locale's decimal separator is accepted. */
function readAmount(text: string, token: TokenEntry | undefined, decimalSeparator: string) {
  if (!token || text.trim() === '') return { amount: undefined, error: undefined }
  const normalized = decimalSeparator === '.' ? text : text.replace(decimalSeparator, '.')
  try {
    return {
      amount: parseAmount({ text: normalized.trim(), decimals: token.decimals }),
      error: undefined,
    }
  } catch (error) {
    return {
      amount: undefined,
      error: shortMessageOf(error),
    }
  }
}

/** The swap form and, once an order exists, its tracker. */
export function SwapCard(props: SwapCardProps) {
  const { bffUrl, config, params, defaults, value, onValueChange } = props
  const t = useMessages()
  const tokens = params.tokens
  const chainName = (chainId: number) =>
    config.chains.find((chain) => chain.id === chainId)?.name ?? t.chain(chainId)
  const { from, to, mode, typed, change } = useSwapValue({
    tokens,
    defaults,
    value,
    onValueChange,
    decimalSeparator: t.decimalSeparator,
  })
  const [view, setView] = useState<'form' | 'history'>('form')
  const [tracked, setTracked] = useState<Tracked>()
  const queryClient = useQueryClient()
  const connection = useAccount()
  const depositor = connection.address as Address | undefined
  const emit = useFerryEvents()
  const { swap, status, setStatus, storage, busy } = useSwap({
    bffUrl,
    orderTtl: params.terms.orderTtl,
  })

  useEffect(() => {
    const prefetch = () => {
      void loadTrackedOrder()
      void import('../swap/runSwap.js')
    }
    const timer = setTimeout(prefetch, 1500)
    return () => clearTimeout(timer)
  }, [])

  const typedToken = mode === 'exact_input' ? from : to
  const { amount, error: amountError } = readAmount(typed, typedToken, t.decimalSeparator)
  const sameAsset = from && to && isSameAsset({ a: from, b: to })
  const { query, quote, error, isFetching, expiresIn, refetch } = useQuote({
    bffUrl,
    from,
    to,
    mode,
    amount,
  })
  const balance = useTokenBalance({ token: from, account: depositor })
  const spend = mode === 'exact_input' ? amount : quote ? BigInt(quote.spend.amount) : undefined
  const insufficient = balance.data !== undefined && spend !== undefined && spend > balance.data
  // A host's wagmi config may lack a chain the BFF serves: say so instead of a dead button.
  const hostChains = useConfig().chains
  const sourceChainMissing =
    from !== undefined &&
    config.chains.some((chain) => chain.id === from.chainId && chain.family === 'evm') &&
    !hostChains.some((chain) => chain.id === from.chainId)

  useEffect(() => {
    if (quote)
      emit({
        name: 'quote-received',
        data: { spend: quote.spend.amount, receive: quote.receive.amount, mode },
      })
  }, [quote, mode, emit])

  const errorView =
    error && from && to
      ? describeQuoteError({ error, mode, from, to, messages: t, formatNumber: t.formatNumber })
      : undefined

  // After a reload, the newest order whose deposit left this browser is tracked again.
  useEffect(() => {
    const resumed: StoredOrder | undefined = depositor ? storage.inFlight(depositor)[0] : undefined
    if (resumed?.decimals) setTracked({ orderId: resumed.orderId, decimals: resumed.decimals })
  }, [depositor, storage])
  const recipients = useRecipients({
    srcChainId: from?.chainId,
    dstChainId: to?.chainId,
    depositor,
  })

  // The request of the last swap: checking an unresolved build again must use the same one.
  const lastRequest = useRef<SwapRequest>(undefined)
  const onSwap = async (resume?: { buildAttemptId: string }) => {
    if (!from || !to) return
    let request: SwapRequest
    if (resume && lastRequest.current) request = { ...lastRequest.current, ...resume }
    else if (quote && depositor && recipients.valid)
      request = { quote, depositor, ...recipients.request }
    else return
    lastRequest.current = request
    try {
      const result = await swap(request)
      if (!result) return
      emit({
        name: 'order-created',
        data: {
          orderId: result.orderId,
          srcChainId: request.quote.spend.chainId,
          dstChainId: request.quote.receive.chainId,
        },
      })
      setTracked({ orderId: result.orderId, decimals: { src: from.decimals, dst: to.decimals } })
      if (result.kind === 'evm') emit({ name: 'deposit-sent', data: { txHash: result.depositTx } })
      else
        setStatus({
          step: 'tron-deposit',
          orderId: result.orderId,
          depositAddress: result.build.depositAddress,
          expectedAmount: result.build.expectedAmount,
          deadline: result.build.deadline,
        })
    } catch (failure) {
      if (
        OrderApiError.isInstance(failure) &&
        (failure.kind === 'terms_expired' || failure.kind === 'terms_mismatch')
      ) {
        // The price lapsed before the build: nothing was created; show a fresh one.
        setStatus({ step: 'failed', message: t.quoteExpired })
        refetch()
        return
      }
      // Failures are rare: their wording loads when one happens, not with the form.
      const { describeSwapFailure } = await import('../swap/describeSwapFailure.js')
      const { message, next } = describeSwapFailure({ error: failure, messages: t })
      setStatus({ step: 'failed', message, ...(next ? { next } : {}) })
      emit({ name: 'error', data: { message } })
    } finally {
      void queryClient.invalidateQueries({ queryKey: ['ferry', 'balance'] })
    }
  }

  const header = (
    <AccountBar
      title={t.title}
      depositor={depositor}
      {...(depositor && !tracked
        ? {
            onHistory: () => setView(view === 'history' ? 'form' : 'history'),
            historyOpen: view === 'history',
            inFlight: storage.inFlight(depositor).length,
          }
        : {})}
    />
  )

  if (tracked)
    return (
      <div className="ferry-card">
        {header}
        <Suspense fallback={<p className="ferry-note">{t.loading}</p>}>
          <TrackedOrder
            bffUrl={bffUrl}
            config={config}
            tokens={tokens}
            orderId={tracked.orderId}
            decimals={tracked.decimals}
            {...(status.step === 'tron-deposit' && from
              ? {
                  tronDeposit: {
                    depositAddress: status.depositAddress,
                    expectedAmount: status.expectedAmount,
                    deadline: status.deadline,
                    decimals: from.decimals,
                    symbol: from.symbol,
                  },
                }
              : {})}
            canCancel={!recipients.depositorIsContract}
            onFinished={() => {
              if (depositor) storage.markFinished(depositor, tracked.orderId)
              void queryClient.invalidateQueries({ queryKey: ['ferry', 'balance'] })
            }}
            onNewSwap={() => {
              setTracked(undefined)
              setStatus({ step: 'idle' })
            }}
          />
        </Suspense>
      </div>
    )

  if (view === 'history' && depositor)
    return (
      <div className="ferry-card">
        {header}
        <Suspense fallback={<p className="ferry-note">{t.loading}</p>}>
          <HistoryPanel
            bffUrl={bffUrl}
            depositor={depositor}
            storage={storage}
            chainIds={config.chains
              .filter((chain) => chain.family === 'evm')
              .map((chain) => chain.id)}
            tokens={tokens}
            chainName={chainName}
            onOpen={(entry) => {
              setView('form')
              setTracked(entry)
            }}
          />
        </Suspense>
      </div>
    )

  const decimalsOf = (token: TokenEntry | undefined) => token?.decimals ?? 0
  const shown = (side: QuoteMode, token: TokenEntry | undefined) => {
    if (mode === side) return typed
    if (!quote || !token) return ''
    const value = side === 'exact_input' ? quote.spend.amount : quote.receive.amount
    return formatAmount({
      amount: BigInt(value),
      decimals: decimalsOf(token),
      maxFractionDigits: 6,
    })
  }
  const edit = (side: QuoteMode) => (text: string) => change({ mode: side, typed: text })
  const pending = query !== undefined && isFetching && !quote

  return (
    <div className="ferry-card">
      {header}
      <div className="ferry-columns">
        <div className="ferry-column">
          <AmountField
            label={t.from}
            inputLabel={t.amountToPay}
            tokens={tokens}
            token={from}
            onToken={(token) => change({ from: token })}
            chainName={chainName}
            account={depositor}
            value={shown('exact_input', from)}
            onValue={edit('exact_input')}
            placeholder={mode === 'exact_output' && pending ? '…' : '0.0'}
            balance={balance.data}
            onMax={
              balance.data !== undefined && from
                ? () =>
                    edit('exact_input')(
                      formatAmount({ amount: balance.data, decimals: from.decimals }),
                    )
                : undefined
            }
            error={mode === 'exact_input' ? amountError : undefined}
          />
          <button
            type="button"
            className="ferry-flip"
            aria-label={t.flip}
            onClick={() => {
              // The typed figure stays with its token: what was spent is now what is received.
              change({
                from: to,
                to: from,
                mode: mode === 'exact_input' ? 'exact_output' : 'exact_input',
              })
            }}
          >
            ⇅
          </button>
          <AmountField
            label={t.to}
            inputLabel={t.amountToReceive}
            tokens={tokens}
            token={to}
            onToken={(token) => change({ to: token })}
            chainName={chainName}
            account={depositor}
            value={shown('exact_output', to)}
            onValue={edit('exact_output')}
            placeholder={mode === 'exact_input' && pending ? '…' : '0.0'}
            error={mode === 'exact_output' ? amountError : undefined}
          />
          <RecipientFieldsView recipients={recipients} />
        </div>
        <div className="ferry-column">
          {sameAsset ? <p className="ferry-error">{t.sameAsset}</p> : null}
          {sourceChainMissing ? (
            <p className="ferry-error" role="alert">
              {t.walletError.chainNotConfigured}
            </p>
          ) : null}
          {pending ? (
            <p className="ferry-note" aria-live="polite">
              {t.quoting}
            </p>
          ) : null}
          {errorView && !errorView.limit ? (
            <p className="ferry-error" role="alert">
              {errorView.message}
            </p>
          ) : null}
          {errorView?.limit ? (
            <p className="ferry-error" role="alert">
              {errorView.message}{' '}
              <button
                type="button"
                className="ferry-link"
                onClick={() => {
                  const limit = errorView.limit!
                  edit(limit.mode)(
                    formatAmount({
                      amount: limit.amount,
                      decimals: decimalsOf(limit.mode === 'exact_input' ? from : to),
                    }),
                  )
                }}
              >
                {t.useAmount}
              </button>
            </p>
          ) : null}
          {quote && from && to ? (
            <QuoteDetails params={params} quote={quote} from={from} to={to} expiresIn={expiresIn} />
          ) : null}
          <SwapButton
            connected={depositor !== undefined}
            status={status}
            ready={
              quote !== undefined &&
              recipients.valid &&
              !insufficient &&
              !busy &&
              !sourceChainMissing
            }
            label={
              insufficient && from
                ? t.insufficientBalance(from.symbol)
                : quote
                  ? t.swap
                  : t.enterAmount
            }
            nativeSymbol={
              config.chains.find((chain) => chain.id === from?.chainId)?.nativeCurrency.symbol ?? ''
            }
            onSwap={() => void onSwap()}
            onNext={(next: SwapNextStep) => {
              if (next.kind === 'keep-checking')
                void onSwap({ buildAttemptId: next.buildAttemptId })
              else if (next.kind === 'try-again') void onSwap()
              else {
                setStatus({ step: 'idle' })
                refetch()
              }
            }}
          />
        </div>
      </div>
    </div>
  )
}
