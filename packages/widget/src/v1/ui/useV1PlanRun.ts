import {
  type V1Client,
  type V1DepositPlan,
  type V1QuoteRequest,
  v1BuildRequestFor,
} from '@ferry/order-api/v1'
import { useRef, useState } from 'react'
import { describeError } from '../../errors/describeError.js'
import { useFerryEvents } from '../../hooks/useFerryEvents.js'
import { loadErrorWords } from '../../i18n/loadErrorWords.js'
import { useV1Messages } from '../../i18n/useV1Messages.js'
import type { DepositLedger } from '../../trade/depositLedger.js'
import type { TransferInstructions } from '../../trade/Plan.js'
import { runPlan } from '../../trade/runPlan.js'
import type { TradeProgress } from '../../trade/TradeProgress.js'
import { TradeRunError } from '../../trade/TradeRunError.js'
import { PlanMismatchError } from '../../trade/verify/PlanMismatchError.js'
import { reportPlanRefusal } from '../../trade/verify/reportPlanRefusal.js'
import type { WalletAdapter } from '../../trade/WalletAdapter.js'
import { acceptedOfV1Run } from '../acceptedOfV1Run.js'
import { planOfV1Deposit } from '../planOfV1Deposit.js'
import type { V1RouteOption } from '../streamRoutes.js'
import { v1PlanHostEvent } from '../v1HostEvents.js'

export type V1RunState =
  | { step: 'idle' }
  | { step: 'building' }
  | TradeProgress
  | {
      step: 'transfer'
      transfer: TransferInstructions
      needsHash: boolean
      /** The last hash given was refused (or its submit failed): why. */
      error?: string
      /** The last transfer asked of the source's wallet failed: why (the copy-paste stays). */
      walletError?: string
    }
  | { step: 'failed'; message: string; expired: boolean }

/** What one run needs: the chosen route, the quote it answered, who pays and who receives. */
export type V1RunInput = {
  route: V1RouteOption
  request: V1QuoteRequest
  depositor: string | undefined
  recipient: string | undefined
  refundTo: string | undefined
}

export type UseV1PlanRunParameters = {
  client: V1Client
  /** Where a plan refused for differing from the route is reported (the BFF's telemetry). */
  bffUrl?: string
  /** The source's wallet; undefined when none is connected (a deposit address needs none). */
  wallet: WalletAdapter | undefined
  ledger: DepositLedger
  /** The order exists (after the submit). */
  onOrder: (order: { orderId: string; txHash: string }) => void
  /** A plan was built, before anything is asked of the wallet (kept for a reload). */
  onPlan?: (input: V1RunInput, plan: V1DepositPlan) => void
}

/**
 * Runs the chosen v1 route: the build, then runPlan with each step shown as it starts and told
 * to the host under v2's event names. One run at a time (a double click is ignored); the plan of
 * a deposit-address transfer is kept so the transfer's hash is submitted against it.
 */
export function useV1PlanRun(parameters: UseV1PlanRunParameters) {
  const { client, wallet, ledger, onOrder } = parameters
  const t = useV1Messages()
  const emit = useFerryEvents()
  const [state, setState] = useState<V1RunState>({ step: 'idle' })
  const [steps, setSteps] = useState<TradeProgress[]>([])
  const running = useRef(false)
  const kept = useRef<{ input: V1RunInput; plan: V1DepositPlan }>(undefined)
  const shownTransfer = useRef<TransferInstructions>(undefined)
  const transferNeedsHash = useRef(false)

  const execute = async (input: V1RunInput, transferTxHash?: string) => {
    if (running.current) return
    running.current = true
    const { route, request } = input
    try {
      let plan =
        kept.current?.input.route.quoteId === route.quoteId &&
        kept.current.input.route.routeId === route.routeId
          ? kept.current.plan
          : undefined
      if (!plan) {
        setState({ step: 'building' })
        setSteps([])
        const buildRequest = v1BuildRequestFor({
          route,
          quote: request,
          wallet: input.depositor,
          recipient: input.recipient,
          refundTo: input.refundTo,
        })
        plan = await client.build(buildRequest)
        kept.current = { input, plan }
        parameters.onPlan?.(input, plan)
      }
      const address =
        plan.kind === 'CONTRACT_CALL'
          ? (request.fromAddress ?? input.depositor)
          : (request.fromAddress ?? input.refundTo)
      const runnable = planOfV1Deposit({
        client,
        plan,
        quoteId: route.quoteId,
        routeId: route.routeId,
        fromChainId: request.fromChainId,
        toChainId: request.toChainId,
        address,
      })
      const transferStep = runnable.steps.find((step) => step.kind === 'transfer-to-address')
      // Kept before a wallet sends it: a refusal leaves the instructions on screen.
      if (transferStep) {
        shownTransfer.current = transferStep.transfer
        transferNeedsHash.current = transferStep.needsHash
      }
      const result = await runPlan({
        plan: runnable,
        wallet,
        ledger,
        accepted: acceptedOfV1Run({ input, wallet }),
        ...(transferTxHash === undefined ? {} : { transferTxHash }),
        onProgress: (progress) => {
          setState(progress)
          setSteps((current) => [...current, progress])
          const event = v1PlanHostEvent(progress)
          if (event) emit(event)
        },
      })
      if (result.kind === 'transfer') {
        shownTransfer.current = result.transfer
        setState({ step: 'transfer', transfer: result.transfer, needsHash: result.needsHash })
      } else if (result.kind === 'submitted')
        onOrder({ orderId: result.orderId, txHash: result.txHash })
    } catch (error) {
      const { message } = describeError({
        error,
        messages: t,
        words: await loadErrorWords(t.locale),
      })
      // A plan that differs from the route is dropped, its instructions with it, and reported.
      if (PlanMismatchError.isInstance(error)) {
        kept.current = undefined
        shownTransfer.current = undefined
        reportPlanRefusal({
          error,
          message,
          bffUrl: parameters.bffUrl,
          interface: 'v1',
          srcChainId: request.fromChainId,
          dstChainId: request.toChainId,
          emit,
        })
      }
      const transfer = shownTransfer.current
      if (transferTxHash !== undefined && transfer)
        // A refused hash keeps the instructions on screen, with the reason beside the field.
        setState({ step: 'transfer', transfer, needsHash: true, error: message })
      else if (transfer && !(TradeRunError.isInstance(error) && error.reason === 'plan_expired'))
        // The wallet did not send it: the same instructions, to send again or by hand.
        setState({
          step: 'transfer',
          transfer,
          needsHash: transferNeedsHash.current,
          walletError: message,
        })
      else {
        const expired = TradeRunError.isInstance(error) && error.reason === 'plan_expired'
        if (expired) kept.current = undefined
        setState({ step: 'failed', message, expired })
        emit({ name: 'error', data: { message } })
      }
    } finally {
      running.current = false
    }
  }

  return {
    state,
    /** The plan's steps so far, in order. */
    steps,
    busy: state.step !== 'idle' && state.step !== 'failed' && state.step !== 'transfer',
    start: (input: V1RunInput) => void execute(input),
    /** Sends the shown transfer from the source's wallet (when it can), then submits its hash. */
    sendFromWallet: () => {
      const input = kept.current?.input
      if (input) void execute(input)
    },
    /** Submits the hash of the transfer the user made (TRON, Bitcoin). */
    submitHash: (txHash: string) => {
      const input = kept.current?.input
      if (input) void execute(input, txHash)
    },
    reset: () => {
      kept.current = undefined
      shownTransfer.current = undefined
      setSteps([])
      setState({ step: 'idle' })
    },
  }
}
