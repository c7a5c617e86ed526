import type { OrderClientErrorType } from '@ferry/order-api'
import {
  type BuildRequest,
  chainFamily,
  type EvmBuildResponse,
  isTronBuildResponse,
  type TronBuildResponse,
} from '@ferry/order-api'
import type { Address, Hex, BaseError as ViemBaseError } from 'viem'
import { bffClient } from '../../query/bffClient.js'
import type { OrderStorage } from '../../storage/orderStorage.js'
import {
  type BuildAttemptUnknownError,
  type BuildNotCreatedError,
  type BuildOutcomeUnresolvedError,
  type BuildUnfundableError,
  SwapError,
} from '../../swap/buildOutcomeErrors.js'
import { requestBuild } from '../../swap/requestBuild.js'
import type { SwapStatus } from '../../swap/swapStatus.js'
import { orderDepositLedger } from '../orderDepositLedger.js'
import type { Route } from '../Route.js'
import { rememberTradeOrder } from '../rememberTradeOrder.js'
import { runPlan } from '../runPlan.js'
import { TradeRunError } from '../TradeRunError.js'
import type { AcceptedTrade } from '../verify/AcceptedTrade.js'
import { PlanMismatchError } from '../verify/PlanMismatchError.js'
import type { EvmWalletAdapter, FamilyWalletAdapter } from '../WalletAdapter.js'
import { planOfV2Build } from './planOfV2Build.js'

export type RunV2TradeParameters = {
  /** The accepted v2 route (`routeOfV2Quote`). */
  route: Route & { interface: 'v2' }
  wallet: EvmWalletAdapter
  /** A connected wallet of a TRON source: the deposit address is sent from it in the same click. */
  sourceWallet?: FamilyWalletAdapter
  bffUrl: string
  depositor: Address
  payoutAddr?: string
  refundAddr?: string
  storage: OrderStorage
  onStatus: (status: SwapStatus) => void
  /** The service's `orderTtl` (params terms): the deadline when the BFF does not report one. */
  orderTtl?: number
  /** Approvals above what the deposit pulls are let through (the host asked for them). */
  allowLargerApprovals?: boolean
  /**
   * An earlier build whose outcome is still being confirmed: the trade checks it instead of
   * building again, and goes on with its order if one was created.
   */
  buildAttemptId?: string
  now?: () => number
  /** Waits between checks of a build whose outcome is unknown. */
  sleep?: (ms: number) => Promise<void>
}

/** Builds beyond the first, when the deadline of an order ran too short before its deposit. */
const MAX_REBUILDS = 2

export type RunV2TradeResult =
  | { kind: 'evm'; orderId: string; depositTx: Hex; build: EvmBuildResponse }
  | {
      kind: 'tron'
      orderId: string
      build: TronBuildResponse
      /** Sent from the source wallet: its txID. */
      depositTx?: string
      /** The source wallet did not send it (refused, failed): the address stays to send by hand. */
      walletFailure?: unknown
    }

/**
 * What `runV2Trade` throws: the widget's own refusals, a build whose outcome is not settled, the
 * BFF's errors, and the wallet's or the chain's (viem).
 */
export type RunV2TradeErrorType =
  | SwapError
  | TradeRunError
  | PlanMismatchError
  | BuildOutcomeUnresolvedError
  | BuildUnfundableError
  | BuildNotCreatedError
  | BuildAttemptUnknownError
  | OrderClientErrorType
  | ViemBaseError

/**
 * A v2 trade from its route to a remembered order: the token balance, one build (another only
 * when too little of the order's deadline is left to confirm and publish), the order remembered,
 * then its plan run by `runPlan` (approvals confirmed in order, the deposit exactly once; spec:
 * Build rule 7). A build whose answer was lost is never sent again: its outcome is checked with
 * the BFF (see `requestBuild`).
 */
export async function runV2Trade(parameters: RunV2TradeParameters): Promise<RunV2TradeResult> {
  const { route, wallet, depositor, storage, onStatus } = parameters
  const quote = route.source
  const now = parameters.now ?? (() => Math.floor(Date.now() / 1000))
  const sleep =
    parameters.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)))

  if (chainFamily(quote.spend.chainId) !== 'tron') {
    onStatus({ step: 'checking' })
    const balance = await wallet.getTokenBalance({
      chainId: quote.spend.chainId,
      token: quote.spend.token as Address,
    })
    if (balance < route.spend.amount)
      throw new SwapError(`Your ${quote.spend.symbol} balance is too low for this swap`)
  }

  // What every build's plan is held against before the wallet is asked (verifyPlan).
  const accepted: AcceptedTrade = {
    route,
    depositor,
    ...(parameters.payoutAddr ? { recipient: parameters.payoutAddr } : {}),
    ...(parameters.refundAddr ? { refundTo: parameters.refundAddr } : {}),
    ...(parameters.orderTtl === undefined ? {} : { orderTtl: parameters.orderTtl }),
    ...(parameters.allowLargerApprovals ? { allowLargerApprovals: true } : {}),
    ...(wallet.getDepositRelayFee ? { readRelayFee: wallet.getDepositRelayFee } : {}),
    readOrder: (orderId) => bffClient(parameters.bffUrl).getOrder(orderId),
  }
  const request: BuildRequest = {
    ...quote.build,
    depositor,
    ...(parameters.payoutAddr ? { payoutAddr: parameters.payoutAddr } : {}),
    ...(parameters.refundAddr ? { refundAddr: parameters.refundAddr } : {}),
  }
  for (let attempt = 0; ; attempt++) {
    onStatus({ step: 'building' })
    // The clock of the order starts at the build call, so the time is taken before it (spec:
    // Build rule 6); the BFF's own deadline, when it knows one, wins.
    const startedAt = now()
    // Only the first build may resume an earlier attempt; a rebuild is a new order.
    const resume = attempt === 0 ? parameters.buildAttemptId : undefined
    const build = await requestBuild({
      bffUrl: parameters.bffUrl,
      request,
      ...(resume ? { buildAttemptId: resume } : {}),
      onChecking: (buildAttemptId) => onStatus({ step: 'confirming-build', buildAttemptId }),
      now,
      sleep,
    })
    // A build confirmed later was made when the BFF says, not when the check ended.
    const builtAt = typeof build.builtAt === 'number' ? build.builtAt : startedAt
    rememberTradeOrder({
      storage,
      depositor,
      orderId: build.orderId,
      createdAt: builtAt,
      from: quote.spend,
      to: quote.receive,
      interface: 'v2',
    })
    const deadline =
      typeof build.deadline === 'number'
        ? build.deadline
        : parameters.orderTtl !== undefined
          ? builtAt + parameters.orderTtl
          : undefined
    const plan = planOfV2Build({ quote, build, deadline })
    let result: Awaited<ReturnType<typeof runPlan>>
    const tron = isTronBuildResponse(build)
    try {
      result = await runPlan({
        plan,
        wallet: tron ? (parameters.sourceWallet ?? wallet) : wallet,
        ledger: orderDepositLedger(storage),
        onProgress: onStatus,
        now,
        accepted,
      })
    } catch (error) {
      // A plan that differs from the trade is never shown to send by hand either.
      if (PlanMismatchError.isInstance(error)) throw error
      // The TRON order exists: a wallet that did not send leaves its address to send by hand.
      if (tron && !(TradeRunError.isInstance(error) && error.reason === 'plan_expired'))
        return { kind: 'tron', orderId: build.orderId, build, walletFailure: error }
      // Too little time before the deposit: nothing was deposited; a fresh order has a fresh clock.
      if (!TradeRunError.isInstance(error) || error.reason !== 'plan_expired') throw error
      if (attempt >= MAX_REBUILDS)
        throw new SwapError(
          'Too little time is left on this order to deposit safely; get a new quote',
        )
      continue
    }
    if (isTronBuildResponse(build))
      return {
        kind: 'tron',
        orderId: build.orderId,
        build,
        ...(result.kind === 'sent' ? { depositTx: result.txHash } : {}),
      }
    const depositTx = result.kind === 'transfer' ? undefined : (result.txHash as Hex)
    if (depositTx === undefined) throw new Error('unreachable: an EVM plan returned no deposit')
    onStatus({ step: 'tracking', orderId: build.orderId, depositTx })
    return { kind: 'evm', orderId: build.orderId, depositTx, build }
  }
}
