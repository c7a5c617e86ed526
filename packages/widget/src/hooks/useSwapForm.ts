import {
  chainFamily,
  formatAmount,
  isSameAsset,
  type ParamsResponse,
  type QuoteMode,
} from '@ferry/order-api'
import { useEffect, useState, useSyncExternalStore } from 'react'
import type { Address } from 'viem'
import { useAccount, useConfig } from 'wagmi'
import type { FerryConfig } from '../ferryConfig.js'
import { localDecimal } from '../form/localDecimal.js'
import { readAmount } from '../form/readAmount.js'
import { useMessages } from '../i18n/useMessages.js'
import type { formatUsdValue } from '../picker/formatUsdValue.js'
import { useQuoteErrorDescriber } from '../quote/useQuoteErrorDescriber.js'
import { familyWallets } from '../trade/familyWallets.js'
import { useFerryEvents } from './useFerryEvents.js'
import { useHydrated } from './useHydrated.js'
import { useInterfaceChoice } from './useInterfaceChoice.js'
import { useRecipients } from './useRecipients.js'
import type { SwapApproval } from './useSwap.js'
import { useSwapSubmit } from './useSwapSubmit.js'
import { type SwapValue, useSwapValue } from './useSwapValue.js'
import { useTokenArtOf } from './useTokenArtOf.js'
import { useTokenBalance } from './useTokenBalance.js'
import { useTradeQuote } from './useTradeQuote.js'

export type UseSwapFormParameters = {
  bffUrl: string
  config: FerryConfig
  params: ParamsResponse
  defaults?: SwapValue | undefined
  /** The host's fields, when it controls the form (see useSwapValue). */
  value?: SwapValue | undefined
  onValueChange?: ((next: SwapValue) => void) | undefined
  /** SwapWidget's `approval`. */
  approval?: SwapApproval | undefined
}

/**
 * Everything the swap card shows and does: the fields (the host's or its own), the amount read
 * in the locale, the live quote and its failure, the balance, what stands in the way of a swap,
 * and the swap with the order it creates (useSwapSubmit).
 */
export function useSwapForm(parameters: UseSwapFormParameters) {
  const { bffUrl, config, params, defaults, value, onValueChange } = parameters
  const t = useMessages()
  const { from, to, mode, typed, change } = useSwapValue({
    tokens: params.tokens,
    defaults,
    value,
    onValueChange,
    decimalSeparator: t.decimalSeparator,
    bffUrl,
  })
  const [historyOpen, setHistoryOpen] = useState(false)
  const depositor = useAccount().address as Address | undefined
  const emit = useFerryEvents()

  const typedToken = mode === 'exact_input' ? from : to
  const { amount, error: amountError } = readAmount({
    text: typed,
    token: typedToken,
    decimalSeparator: t.decimalSeparator,
  })
  const choose = useInterfaceChoice({ from, to, params })
  // The connected Solana wallet (a family wallet, connected once for the page); kept when the
  // source leaves Solana, as the wallet stays connected (it then stands for a Solana payout).
  const solanaAccount = useSyncExternalStore(
    familyWallets.subscribe,
    () => familyWallets.get('solana').wallet?.address,
    () => undefined,
  )
  const recipients = useRecipients({
    srcChainId: from?.chainId,
    dstChainId: to?.chainId,
    depositor,
    isValidV1Address: choose.v1?.isValidV1AddressForChain,
    solanaAccount,
    chains: config.chains,
    tokens: params.tokens,
  })
  // One quote for both interfaces (useTradeQuote): v2's, or the v1 routes as they answer.
  const tradeQuote = useTradeQuote({
    bffUrl,
    from,
    to,
    mode,
    amount,
    typed,
    choose,
    depositor,
    recipients,
  })
  const { query, quote, error, isFetching, expiresIn, refetch } = tradeQuote
  const route = tradeQuote.v1?.route
  const balanceQuery = useTokenBalance({ token: from, account: depositor })
  const balance = balanceQuery.data
  // Until hydrated, the server's markup: the server knows no wallet, so the balance is not known
  // yet rather than absent (a placeholder holds its place in both). The connection's status is
  // not read here: wagmi's Hydrate reconnects while it renders, and a component reading that
  // status is updated in the middle of another's render (React warns).
  const hydrated = useHydrated()
  const balancePending = !hydrated || balanceQuery.isLoading
  // Logos and USD prices, one catalog read per token's chain (shared with the token's button);
  // the USD arithmetic loads after the first paint (a price comes from a read anyway).
  const [formatUsd, setFormatUsd] = useState<typeof formatUsdValue>()
  useEffect(() => {
    void import('../picker/formatUsdValue.js').then((module) =>
      setFormatUsd(() => module.formatUsdValue),
    )
  }, [])
  const art = {
    exact_input: useTokenArtOf({ bffUrl, token: from }),
    exact_output: useTokenArtOf({ bffUrl, token: to }),
  }
  const spend = mode === 'exact_input' ? amount : quote ? BigInt(quote.spend.amount) : undefined
  const insufficient = balance !== undefined && spend !== undefined && spend > balance
  // EVM tokens are paid through the wagmi config (the host's, or the widget's own, made of the
  // BFF's chains with an RPC): a chain it lacks cannot be paid from. Say so, on the button too,
  // instead of a dead button.
  const hostChains = useConfig().chains
  const cannotPayFrom = (chainId: number) =>
    chainFamily(chainId) === 'evm' && !hostChains.some((chain) => chain.id === chainId)
  const sourceChainMissing = from !== undefined && cannotPayFrom(from.chainId)
  const chainName = (chainId: number) =>
    config.chains.find((chain) => chain.id === chainId)?.name ?? t.chain(chainId)
  const sourceChainName = from && chainName(from.chainId)
  // A balance that cannot be read ends as unavailable (a dash with its reason), never a
  // placeholder that waits for good.
  const balanceUnavailable =
    hydrated && depositor !== undefined && (sourceChainMissing || balanceQuery.isError)

  useEffect(() => {
    if (quote)
      emit({
        name: 'quote-received',
        data: { spend: quote.spend.amount, receive: quote.receive.amount, mode },
      })
  }, [quote, mode, emit])

  const submit = useSwapSubmit({
    bffUrl,
    orderTtl: params.terms.orderTtl,
    from,
    to,
    quote,
    depositor,
    recipients,
    refetchQuote: refetch,
    approval: parameters.approval,
    fields: `${from?.chainId}:${from?.token}>${to?.chainId}:${to?.token}:${mode}:${typed}`,
  })

  const viewQuoteError = useQuoteErrorDescriber(Boolean(error), t.locale)
  const errorView =
    // A size v2 refused stays explained (with its limit) beside the v1 routes offered for it.
    error && from && to && viewQuoteError
      ? viewQuoteError({
          error,
          mode,
          from,
          to,
          messages: t,
          formatNumber: t.formatNumber,
          terms: params.terms,
        })
      : undefined
  const setAmount = (side: QuoteMode, text: string) => change({ mode: side, typed: text })
  const writeAmount = (side: QuoteMode, amount: bigint) =>
    setAmount(
      side,
      localDecimal(
        formatAmount({ amount, decimals: (side === 'exact_input' ? from : to)?.decimals ?? 0 }),
        t.decimalSeparator,
      ),
    )
  /** A side's amount: the typed one, or the quote's (v2, or the v1 route's) for the other side. */
  const amountOf = (side: QuoteMode) => {
    if (mode === side) return amount
    const other = (quote ?? route)?.[side === 'exact_input' ? 'spend' : 'receive'].amount
    return other === undefined ? undefined : BigInt(other)
  }
  /** What a side's field shows: the typed figure, or the quote's for the other side. */
  const shown = (side: QuoteMode) => {
    if (mode === side) return typed
    const token = side === 'exact_input' ? from : to
    const other = amountOf(side)
    if (other === undefined || !token) return ''
    return localDecimal(
      formatAmount({ amount: other, decimals: token.decimals, maxFractionDigits: 6 }),
      t.decimalSeparator,
    )
  }
  /**
   * A side's amount in USD as shown beside it ("≈ $12.35"), when its token's price is known;
   * `pending` while the price is still being read for a non-zero amount.
   */
  const usd = (side: QuoteMode) => {
    const token = side === 'exact_input' ? from : to
    const value = amountOf(side)
    const { priceUsd, pending } = art[side]
    return {
      text:
        token &&
        formatUsd?.({ amount: value, decimals: token.decimals, priceUsd, formatUsd: t.formatUsd }),
      pending: Boolean(value) && (pending || (priceUsd !== undefined && !formatUsd)),
    }
  }
  const limit = errorView?.limit

  return {
    ...submit,
    from,
    to,
    mode,
    depositor,
    recipients,
    quote,
    expiresIn,
    balance,
    balancePending,
    balanceUnavailable,
    change,
    shown,
    usd,
    /** The two tokens' logos and prices (useTokenArtOf), by side. */
    art,
    setAmount,
    amountError,
    sameAsset: from !== undefined && to !== undefined && isSameAsset({ a: from, b: to }),
    sourceChainMissing,
    /** The source token's chain by name, for the words of `sourceChainMissing`. */
    sourceChainName,
    pending: query !== undefined && isFetching && !quote,
    /** The quote's failure as the form shows it. */
    errorView,
    /** Fills in the limit the failed quote named (minimum or maximum). */
    applyLimit: limit ? () => writeAmount(limit.mode, limit.amount) : undefined,
    /** Fills in the whole balance. */
    max: balance !== undefined && from ? () => writeAmount('exact_input', balance) : undefined,
    /** The typed figure stays with its token: what was spent is now what is received. */
    flip: () =>
      change({ from: to, to: from, mode: mode === 'exact_input' ? 'exact_output' : 'exact_input' }),
    insufficient,
    /**
     * The v1 routes as they answer (useTradeQuote) when chooseInterface sent this direction to
     * v1, for the lazy v1 panel; undefined otherwise.
     */
    v1: tradeQuote.v1,
    amount,
    ready:
      quote !== undefined &&
      recipients.valid &&
      !insufficient &&
      !submit.busy &&
      !sourceChainMissing,
    historyOpen,
    setHistoryOpen,
    chainName,
    /** Why a token of this chain cannot be paid from (the source picker marks it), or undefined. */
    payProblem: (chainId: number) =>
      cannotPayFrom(chainId) ? t.cannotPayFrom(chainName(chainId)) : undefined,
  }
}

export type SwapForm = ReturnType<typeof useSwapForm>
