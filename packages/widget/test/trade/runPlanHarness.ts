import {
  createV1Client,
  type V1DepositPlan,
  type V1DepositPlanWire,
  v1DepositPlanSchema,
} from '@ferry/order-api/v1'
import type { Hex } from 'viem'
import * as z from 'zod/mini'
import { createMemoryDepositLedger, type DepositLedger } from '../../src/trade/depositLedger.js'
import { runPlan } from '../../src/trade/runPlan.js'
import type { TradeProgress } from '../../src/trade/TradeProgress.js'
import type { EvmWalletAdapter, WalletAdapter } from '../../src/trade/WalletAdapter.js'
import { type PlanOfV1DepositParameters, planOfV1Deposit } from '../../src/v1/planOfV1Deposit.js'
import {
  contractCallPlan,
  json,
  quoteId,
  recordingFetch,
  wallet,
  walletOrderId,
} from '../v1/v1Fixtures.js'

// A recording wallet, a stub BFF and a runner with defaults, for runPlan's tests of v1 plans.

export const decode = (plan: V1DepositPlanWire): V1DepositPlan =>
  z.decode(v1DepositPlanSchema, plan)

/** A wallet that records every call; receipts succeed unless `reverted` names the hash's index. */
export function fakeWallet(
  options: { reverted?: number[]; failSend?: (index: number) => unknown } = {},
) {
  const calls: { fn: string; parameters: Record<string, unknown> }[] = []
  let sent = 0
  const wallet: EvmWalletAdapter = {
    family: 'evm',
    // Reads are not prompts: not recorded.
    getNativeBalance: async () => ({ value: 10n ** 18n, symbol: 'ETH' }),
    getTokenBalance: async () => 10n ** 18n,
    async switchChain(parameters) {
      calls.push({ fn: 'switchChain', parameters })
    },
    async sendTransaction(parameters) {
      const index = sent++
      calls.push({ fn: 'sendTransaction', parameters })
      const failure = options.failSend?.(index)
      if (failure) throw failure
      return `0x${String(index + 1).padStart(64, '0')}` as Hex
    },
    async waitForReceipt(parameters) {
      calls.push({ fn: 'waitForReceipt', parameters })
      const index = Number.parseInt(parameters.hash.slice(2), 16) - 1
      return { status: options.reverted?.includes(index) ? 'reverted' : 'success' }
    },
  }
  const sends = () => calls.filter((call) => call.fn === 'sendTransaction')
  return { wallet, calls, sends }
}

/** A BFF whose submit answers `submitAnswers` in turn; order lookups find `found`. */
export function fakeBff(submitAnswers: (() => Response)[], found: unknown[] = []) {
  let submits = 0
  const recorded = recordingFetch((request) => {
    if (request.method === 'PUT') {
      const answer = submitAnswers[Math.min(submits, submitAnswers.length - 1)]
      submits++
      if (!answer) throw new Error('no submit answer')
      return answer()
    }
    return json({ data: found })
  })
  const client = createV1Client({ baseUrl: 'https://bff.example/api', fetch: recorded.fetch })
  const submitBodies = async () =>
    Promise.all(
      recorded.requests
        .filter((request) => request.method === 'PUT')
        .map(async (request) => (await request.clone().json()) as Record<string, unknown>),
    )
  return { client, ...recorded, submitBodies }
}

export const submitted = () => json({ orderId: walletOrderId, txHash: `0x${'0'.repeat(63)}3` })

/** What one v1 run is made of: the build's plan and its context, and what runPlan is given. */
export type V1RunParameters = Omit<PlanOfV1DepositParameters, 'client'> & {
  client: PlanOfV1DepositParameters['client']
  wallet: WalletAdapter | undefined
  ledger: DepositLedger
  transferTxHash?: string
  signal?: AbortSignal
  now?: () => number
}

/** The v1 plan made into the widget's Plan (planOfV1Deposit), then run (runPlan). */
export function run(
  overrides: Partial<V1RunParameters> & Pick<V1RunParameters, 'client' | 'wallet'>,
) {
  const progress: TradeProgress[] = []
  const parameters: V1RunParameters = {
    plan: decode(contractCallPlan),
    quoteId,
    routeId: 'Native',
    fromChainId: 8453,
    toChainId: 42161,
    address: wallet,
    ledger: createMemoryDepositLedger(),
    sleep: async () => {},
    // Before the fixtures' plans expire, whatever the day the tests run.
    now: () => 1_800_000_000,
    ...overrides,
  }
  const result = (async () =>
    runPlan({
      plan: planOfV1Deposit(parameters),
      wallet: parameters.wallet,
      ledger: parameters.ledger,
      onProgress: (step) => progress.push(step),
      ...(parameters.transferTxHash === undefined
        ? {}
        : { transferTxHash: parameters.transferTxHash }),
      ...(parameters.signal ? { signal: parameters.signal } : {}),
      ...(parameters.now ? { now: parameters.now } : {}),
    }))()
  return { result, progress }
}
