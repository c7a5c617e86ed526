import {
  displayRate,
  feeBreakdown,
  formatAmount,
  OrderApiError,
  type ParamsResponse,
  parseAmount,
  type QuoteQueryInput,
  type TokenEntry,
} from '@ferry/order-api'
import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react'
import type { Address } from 'viem'
import { useConfig, useConnect, useConnection, useConnectors, useDisconnect } from 'wagmi'
import { signTypedData } from 'wagmi/actions'
import { cancelOrder } from '../cancel/cancelOrder.js'
import type { FerryConfig } from '../ferryConfig.js'
import { useRecipients } from '../hooks/useRecipients.js'
import { en } from '../i18n/en.js'
import { bffClient, quoteQueryOptions } from '../query/queries.js'
import { describeQuoteError } from '../quote/describeQuoteError.js'
import { createOrderStorage, type StoredOrder } from '../storage/orderStorage.js'
import { runSwap } from '../swap/runSwap.js'
import { isBusy, type SwapStatus } from '../swap/swapStatus.js'
import { OrderTracker } from './OrderTracker.js'
import { RecipientFieldsView } from './RecipientFieldsView.js'
import { useFerryEvents } from './useFerryEvents.js'

// The TRON deposit screen and its QR code load only when a TRON-source order needs them.
const TronDeposit = lazy(() => import('./TronDeposit.js'))

const tokenId = (token: Pick<TokenEntry, 'chainId' | 'token'>) => `${token.chainId}:${token.token}`

function useDebounced<value>(value: value, ms: number): value {
  const [debounced, setDebounced] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms)
    return () => clearTimeout(timer)
  }, [value, ms])
  return debounced
}

function useNow(): number {
  const [now, setNow] = useState(() => Math.floor(Date.now() / 1000))
  useEffect(() => {
    const timer = setInterval(() => setNow(Math.floor(Date.now() / 1000)), 1000)
    return () => clearInterval(timer)
  }, [])
  return now
}

export type SwapCardProps = {
  bffUrl: string
  config: FerryConfig
  params: ParamsResponse
  defaults?: { from?: string; to?: string; amount?: string }
}

/** The swap form and, once an order exists, its tracker. */
export function SwapCard({ bffUrl, config, params, defaults }: SwapCardProps) {
  useEffect(() => {
    for (const key of ['from', 'to'] as const) {
      const wanted = defaults?.[key]
      if (wanted && !params.tokens.some((token) => tokenId(token) === wanted))
        console.warn(
          `Ferry: defaults.${key} "${wanted}" is not a listed token (use "<chainId>:<address>"); ignored`,
        )
    }
  }, [defaults, params.tokens])
  const tokens = params.tokens
  const chainName = (chainId: number) =>
    config.chains.find((chain) => chain.id === chainId)?.name ?? `Chain ${chainId}`
  const findToken = (id: string | undefined) => tokens.find((token) => tokenId(token) === id)
  const [from, setFrom] = useState(() => findToken(defaults?.from) ?? tokens[0])
  const [to, setTo] = useState(
    () => findToken(defaults?.to) ?? tokens.find((token) => token.chainId !== tokens[0]?.chainId),
  )
  const [amountText, setAmountText] = useState(defaults?.amount ?? '')
  const [status, setStatus] = useState<SwapStatus>({ step: 'idle' })
  const wagmiConfig = useConfig()
  const connection = useConnection()
  const connectors = useConnectors()
  const connect = useConnect()
  const disconnect = useDisconnect()
  const emit = useFerryEvents()
  const storage = useMemo(() => createOrderStorage(), [])
  const now = useNow()

  let amountError: string | undefined
  let srcAmount: bigint | undefined
  if (from && amountText.trim() !== '') {
    try {
      srcAmount = parseAmount({ text: amountText, decimals: from.decimals })
    } catch (error) {
      amountError =
        (error as Error & { shortMessage?: string }).shortMessage ?? (error as Error).message
    }
  }
  const debouncedAmount = useDebounced(srcAmount, 400)
  const sameAsset = from && to && tokenId(from) === tokenId(to)
  const query: QuoteQueryInput | undefined =
    from && to && debouncedAmount && !sameAsset
      ? {
          fromChainId: from.chainId,
          from: from.token,
          toChainId: to.chainId,
          to: to.token,
          srcAmount: String(debouncedAmount),
        }
      : undefined
  const quote = useQuery({
    ...quoteQueryOptions(bffUrl, query),
    // Maintenance, rate limiting and no solver capacity are retried on their own, capped.
    refetchInterval: (current) => {
      const error = current.state.error
      if (OrderApiError.isInstance(error) && error.retry === 'backoff')
        return Math.min(30_000, 3_000 * 2 ** Math.min(current.state.errorUpdateCount, 3))
      return false
    },
  })
  const quoteData =
    query && srcAmount === debouncedAmount && !quote.isRefetching ? quote.data : undefined
  const expiresIn = quoteData ? Number(quoteData.build.terms.expiresAt) - now : undefined

  useEffect(() => {
    if (quoteData)
      emit({
        name: 'quote-received',
        data: { spend: quoteData.spend.amount, receive: quoteData.receive.amount },
      })
  }, [quoteData, emit])
  // A lapsed quote is replaced, never used.
  useEffect(() => {
    if (expiresIn !== undefined && expiresIn <= 0) void quote.refetch()
  }, [expiresIn, quote])

  const fees = quoteData ? feeBreakdown({ params, quote: quoteData }) : undefined
  const quoteError = query && srcAmount === debouncedAmount ? quote.error : null
  const errorView =
    quoteError && from
      ? describeQuoteError({ error: quoteError, decimals: from.decimals, symbol: from.symbol })
      : undefined
  const limit = errorView?.limit
  const errorMessage = errorView && !limit ? errorView.message : undefined

  const depositor = connection.address as Address | undefined
  // After a reload, the newest order whose deposit left this browser is tracked again.
  const [resumed, setResumed] = useState<StoredOrder>()
  useEffect(() => {
    if (depositor) setResumed(storage.inFlight(depositor)[0])
  }, [depositor, storage])
  const recipients = useRecipients({
    srcChainId: from?.chainId,
    dstChainId: to?.chainId,
    depositor,
  })
  // A second click can land before the busy status renders: the ref closes that gap, so one
  // quote never builds two orders.
  const swapping = useRef(false)
  const onSwap = async () => {
    if (!quoteData || !depositor || !recipients.valid || isBusy(status) || swapping.current) return
    swapping.current = true
    try {
      const result = await runSwap({
        wagmiConfig,
        bffUrl,
        quote: quoteData,
        depositor,
        storage,
        onStatus: setStatus,
        orderTtl: params.terms.orderTtl,
        ...recipients.request,
      })
      emit({
        name: 'order-created',
        data: { srcChainId: quoteData.spend.chainId, dstChainId: quoteData.receive.chainId },
      })
      if (result.kind === 'evm') emit({ name: 'deposit-sent', data: { txHash: result.depositTx } })
      else
        setStatus({
          step: 'tron-deposit',
          orderId: result.orderId,
          depositAddress: result.build.depositAddress,
          expectedAmount: result.build.expectedAmount,
          deadline: result.build.deadline,
        })
    } catch (error) {
      if (
        OrderApiError.isInstance(error) &&
        (error.kind === 'terms_expired' || error.kind === 'terms_mismatch')
      ) {
        // The price lapsed before the build: nothing was created; show a fresh one.
        setStatus({ step: 'failed', message: en.quoteExpired })
        void quote.refetch()
        return
      }
      const message = (error as { shortMessage?: string }).shortMessage ?? (error as Error).message
      setStatus({ step: 'failed', message })
      emit({ name: 'error', data: { message } })
    } finally {
      swapping.current = false
    }
  }

  const tracked =
    status.step === 'tracking' || status.step === 'tron-deposit'
      ? {
          orderId: status.orderId,
          decimals: { src: from?.decimals ?? 0, dst: to?.decimals ?? 0 },
        }
      : resumed?.decimals
        ? { orderId: resumed.orderId, decimals: resumed.decimals }
        : undefined
  if (tracked)
    return (
      <div className="ferry-card">
        <h2 className="ferry-title">{en.title}</h2>
        {status.step === 'tron-deposit' && from ? (
          <Suspense fallback={<p className="ferry-note">{en.quoting}</p>}>
            <TronDeposit
              depositAddress={status.depositAddress}
              expectedAmount={status.expectedAmount}
              decimals={from.decimals}
              symbol={from.symbol}
              deadline={status.deadline}
            />
          </Suspense>
        ) : null}
        <OrderTracker
          bffUrl={bffUrl}
          orderId={tracked.orderId}
          config={config}
          decimals={tracked.decimals}
          onFinished={() => {
            if (depositor) storage.markFinished(depositor, tracked.orderId)
          }}
          // A contract wallet cannot sign a cancel the relay accepts (spec: cancel rule 2).
          {...(recipients.depositorIsContract
            ? {}
            : {
                onCancel: () =>
                  cancelOrder({
                    client: bffClient(bffUrl),
                    orderId: tracked.orderId,
                    domain: config.cancelDomain,
                    signTypedData: (typedData) => signTypedData(wagmiConfig, typedData),
                  }),
              })}
        />
        <button
          type="button"
          className="ferry-secondary"
          onClick={() => {
            setResumed(undefined)
            setStatus({ step: 'idle' })
          }}
        >
          {en.newSwap}
        </button>
      </div>
    )

  const tokenOptions = tokens.map((token) => (
    <option key={tokenId(token)} value={tokenId(token)}>
      {token.symbol} · {chainName(token.chainId)}
    </option>
  ))
  const statusText =
    status.step === 'approving'
      ? en.status.approving(status.index, status.total)
      : status.step === 'checking' ||
          status.step === 'building' ||
          status.step === 'switching' ||
          status.step === 'depositing'
        ? en.status[status.step]
        : undefined

  return (
    <div className="ferry-card">
      <div className="ferry-header">
        <h2 className="ferry-title">{en.title}</h2>
        {depositor ? (
          <button type="button" className="ferry-link" onClick={() => disconnect.mutate()}>
            {`${depositor.slice(0, 6)}…${depositor.slice(-4)}`} · {en.disconnect}
          </button>
        ) : null}
      </div>
      <label className="ferry-field">
        <span>{en.from}</span>
        <select
          aria-label={en.from}
          value={from ? tokenId(from) : ''}
          onChange={(event) => setFrom(findToken(event.target.value))}
        >
          {tokenOptions}
        </select>
      </label>
      <label className="ferry-field">
        <span>{en.amount}</span>
        <input
          aria-label={en.amount}
          inputMode="decimal"
          autoComplete="off"
          placeholder="0.0"
          value={amountText}
          aria-invalid={amountError ? true : undefined}
          onChange={(event) => setAmountText(event.target.value)}
        />
      </label>
      {amountError ? <p className="ferry-error">{amountError}</p> : null}
      <label className="ferry-field">
        <span>{en.to}</span>
        <select
          aria-label={en.to}
          value={to ? tokenId(to) : ''}
          onChange={(event) => setTo(findToken(event.target.value))}
        >
          {tokenOptions}
        </select>
      </label>
      <RecipientFieldsView recipients={recipients} />
      {sameAsset ? <p className="ferry-error">{en.sameAsset}</p> : null}
      {query && quote.isFetching && !quoteData ? <p className="ferry-note">{en.quoting}</p> : null}
      {errorMessage ? (
        <p className="ferry-error" role="alert">
          {errorMessage}
        </p>
      ) : null}
      {limit && from ? (
        <p className="ferry-error" role="alert">
          {limit.label}{' '}
          <button
            type="button"
            className="ferry-link"
            onClick={() =>
              setAmountText(formatAmount({ amount: limit.amount, decimals: from.decimals }))
            }
          >
            {en.useAmount}
          </button>
        </p>
      ) : null}
      {quoteData && fees && to && from ? (
        <dl className="ferry-quote" aria-label="Quote">
          <div>
            <dt>{en.youReceive}</dt>
            <dd data-testid="receive-amount">
              {formatAmount({ amount: fees.receive, decimals: to.decimals, maxFractionDigits: 6 })}{' '}
              {to.symbol}
            </dd>
          </div>
          <div>
            <dt>{en.rate}</dt>
            <dd>
              1 {from.symbol} = {displayRate({ quote: quoteData })} {to.symbol}
            </dd>
          </div>
          <div>
            <dt>{en.flatFee}</dt>
            <dd>
              {formatAmount({ amount: fees.flatFee, decimals: from.decimals })} {from.symbol}
            </dd>
          </div>
          <div>
            <dt>{en.serviceFee}</dt>
            <dd>
              {formatAmount({ amount: fees.serviceFee, decimals: from.decimals })} {from.symbol}
            </dd>
          </div>
          <div>
            <dt>{en.commission}</dt>
            <dd>
              {formatAmount({ amount: fees.commission, decimals: from.decimals })} {from.symbol}
            </dd>
          </div>
          {expiresIn !== undefined && expiresIn > 0 ? (
            <p className="ferry-note">{en.expiresIn(expiresIn)}</p>
          ) : null}
        </dl>
      ) : null}
      {depositor ? (
        <button
          type="button"
          className="ferry-primary"
          disabled={!quoteData || !recipients.valid || isBusy(status)}
          onClick={onSwap}
        >
          {statusText ?? (quoteData ? en.swap : en.enterAmount)}
        </button>
      ) : connectors.length === 0 ? (
        <p className="ferry-note">{en.noWallet}</p>
      ) : (
        <div className="ferry-connect">
          {connectors.map((connector) => (
            <button
              key={connector.uid}
              type="button"
              className="ferry-primary"
              onClick={() => connect.mutate({ connector })}
            >
              {connectors.length === 1 ? en.connect : en.connectWith(connector.name)}
            </button>
          ))}
        </div>
      )}
      {statusText ? (
        <p role="status" aria-live="polite" className="ferry-note">
          {statusText}
        </p>
      ) : null}
      {status.step === 'failed' ? (
        <p className="ferry-error" role="alert">
          {status.message}
        </p>
      ) : null}
    </div>
  )
}
