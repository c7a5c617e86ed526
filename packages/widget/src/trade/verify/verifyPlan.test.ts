import { encodeDeposit, orderIdOf } from '@ferry/order-api'
import { encodeFunctionData, erc20Abi, type Hex } from 'viem'
import { describe, expect, test } from 'vitest'
import type { Plan, PlanStep, TransferInstructions } from '../Plan.js'
import type { Route } from '../Route.js'
import type { AcceptedTrade, RecordedOrder } from './AcceptedTrade.js'
import { PlanMismatchError, type PlanMismatchField } from './PlanMismatchError.js'
import { verifyPlan } from './verifyPlan.js'

const usdc = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
const usdcBase = '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913'
const depositContract = '0x5FbDB2315678afecb367f032d93F642f64180aa3' as Hex
const depositor = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const other = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC' as Hex
const amount = 100_000_000n
const relayFee = 10n ** 14n
const nonce = 7n
const now = 1_795_000_000

const route = (overrides: Partial<Route> = {}): Route =>
  ({
    interface: 'v2',
    source: {} as never,
    spend: { chainId: 1, token: usdc, amount },
    receive: { chainId: 8453, token: usdcBase, amount: 99_000_000n },
    fees: [],
    durationSeconds: undefined,
    priceExpiresAt: undefined,
    deadline: undefined,
    tags: [],
    ...overrides,
  }) as Route

const approve = (spender: Hex, value: bigint, to: Hex = usdc) => ({
  kind: 'approve' as const,
  transaction: {
    chainId: 1,
    to,
    data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender, value] }),
    value: 0n,
  },
  waitForReceipt: true,
})
const deposit = (
  overrides: {
    token?: Hex
    amount?: bigint
    nonce?: bigint
    value?: bigint
    chainId?: number
  } = {},
) => ({
  kind: 'deposit-call' as const,
  transaction: {
    chainId: overrides.chainId ?? 1,
    to: depositContract,
    data: encodeDeposit({
      token: overrides.token ?? usdc,
      amount: overrides.amount ?? amount,
      nonce: overrides.nonce ?? nonce,
    }),
    value: overrides.value ?? relayFee,
  },
  waitForReceipt: false,
})
const evmPlan = (steps: PlanStep[], deadline = now + 3600): Plan => ({
  interface: 'v2',
  family: 'evm',
  srcChainId: 1,
  dstChainId: 8453,
  depositKey: 'k',
  orderId: orderIdOf({ depositor, nonce }),
  deadline: { at: deadline, marginSeconds: 180 },
  steps,
})
const recorded = (overrides: Partial<RecordedOrder> = {}): RecordedOrder => ({
  depositor: depositor.toLowerCase(),
  payoutAddr: depositor,
  refundAddr: depositor,
  srcChainId: 1,
  srcToken: usdc,
  dstChainId: 8453,
  dstToken: usdcBase,
  srcAmountSpoke: String(amount),
  ...overrides,
})
const accepted = (overrides: Partial<AcceptedTrade> = {}): AcceptedTrade => ({
  route: route(),
  depositor,
  orderTtl: 3600,
  readRelayFee: async ({ contract }) => {
    expect(contract).toBe(depositContract)
    return relayFee
  },
  readOrder: async () => recorded(),
  ...overrides,
})

/** The field `verifyPlan` refuses the plan for, or `passes`. */
const verdict = (plan: Plan, trade = accepted()) =>
  verifyPlan({ plan, accepted: trade, now: () => now }).then(
    () => 'passes',
    (error: unknown) => {
      if (!PlanMismatchError.isInstance(error)) throw error
      return error.field
    },
  )

describe('a v2 EVM build', () => {
  const steps = () => [approve(depositContract, 0n), approve(depositContract, amount), deposit()]

  test('as built passes: approvals of the spent token for the deposit contract, the deposit as quoted', async () => {
    expect(await verdict(evmPlan(steps()))).toBe('passes')
  })

  test.each<[string, PlanStep[], PlanMismatchField]>([
    ['the deposit amount', [deposit({ amount: amount + 1n })], 'amount'],
    ['the deposit token', [deposit({ token: usdcBase })], 'token'],
    ['the deposit value', [deposit({ value: relayFee * 10n })], 'value'],
    ['the deposit chain', [deposit({ chainId: 8453 })], 'chain'],
    ['the nonce (another order)', [deposit({ nonce: 8n })], 'depositor'],
    ['the spender', [approve(other, amount), deposit()], 'spender'],
    [
      'the approved token',
      [approve(depositContract, amount, usdcBase), deposit()],
      'approve_token',
    ],
    [
      'the approved amount',
      [approve(depositContract, 2n ** 256n - 1n), deposit()],
      'approve_amount',
    ],
  ])('%s changed is refused', async (_, changed, field) => {
    expect(await verdict(evmPlan(changed))).toBe(field)
  })

  test('calldata that is not a deposit is refused as unreadable', async () => {
    const garbled = deposit()
    garbled.transaction.data = `0xdeadbeef${garbled.transaction.data.slice(10)}` as Hex
    expect(await verdict(evmPlan([garbled]))).toBe('unreadable')
    const transfer = approve(depositContract, amount)
    transfer.transaction.data = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: [other, amount],
    })
    expect(await verdict(evmPlan([transfer, deposit()]))).toBe('unreadable')
  })

  test('an approval above the deposit passes when the host asked for larger approvals', async () => {
    const plan = evmPlan([approve(depositContract, 2n ** 256n - 1n), deposit()])
    expect(await verdict(plan, accepted({ allowLargerApprovals: true }))).toBe('passes')
  })

  test('a deadline beyond the build plus orderTtl is refused; one within the clocks’ skew passes', async () => {
    expect(await verdict(evmPlan(steps(), now + 3600 + 3600))).toBe('deadline')
    expect(await verdict(evmPlan(steps(), now + 3600 + 30))).toBe('passes')
  })

  test.each<[string, Partial<RecordedOrder>, Partial<AcceptedTrade>, PlanMismatchField]>([
    ['a payout to another address', { payoutAddr: other }, {}, 'payout'],
    ['a refund to another address', { refundAddr: other }, {}, 'refund'],
    ['another payout than the one entered', {}, { recipient: other }, 'payout'],
    ['another destination token', { dstToken: usdc }, {}, 'receive'],
    ['another amount', { srcAmountSpoke: '1' }, {}, 'amount'],
    ['another depositor', { depositor: other }, {}, 'depositor'],
  ])('an order recorded with %s is refused', async (_, order, trade, field) => {
    const verdictOf = verdict(
      evmPlan(steps()),
      accepted({ readOrder: async () => recorded(order), ...trade }),
    )
    expect(await verdictOf).toBe(field)
  })

  test('a payout entered by the user, recorded in another case, passes', async () => {
    const trade = accepted({
      recipient: other.toLowerCase(),
      readOrder: async () => recorded({ payoutAddr: other }),
    })
    expect(await verdict(evmPlan(steps()), trade)).toBe('passes')
  })
})

describe('a deposit-address transfer', () => {
  const tronUsdt = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t'
  const tronDeposit = 'TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL'
  const transferPlan = (
    transfer: Partial<TransferInstructions>,
    base: Partial<Plan> = {},
  ): Plan => ({
    interface: 'v2',
    family: 'tron',
    srcChainId: 728126428,
    dstChainId: 1,
    depositKey: 'k',
    steps: [
      {
        kind: 'transfer-to-address',
        transfer: {
          depositAddress: tronDeposit,
          amount,
          token: tronUsdt,
          chainId: 728126428,
          expiresAt: now + 3600,
          ...transfer,
        },
        needsHash: false,
      },
    ],
    ...base,
  })
  const tronTrade = accepted({
    route: route({ spend: { chainId: 728126428, token: tronUsdt, amount } }),
    refundTo: 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8',
  })
  const verdictOf = (plan: Plan, trade = tronTrade) =>
    verdict(plan, { ...trade, readOrder: undefined as never })

  test('as built passes', async () => {
    expect(await verdictOf(transferPlan({}))).toBe('passes')
  })

  test.each<[string, Partial<TransferInstructions>, PlanMismatchField]>([
    ['another amount', { amount: amount - 1n }, 'amount'],
    ['another token', { token: 'TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf' }, 'token'],
    ['an EVM address on TRON', { depositAddress: other }, 'deposit_address'],
    [
      'the user’s own refund address',
      { depositAddress: 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8' },
      'deposit_address',
    ],
    ['the token’s contract', { depositAddress: tronUsdt }, 'deposit_address'],
    ['an expiry beyond orderTtl', { expiresAt: now + 7200 }, 'deadline'],
  ])('%s is refused', async (_, transfer, field) => {
    expect(await verdictOf(transferPlan(transfer))).toBe(field)
  })

  test('a v1 transfer: its expiry no later than validBefore, and no memo on an EVM chain', async () => {
    const evmTransfer = (transfer: Partial<TransferInstructions>) =>
      transferPlan(
        { depositAddress: other, token: usdc, chainId: 1, expiresAt: now + 60, ...transfer },
        { interface: 'v1', family: 'evm', srcChainId: 1 },
      )
    const v1Trade = accepted({ route: route({ interface: 'v1', deadline: now + 600 }) })
    expect(await verdictOf(evmTransfer({}), v1Trade)).toBe('passes')
    expect(await verdictOf(evmTransfer({ memo: '12345' }), v1Trade)).toBe('memo')
    expect(await verdictOf(evmTransfer({ expiresAt: now + 601 }), v1Trade)).toBe('deadline')
    expect(
      await verdictOf(
        evmTransfer({ depositAddress: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq' }),
        v1Trade,
      ),
    ).toBe('deposit_address')
  })

  test('a v1 Bitcoin transfer names its coin BTC (spec v1: Deposit plan) and passes against the native address of the quote; another token is refused', async () => {
    const btcDeposit = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'
    const bitcoinTransfer = (transfer: Partial<TransferInstructions>) =>
      transferPlan(
        { depositAddress: btcDeposit, token: 'BTC', chainId: 0, expiresAt: now + 60, ...transfer },
        { interface: 'v1', family: 'bitcoin', srcChainId: 0 },
      )
    const btcTrade = accepted({
      route: route({
        interface: 'v1',
        deadline: now + 600,
        spend: { chainId: 0, token: '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee', amount },
      }),
    })
    expect(await verdictOf(bitcoinTransfer({}), btcTrade)).toBe('passes')
    expect(await verdictOf(bitcoinTransfer({ token: usdc }), btcTrade)).toBe('token')
    expect(await verdictOf(bitcoinTransfer({ amount: amount + 1n }), btcTrade)).toBe('amount')
  })
})
