import {
  createV1Client,
  type V1DepositPlan,
  type V1DepositPlanWire,
  v1DepositPlanSchema,
} from '@ferry/order-api/v1'
import type { Hex } from 'viem'
import * as z from 'zod/mini'
import { createMemoryDepositLedger } from '../../src/v1/depositLedger.js'
import {
  type RunV1PlanParameters,
  runV1Plan,
  type V1PlanProgress,
  type V1Wallet,
} from '../../src/v1/runV1Plan.js'
import {
  contractCallPlan,
  json,
  quoteId,
  recordingFetch,
  wallet,
  walletOrderId,
} from './v1Fixtures.js'

// A recording wallet, a stub BFF and a runner with defaults, for runV1Plan's tests.

export const decode = (plan: V1DepositPlanWire): V1DepositPlan =>
  z.decode(v1DepositPlanSchema, plan)

/** A wallet that records every call; receipts succeed unless `reverted` names the hash's index. */
export function fakeWallet(
  options: { reverted?: number[]; failSend?: (index: number) => unknown } = {},
) {
  const calls: { fn: string; parameters: Record<string, unknown> }[] = []
  let sent = 0
  const wallet: V1Wallet = {
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

export function run(
  overrides: Partial<RunV1PlanParameters> & Pick<RunV1PlanParameters, 'client' | 'wallet'>,
) {
  const progress: V1PlanProgress[] = []
  const result = runV1Plan({
    plan: decode(contractCallPlan),
    quoteId,
    routeId: 'Native',
    fromChainId: 8453,
    toChainId: 42161,
    address: wallet,
    ledger: createMemoryDepositLedger(),
    onProgress: (step) => progress.push(step),
    sleep: async () => {},
    // Before the fixtures' plans expire, whatever the day the tests run.
    now: () => 1_800_000_000,
    ...overrides,
  })
  return { result, progress }
}
