import type { OrderClientErrorType } from '@ferry/order-api'
import {
  type BuildRequest,
  chainFamily,
  type EvmBuildResponse,
  isTronBuildResponse,
  type QuoteResponse,
  type TronBuildResponse,
} from '@ferry/order-api'
import type { BaseError as ViemBaseError } from 'viem'
import { type Address, erc20Abi, type Hex } from 'viem'
import type { Config } from 'wagmi'
import {
  getAccount,
  getBalance,
  readContract,
  sendTransaction,
  switchChain,
  waitForTransactionReceipt,
} from 'wagmi/actions'
import type { OrderStorage } from '../storage/orderStorage.js'
import {
  type BuildAttemptUnknownError,
  type BuildNotCreatedError,
  type BuildOutcomeUnresolvedError,
  type BuildUnfundableError,
  SwapError,
} from './buildOutcomeErrors.js'
import { requestBuild } from './requestBuild.js'
import type { SwapStatus } from './swapStatus.js'

/** Time a deposit needs to confirm and publish before the order's deadline. */
export const MIN_DEADLINE_MARGIN_SECONDS = 180

export type RunSwapParameters = {
  wagmiConfig: Config
  bffUrl: string
  quote: QuoteResponse
  depositor: Address
  payoutAddr?: string
  refundAddr?: string
  storage: OrderStorage
  onStatus: (status: SwapStatus) => void
  /** The service's `orderTtl` (params terms): the deadline when the BFF does not report one. */
  orderTtl?: number
  /**
   * An earlier build whose outcome is still being confirmed: the swap checks it instead of
   * building again, and goes on with its order if one was created.
   */
  buildAttemptId?: string
  now?: () => number
  /** Waits between checks of a build whose outcome is unknown. */
  sleep?: (ms: number) => Promise<void>
}

/** Builds beyond the first, when the deadline of an order ran too short before its deposit. */
const MAX_REBUILDS = 2

export type RunSwapResult =
  | { kind: 'evm'; orderId: string; depositTx: Hex; build: EvmBuildResponse }
  | { kind: 'tron'; orderId: string; build: TronBuildResponse }

/**
 * What `runSwap` throws: the widget's own refusals, a build whose outcome is not settled, the
 * BFF's errors, and the wallet's or the chain's (viem).
 */
export type RunSwapErrorType =
  | SwapError
  | BuildOutcomeUnresolvedError
  | BuildUnfundableError
  | BuildNotCreatedError
  | BuildAttemptUnknownError
  | OrderClientErrorType
  | ViemBaseError

/**
 * The whole EVM deposit of a swap: balances, one build (another only when too little of the
 * order's deadline is left to confirm and publish), each approval confirmed in order, then the
 * deposit exactly once (spec: Build rule 7). A build whose answer was lost is never sent
 * again: its outcome is checked with the BFF (see `requestBuild`).
 */
export async function runSwap(parameters: RunSwapParameters): Promise<RunSwapResult> {
  const { wagmiConfig, quote, depositor, storage, onStatus } = parameters
  const now = parameters.now ?? (() => Math.floor(Date.now() / 1000))
  const sleep =
    parameters.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)))
  const srcChainId = quote.spend.chainId
  const amount = BigInt(quote.spend.amount)
  const isTronSource = chainFamily(quote.spend.chainId) === 'tron'

  if (!isTronSource) {
    onStatus({ step: 'checking' })
    const balance = await readContract(wagmiConfig, {
      chainId: srcChainId,
      address: quote.spend.token as Address,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [depositor],
    })
    if (balance < amount)
      throw new SwapError(`Your ${quote.spend.symbol} balance is too low for this swap`)
  }

  const request: BuildRequest = {
    ...quote.build,
    depositor,
    ...(parameters.payoutAddr ? { payoutAddr: parameters.payoutAddr } : {}),
    ...(parameters.refundAddr ? { refundAddr: parameters.refundAddr } : {}),
  }
  let switched = false
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
    storage.remember(depositor, {
      orderId: build.orderId,
      createdAt: builtAt,
      srcChainId,
      dstChainId: quote.receive.chainId,
      summary: `${quote.spend.symbol} → ${quote.receive.symbol}`,
      decimals: { src: quote.spend.decimals, dst: quote.receive.decimals },
    })
    if (isTronBuildResponse(build)) return { kind: 'tron', orderId: build.orderId, build }
    const deadline =
      typeof build.deadline === 'number'
        ? build.deadline
        : parameters.orderTtl !== undefined
          ? builtAt + parameters.orderTtl
          : undefined
    const enoughTime = () =>
      deadline === undefined || deadline - now() >= MIN_DEADLINE_MARGIN_SECONDS
    // Throws once the rebuilds are spent; otherwise the caller goes round for a fresh order.
    const rebuild = () => {
      if (attempt >= MAX_REBUILDS)
        throw new SwapError(
          'Too little time is left on this order to deposit safely; get a new quote',
        )
    }
    if (!enoughTime()) {
      rebuild()
      continue
    }

    const relayFee = BigInt(build.depositTx.value)
    const native = await getBalance(wagmiConfig, { address: depositor, chainId: srcChainId })
    if (native.value < relayFee)
      throw new SwapError(`You need ${native.symbol} on this chain to pay the relay fee and gas`)

    if (!switched && getAccount(wagmiConfig).chainId !== srcChainId) {
      onStatus({ step: 'switching', chainId: srcChainId })
      await switchChain(wagmiConfig, { chainId: srcChainId })
    }
    switched = true
    const approvals = build.approveTxs ?? []
    for (const [index, approval] of approvals.entries()) {
      onStatus({ step: 'approving', orderId: build.orderId, index, total: approvals.length })
      const hash = await sendTransaction(wagmiConfig, {
        chainId: srcChainId,
        to: approval.to as Address,
        data: approval.data as Hex,
        value: 0n,
      })
      const receipt = await waitForTransactionReceipt(wagmiConfig, { hash, chainId: srcChainId })
      if (receipt.status !== 'success')
        throw new SwapError('The approval failed on chain; nothing was deposited')
    }
    // Approvals take wallet time: the margin is checked again right before the deposit.
    if (!enoughTime()) {
      rebuild()
      continue
    }
    return deposit({ ...parameters, build, relayFee, srcChainId })
  }
}

async function deposit(
  parameters: RunSwapParameters & { build: EvmBuildResponse; relayFee: bigint; srcChainId: number },
): Promise<RunSwapResult> {
  const { wagmiConfig, storage, onStatus, build, relayFee, srcChainId } = parameters
  // The mark is written before the wallet is asked: no reload or double click sends twice.
  if (!storage.claimDeposit(build.orderId))
    throw new SwapError('The deposit of this order was already sent')
  onStatus({ step: 'depositing', orderId: build.orderId, relayFee })
  const depositTx = await sendTransaction(wagmiConfig, {
    chainId: srcChainId,
    to: build.depositTx.to as Address,
    data: build.depositTx.data as Hex,
    value: relayFee,
    gas: BigInt(build.depositTx.gasLimit),
  })
  onStatus({ step: 'tracking', orderId: build.orderId, depositTx })
  return { kind: 'evm', orderId: build.orderId, depositTx, build }
}
