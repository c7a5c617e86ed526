import { type Hex, UserRejectedRequestError } from 'viem'
import { describe, expect, it } from 'vitest'
import { fakeBff, fakeWallet, run, submitted } from '../../test/trade/runPlanHarness.js'
import { depositContract, quoteId, usdcBase, walletOrderId } from '../../test/v1/v1Fixtures.js'
import { describeError } from '../errors/describeError.js'
import { en } from '../i18n/en.js'
import { errorWordsEn } from '../i18n/errorWordsEn.js'
import { createMemoryDepositLedger, type DepositLedger } from './depositLedger.js'
import type { Plan, PlanStep } from './Plan.js'
import { runPlan } from './runPlan.js'
import type { TradeProgress } from './TradeProgress.js'
import { TradeRunError } from './TradeRunError.js'
import type { EvmCallsStatus, EvmWalletAdapter } from './WalletAdapter.js'

const depositHash = `0x${'d'.repeat(64)}` as Hex
const confirmed: EvmCallsStatus = {
  statusCode: 200,
  receipts: [{ transactionHash: depositHash, status: 'success' }],
}

/** A v2 plan on `chainId`: balance, switch, `approvals` approvals, the deposit with its fee. */
function planOn(chainId: number, approvals = 2): Plan {
  const approveSteps = Array.from(
    { length: approvals },
    (_, index): PlanStep => ({
      kind: 'approve',
      transaction: { chainId, to: usdcBase, data: `0x095ea7b30${index}`, value: 0n },
      waitForReceipt: true,
    }),
  )
  return {
    interface: 'v2',
    family: 'evm',
    srcChainId: chainId,
    dstChainId: 8453,
    depositKey: `order-on-${chainId}`,
    orderId: `order-on-${chainId}`,
    steps: [
      { kind: 'check-native-balance', chainId, atLeast: 5n },
      { kind: 'switch-chain', chainId },
      ...approveSteps,
      {
        kind: 'deposit-call',
        transaction: { chainId, to: depositContract, data: '0xdeadbeef', value: 5n, gas: 300_000n },
        waitForReceipt: false,
      },
    ],
  }
}

/**
 * The recording wallet of the other runPlan tests, with EIP-5792: `atomic` is its capability
 * answer; the ledger's state is noted when the batch is asked for.
 */
function batchingWallet(
  options: {
    atomic?: boolean | 'cannot-tell'
    sendCallsError?: unknown
    status?: () => Promise<EvmCallsStatus>
    ledger?: DepositLedger
    depositKey?: string
  } = {},
) {
  const recorded = fakeWallet()
  const markWhenAsked: string[] = []
  const wallet: EvmWalletAdapter = {
    ...recorded.wallet,
    async supportsAtomicBatch({ chainId }) {
      if (options.atomic === 'cannot-tell') throw new Error('the method does not exist')
      return options.atomic !== false && chainId > 0
    },
    async sendCalls(batch) {
      recorded.calls.push({ fn: 'sendCalls', parameters: batch })
      if (options.ledger && options.depositKey)
        markWhenAsked.push(options.ledger.read(options.depositKey).state)
      if (options.sendCallsError) throw options.sendCallsError
      return 'batch-1'
    },
    async waitForCalls(parameters) {
      recorded.calls.push({ fn: 'waitForCalls', parameters })
      return options.status ? options.status() : confirmed
    },
  }
  return { ...recorded, wallet, markWhenAsked }
}

function runOn(plan: Plan, wallet: EvmWalletAdapter, ledger = createMemoryDepositLedger()) {
  const progress: TradeProgress[] = []
  const result = runPlan({
    plan,
    wallet,
    ledger,
    onProgress: (step) => progress.push(step),
  })
  return { result, progress, ledger }
}

const told = (error: unknown) => describeError({ error, messages: en, words: errorWordsEn }).message

describe('runPlan with a wallet that batches atomically (EIP-5792)', () => {
  it('sends the approvals and the deposit as one batch, marked before it is asked, and returns the deposit’s hash', async () => {
    const plan = planOn(1)
    const ledger = createMemoryDepositLedger()
    const fake = batchingWallet({ ledger, depositKey: plan.depositKey })
    const { result, progress } = runOn(plan, fake.wallet, ledger)
    await expect(result).resolves.toEqual({
      kind: 'sent',
      txHash: depositHash,
      orderId: plan.orderId,
      signatures: [],
    })
    expect(fake.calls.map((call) => call.fn)).toEqual(['switchChain', 'sendCalls', 'waitForCalls'])
    expect(fake.calls[1]?.parameters).toEqual({
      chainId: 1,
      calls: [
        { to: usdcBase, data: '0x095ea7b300' },
        { to: usdcBase, data: '0x095ea7b301' },
        { to: depositContract, data: '0xdeadbeef', value: 5n },
      ],
    })
    expect(fake.calls[2]?.parameters).toEqual({ id: 'batch-1' })
    expect(fake.markWhenAsked).toEqual(['asked'])
    expect(ledger.read(plan.depositKey)).toEqual({ state: 'sent', txHash: depositHash })
    expect(progress.map((step) => step.step)).toEqual(['switching', 'depositing', 'deposit-sent'])
    expect(progress[1]).toEqual({ step: 'depositing', value: 5n })
  })

  it('a v1 plan’s batch is submitted once with the hash of the transaction that carried it', async () => {
    const fake = batchingWallet()
    const bff = fakeBff([submitted])
    const { result } = run({ client: bff.client, wallet: fake.wallet })
    await expect(result).resolves.toMatchObject({ kind: 'submitted', orderId: walletOrderId })
    expect(fake.calls.map((call) => call.fn)).toEqual(['switchChain', 'sendCalls', 'waitForCalls'])
    expect(await bff.submitBodies()).toEqual([{ quoteId, routeId: 'Native', txHash: depositHash }])
  })

  it('after a reload during the wait, the run waits for the same batch and never asks again', async () => {
    const plan = planOn(10)
    const ledger = createMemoryDepositLedger()
    const lost = batchingWallet({
      status: () => Promise.reject(new Error('the page was closed')),
    })
    const first = runOn(plan, lost.wallet, ledger)
    const error = await first.result.catch((caught: unknown) => caught)
    expect(TradeRunError.isInstance(error) && error.reason).toBe('deposit_outcome_unknown')
    expect(ledger.read(plan.depositKey)).toEqual({ state: 'batched', batchId: 'batch-1' })

    const reloaded = batchingWallet()
    await expect(runOn(plan, reloaded.wallet, ledger).result).resolves.toMatchObject({
      kind: 'sent',
      txHash: depositHash,
    })
    expect(reloaded.calls).toEqual([{ fn: 'waitForCalls', parameters: { id: 'batch-1' } }])
    // Once confirmed, a third run only reads the ledger.
    const third = batchingWallet()
    await expect(runOn(plan, third.wallet, ledger).result).resolves.toMatchObject({
      txHash: depositHash,
    })
    expect(third.calls).toEqual([])
  })

  it('a batch resumed without a wallet that can tell its outcome is not asked again', async () => {
    const plan = planOn(11)
    const ledger = createMemoryDepositLedger()
    ledger.claim(plan.depositKey)
    ledger.recordBatch(plan.depositKey, 'batch-9')
    const plain = fakeWallet()
    const error = await runOn(plan, plain.wallet, ledger).result.catch((caught: unknown) => caught)
    expect(TradeRunError.isInstance(error) && error.reason).toBe('deposit_outcome_unknown')
    expect(plain.calls).toEqual([])
    expect(ledger.read(plan.depositKey)).toEqual({ state: 'batched', batchId: 'batch-9' })
  })
})

describe('runPlan falls back to the steps of today', () => {
  const stepByStep = [
    'switchChain',
    'sendTransaction',
    'waitForReceipt',
    'sendTransaction',
    'waitForReceipt',
    'sendTransaction',
  ]

  it('when the wallet does not batch atomically on the source chain', async () => {
    const fake = batchingWallet({ atomic: false })
    await expect(runOn(planOn(2), fake.wallet).result).resolves.toMatchObject({ kind: 'sent' })
    expect(fake.calls.map((call) => call.fn)).toEqual(stepByStep)
  })

  it('when the wallet cannot tell (no wallet_getCapabilities)', async () => {
    const fake = batchingWallet({ atomic: 'cannot-tell' })
    await expect(runOn(planOn(3), fake.wallet).result).resolves.toMatchObject({ kind: 'sent' })
    expect(fake.calls.map((call) => call.fn)).toEqual(stepByStep)
  })

  it('when the wallet has no EIP-5792 at all', async () => {
    const fake = fakeWallet()
    await expect(runOn(planOn(4), fake.wallet).result).resolves.toMatchObject({ kind: 'sent' })
    expect(fake.calls.map((call) => call.fn)).toEqual(stepByStep)
  })

  it('when there is no approval: the deposit alone is one transaction', async () => {
    const fake = batchingWallet()
    await expect(runOn(planOn(5, 0), fake.wallet).result).resolves.toMatchObject({ kind: 'sent' })
    expect(fake.calls.map((call) => call.fn)).toEqual(['switchChain', 'sendTransaction'])
  })
})

describe('runPlan when a batch does not go through', () => {
  it('a rejected batch frees the deposit and says the user rejected it', async () => {
    const plan = planOn(6)
    const rejection = new UserRejectedRequestError(new Error('User rejected the request.'))
    const fake = batchingWallet({ sendCallsError: rejection })
    const { result, ledger } = runOn(plan, fake.wallet)
    const error = await result.catch((caught: unknown) => caught)
    expect(error).toBe(rejection)
    expect(ledger.read(plan.depositKey)).toEqual({ state: 'none' })
    expect(told(error)).toBe(en.walletError.rejected)
  })

  it('a batch that reverted whole frees the deposit and says nothing was deposited', async () => {
    const plan = planOn(7)
    const fake = batchingWallet({
      status: async () => ({
        statusCode: 500,
        receipts: [{ transactionHash: depositHash, status: 'reverted' }],
      }),
    })
    const { result, ledger } = runOn(plan, fake.wallet)
    const error = await result.catch((caught: unknown) => caught)
    expect(TradeRunError.isInstance(error) && error.reason).toBe('batch_failed')
    expect(ledger.read(plan.depositKey)).toEqual({ state: 'none' })
    expect(told(error)).toBe(
      'The approval and deposit failed together on chain; nothing was deposited. Please try again.',
    )
  })

  it('a partly reverted batch keeps the deposit marked: it may have moved', async () => {
    const plan = planOn(8)
    const fake = batchingWallet({ status: async () => ({ statusCode: 600, receipts: [] }) })
    const { result, ledger } = runOn(plan, fake.wallet)
    const error = await result.catch((caught: unknown) => caught)
    expect(TradeRunError.isInstance(error) && error.reason).toBe('deposit_outcome_unknown')
    expect(ledger.read(plan.depositKey)).toEqual({ state: 'batched', batchId: 'batch-1' })
    expect(told(error)).toBe(errorWordsEn.run.askedBefore)
  })

  it('a wallet that refuses the batch after offering it: freed, then step by step on that chain', async () => {
    const plan = planOn(9)
    // viem wraps the wallet's EIP-5792 error (5760: atomicity not supported).
    const refusal = Object.assign(new Error('Execution failed'), {
      cause: Object.assign(new Error('atomicity not supported'), { code: 5760 }),
    })
    const fake = batchingWallet({ sendCallsError: refusal })
    const { result, ledger } = runOn(plan, fake.wallet)
    const error = await result.catch((caught: unknown) => caught)
    expect(TradeRunError.isInstance(error) && error.reason).toBe('batch_refused')
    expect(ledger.read(plan.depositKey)).toEqual({ state: 'none' })
    expect(told(error)).toBe(
      'Your wallet could not send the approval and deposit together. Try again: they will be asked one by one.',
    )

    const again = batchingWallet()
    await expect(runOn(plan, again.wallet, ledger).result).resolves.toMatchObject({
      kind: 'sent',
    })
    expect(again.calls.map((call) => call.fn)).not.toContain('sendCalls')
    expect(again.calls.filter((call) => call.fn === 'sendTransaction')).toHaveLength(3)
  })
})
