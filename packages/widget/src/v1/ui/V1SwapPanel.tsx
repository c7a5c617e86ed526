import type { QuoteMode } from '@ferry/order-api'
import { V1_NATIVE_TOKEN_ADDRESS, v1ChainFamily } from '@ferry/order-api/v1'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useMemo } from 'react'
import { useConfig } from 'wagmi'
import type { FormToken } from '../../catalog/formToken.js'
import { FamilyWalletBar } from '../../components/FamilyWalletBar.js'
import { SwapButton } from '../../components/SwapButton.js'
import type { FerryConfig } from '../../ferryConfig.js'
import { useFamilyWallet } from '../../hooks/useFamilyWallet.js'
import { useFerryEvents } from '../../hooks/useFerryEvents.js'
import { useTokenArtOf } from '../../hooks/useTokenArtOf.js'
import { useV1Messages } from '../../i18n/useV1Messages.js'
import type { TrackedOrderRef } from '../../order/trackedOrderRef.js'
import { v1ChainsQueryOptions } from '../../query/catalogQueries.js'
import { v1Client } from '../../query/v1Client.js'
import type { OrderStorage } from '../../storage/orderStorage.js'
import { browserDepositLedger } from '../../trade/browserDepositLedger.js'
import { evmWalletAdapter } from '../../trade/evmWalletAdapter.js'
import { familyWalletConnectors } from '../../trade/familyWalletConnectors.js'
import { rememberTradeOrder } from '../../trade/rememberTradeOrder.js'
import { v1QuoteHostEvent } from '../v1HostEvents.js'
import type { V1RoutesQuote } from '../v1RouteQuote.js'
import { clearPendingV1Run, savePendingV1Run } from './pendingV1Run.js'
import { useV1PlanRun } from './useV1PlanRun.js'
import { V1PlanSteps } from './V1PlanSteps.js'
import { V1RouteList } from './V1RouteList.js'
import { V1TransferView } from './V1TransferView.js'

export type V1SwapPanelProps = {
  bffUrl: string
  config: FerryConfig
  from: FormToken
  to: FormToken
  mode: QuoteMode
  /** The v1 routes of the form's one quote (useTradeQuote), as they answer. */
  routes: V1RoutesQuote
  depositor: string | undefined
  /** Where the order is remembered once it exists (`interface: 'v1'`). */
  storage: Pick<OrderStorage, 'backing' | 'remember' | 'claimDeposit'>
  /** The order exists: the card follows it. */
  onTrack: (order: TrackedOrderRef) => void
  /** USD per whole token paid and received, as the form read them (useTokenArtOf). */
  prices: { pay: string | undefined; receive: string | undefined }
}

/**
 * A direction v2 does not serve, through v1 (DESIGN: v1 in Ferry): the routes as they answer,
 * the user's pick, and the chosen route's plan run step by step, its deposit marked in this
 * browser's storage so it is never asked twice. Loaded only when chooseInterface says v1.
 */
export default function V1SwapPanel(props: V1SwapPanelProps) {
  const { bffUrl, config, from, to, mode, depositor, routes } = props
  const t = useV1Messages()
  const emit = useFerryEvents()
  const wagmiConfig = useConfig()
  const client = v1Client(bffUrl)
  const backing = props.storage.backing
  const ledger = useMemo(() => browserDepositLedger(backing), [backing])
  const evmWallet = useMemo(() => evmWalletAdapter({ wagmiConfig }), [wagmiConfig])
  // A source of another family sends from its own wallet when one is connected (familyWallets);
  // where its deposit is a transaction only that wallet makes (Solana), nothing stands in for it.
  const family = v1ChainFamily(from.chainId)
  const sourceWallet = useFamilyWallet(family)
  const needsOwnWallet = family !== 'evm' && familyWalletConnectors[family]?.depositNeedsWallet
  const wallet = needsOwnWallet ? sourceWallet.wallet : (sourceWallet.wallet ?? evmWallet)
  // The account the deposit leaves from, under which the order is listed.
  const sender = needsOwnWallet ? sourceWallet.wallet?.address : depositor
  const run = useV1PlanRun({
    client,
    bffUrl,
    wallet,
    ledger,
    onPlan: (input, plan) => savePendingV1Run(backing, { input, plan, from, to }),
    onOrder: ({ orderId }) => {
      clearPendingV1Run(backing)
      const decimals = { src: from.decimals, dst: to.decimals }
      // The deposit left this browser: a reload resumes the order (orderStorage.inFlight).
      if (sender)
        rememberTradeOrder({
          storage: props.storage,
          depositor: sender,
          orderId,
          createdAt: Date.now(),
          from,
          to,
          interface: 'v1',
        })
      props.onTrack({ orderId, decimals, interface: 'v1' })
    },
  })
  const { request, selected, status } = routes
  // While a plan runs on the chosen route, its answer is not replaced by new prices.
  const running = run.state.step !== 'idle'
  const { hold } = routes
  // biome-ignore lint/correctness/useExhaustiveDependencies: `hold` is new each render; once per change.
  useEffect(() => hold(running), [running])
  const spend = selected?.amountIn
  const receive = selected?.amountOut
  const tradeType = request?.tradeType ?? 'EXACT_INPUT'
  useEffect(() => {
    if (spend !== undefined && receive !== undefined)
      emit(v1QuoteHostEvent({ route: { amountIn: spend, amountOut: receive }, tradeType }))
  }, [spend, receive, tradeType, emit])
  // A new quote after an expired plan: the old one cannot be run again.
  const expired = run.state.step === 'failed' && run.state.expired
  const { requote } = routes
  // biome-ignore lint/correctness/useExhaustiveDependencies: `requote` is new each render; once per expiry.
  useEffect(() => {
    if (expired) requote()
  }, [expired])

  const chains = useQuery(v1ChainsQueryOptions(bffUrl)).data
  const native =
    config.chains.find((chain) => chain.id === from.chainId)?.nativeCurrency ??
    chains?.find((chain) => chain.id === from.chainId)?.nativeCurrency
  // The native currency's price, for the network fees: the paid token's when it is that
  // currency, else the catalog's (useTokenArtOf: one read for the source chain).
  const paysNative = from.token.toLowerCase() === V1_NATIVE_TOKEN_ADDRESS.toLowerCase()
  const nativeArt = useTokenArtOf({
    bffUrl,
    token: paysNative
      ? undefined
      : {
          chainId: from.chainId,
          token: V1_NATIVE_TOKEN_ADDRESS,
          symbol: '',
          decimals: 18,
          depositFee: '0',
          withdrawFee: '0',
        },
  })
  const nativePrice = paysNative ? props.prices.pay : nativeArt.priceUsd
  const state = run.state
  return (
    <section className="ferry-v1" data-interface="v1">
      <V1RouteList
        bffUrl={bffUrl}
        routes={routes.ranked}
        selected={selected}
        onPick={(routeId) => {
          if (state.step === 'failed') run.reset()
          routes.pick(routeId)
        }}
        shownSide={mode === 'exact_input' ? 'receive' : 'pay'}
        token={mode === 'exact_input' ? to : from}
        native={native}
        prices={{
          pay: { decimals: from.decimals, priceUsd: props.prices.pay },
          receive: { decimals: to.decimals, priceUsd: props.prices.receive },
          native: nativePrice,
        }}
        status={status}
        nowSeconds={routes.nowSeconds}
        disabled={run.busy || state.step === 'transfer'}
        taken={state.step === 'transfer'}
      />
      {state.step === 'transfer' ? (
        <V1TransferView
          transfer={state.transfer}
          token={from}
          needsHash={state.needsHash}
          error={state.error}
          busy={run.busy}
          onHash={run.submitHash}
          payout={
            selected && {
              amount: selected.amountOut,
              token: to,
              chainName:
                config.chains.find((chain) => chain.id === to.chainId)?.name ??
                chains?.find((chain) => chain.id === to.chainId)?.name ??
                t.chain(to.chainId),
              recipient: request?.recipient,
            }
          }
          sendFromWallet={
            sourceWallet.connector && sourceWallet.wallet?.transfer
              ? {
                  walletName: sourceWallet.connector.name,
                  busy: run.busy,
                  error: state.walletError,
                  onSend: run.sendFromWallet,
                }
              : undefined
          }
        />
      ) : (
        <>
          <FamilyWalletBar
            family={family}
            token={from}
            endpoint={config.chains.find((chain) => chain.id === from.chainId)?.rpcUrl}
            bffUrl={bffUrl}
            network={config.mode}
            words={t.v1}
          />
          {needsOwnWallet && !wallet ? null : (
            <SwapButton
              // A transfer source needs no EVM wallet: its refund address stands for it.
              connected={sender !== undefined || family !== 'evm'}
              status={{ step: 'idle' }}
              ready={selected !== undefined && !run.busy && request !== undefined}
              label={selected ? t.swap : t.enterAmount}
              nativeSymbol={native?.symbol ?? ''}
              onSwap={() => {
                if (!selected || !request) return
                run.start({
                  route: selected,
                  request,
                  depositor: sender,
                  recipient: request.recipient,
                  refundTo: request.refundTo,
                })
              }}
            />
          )}
        </>
      )}
      <V1PlanSteps state={state} steps={run.steps} />
    </section>
  )
}
