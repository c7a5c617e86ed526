import { isOrderApiError, type QuoteResponse, type TokenEntry } from '@ferry/order-api'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import type { Address } from 'viem'
import { loadErrorWords } from '../i18n/loadErrorWords.js'
import { useMessages } from '../i18n/useMessages.js'
import type { TrackedOrderRef } from '../order/trackedOrderRef.js'
import { ferryKeys } from '../query/queries.js'
import type { SwapNextStep } from '../swap/swapStatus.js'
import { familyWallets } from '../trade/familyWallets.js'
import { useFerryEvents } from './useFerryEvents.js'
import type { Recipients } from './useRecipients.js'
import { type SwapApproval, type SwapRequest, useSwap } from './useSwap.js'

export type UseSwapSubmitParameters = {
  bffUrl: string
  orderTtl: number
  from: TokenEntry | undefined
  to: TokenEntry | undefined
  quote: QuoteResponse | undefined
  depositor: Address | undefined
  recipients: Recipients
  /** Asks for a fresh quote (after a lapsed price, or when the user wants a new one). */
  refetchQuote: () => void
  /**
   * The form's tokens, mode and amount in one string: a failure shown (a wallet's refusal, say)
   * is cleared when they change, since it was about a swap the form no longer describes.
   */
  fields: string
  approval?: SwapApproval | undefined
}

/**
 * Starting a swap from the form and what follows it: the order tracked once created (or found
 * in flight after a reload), the failure shown with its next step, and the events to the host.
 */
export function useSwapSubmit(parameters: UseSwapSubmitParameters) {
  const { bffUrl, orderTtl, from, to, quote, depositor, recipients, refetchQuote } = parameters
  const t = useMessages()
  const emit = useFerryEvents()
  const queryClient = useQueryClient()
  const { swap, status, setStatus, storage, busy } = useSwap({
    bffUrl,
    orderTtl,
    approval: parameters.approval,
  })
  const [tracked, setTracked] = useState<TrackedOrderRef>()
  // Adjusted while rendering (React: "storing information from previous renders"), so the stale
  // failure is never drawn beside the new fields. An unresolved build keeps its Keep checking.
  const [seenFields, setSeenFields] = useState(parameters.fields)
  if (seenFields !== parameters.fields) {
    setSeenFields(parameters.fields)
    if (status.step === 'failed' && status.next?.kind !== 'keep-checking')
      setStatus({ step: 'idle' })
  }
  const refreshBalances = () =>
    void queryClient.invalidateQueries({ queryKey: ferryKeys.balances() })

  // After a reload, the newest order whose deposit left this browser is tracked again.
  useEffect(() => {
    const resumed = depositor ? storage.inFlight(depositor)[0] : undefined
    // A v1 record needs no decimals: the v1 order names its tokens' (StoredOrder.interface).
    if (resumed?.decimals || resumed?.interface) setTracked(resumed as TrackedOrderRef)
  }, [depositor, storage])

  // A v1 deposit sent just before a reload is registered now (v1/index.ts: resumeV1Run).
  useEffect(() => {
    if (storage.backing.getItem('ferry:v1-run') === null) return
    void import('../v1/index.js')
      .then((v1) => v1.resumeV1Run({ bffUrl, storage }))
      .then((order) => order && setTracked(order))
      .catch(() => {})
  }, [bffUrl, storage])

  // The request of the last swap: checking an unresolved build again must use the same one.
  const lastRequest = useRef<SwapRequest>(undefined)
  // Failures are rare: their wording loads when one happens, not with the form.
  const describeFailure = async (failure: unknown) => {
    const [{ describeSwapFailure }, words] = await Promise.all([
      import('../errors/describeError.js'),
      loadErrorWords(t.locale),
    ])
    return describeSwapFailure({ error: failure, messages: t, words })
  }
  const submit = async (resume?: { buildAttemptId: string }) => {
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
          ...(result.depositTx ? { depositTx: result.depositTx } : {}),
          ...(result.walletFailure
            ? { walletError: (await describeFailure(result.walletFailure)).message }
            : {}),
        })
    } catch (failure) {
      if (
        isOrderApiError(failure) &&
        (failure.kind === 'terms_expired' || failure.kind === 'terms_mismatch')
      ) {
        // The price lapsed before the build: nothing was created; show a fresh one.
        setStatus({ step: 'failed', message: t.quoteExpired })
        refetchQuote()
        return
      }
      const { message, action, refusedField } = await describeFailure(failure)
      setStatus({ step: 'failed', message, ...(action ? { next: action } : {}) })
      // A plan refused before the wallet opened (verifyPlan) is told apart, as v1 runs do.
      if (refusedField) emit({ name: 'plan-refused', data: { field: refusedField, message } })
      emit({ name: 'error', data: { message } })
    } finally {
      refreshBalances()
    }
  }

  /** The TRON deposit shown, sent from TronLink (again, after a refusal). */
  const sendTronDeposit = async () => {
    const wallet = familyWallets.get('tron').wallet
    if (status.step !== 'tron-deposit' || !wallet || !from) return
    const shown = status
    setStatus({ ...shown, walletError: undefined, sending: true })
    try {
      const { sendV2TronDeposit } = await import('../trade/v2/v2Swap.js')
      const depositTx = await sendV2TronDeposit({
        wallet,
        storage,
        orderId: shown.orderId,
        depositAddress: shown.depositAddress,
        expectedAmount: shown.expectedAmount,
        deadline: shown.deadline,
        token: from.token,
        chainId: from.chainId,
      })
      setStatus({ ...shown, walletError: undefined, depositTx })
    } catch (failure) {
      setStatus({ ...shown, walletError: (await describeFailure(failure)).message })
    }
  }

  return {
    status,
    busy,
    sendTronDeposit,
    storage,
    tracked,
    /** Follows an order the history opened. */
    track: setTracked,
    onSwap: () => void submit(),
    /** The step offered beside a failure. */
    onNext: (next: SwapNextStep) => {
      if (next.kind === 'keep-checking') void submit({ buildAttemptId: next.buildAttemptId })
      else if (next.kind === 'try-again') void submit()
      else {
        setStatus({ step: 'idle' })
        refetchQuote()
      }
    },
    /** The tracked order reached its end. */
    onFinished: () => {
      if (depositor && tracked) storage.markFinished(depositor, tracked.orderId)
      refreshBalances()
    },
    /** Back to the form from a tracked order. */
    onNewSwap: () => {
      setTracked(undefined)
      setStatus({ step: 'idle' })
    },
  }
}
