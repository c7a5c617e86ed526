import { expect, test } from 'vitest'
import { createMemoryDepositLedger } from './depositLedger.js'
import type { HashSubmitter, Plan, TransferInstructions } from './Plan.js'
import { runPlan } from './runPlan.js'
import type { TradeProgress } from './TradeProgress.js'
import { TradeRunError } from './TradeRunError.js'
import type { FamilyWalletAdapter } from './WalletAdapter.js'

// A deposit-address plan sent from a wallet of its family (TRON, Bitcoin) instead of by hand.

const tronChainId = 728126428
const txHash = 'ab'.repeat(32)
const transfer: TransferInstructions = {
  depositAddress: 'TDepositAddress',
  amount: 1_500_000n,
  token: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
  chainId: tronChainId,
  expiresAt: 10_000,
  memo: 'memo-1',
}

function tronWallet(answer: () => Promise<string> = async () => txHash) {
  const asked: Parameters<NonNullable<FamilyWalletAdapter['transfer']>>[0][] = []
  const wallet: FamilyWalletAdapter = {
    family: 'tron',
    address: 'TUser',
    sendTransaction: async () => {
      throw new Error('a deposit-address plan has no transaction to send')
    },
    transfer: async (parameters) => {
      asked.push(parameters)
      return answer()
    },
  }
  return { wallet, asked }
}

function recordingSubmitter() {
  const submitted: string[] = []
  const submitter: HashSubmitter = {
    isHash: (hash) => /^[0-9a-f]{64}$/.test(hash),
    async submit({ txHash }) {
      submitted.push(txHash)
      return { orderId: 'order-v1', txHash, recovered: false }
    },
  }
  return { submitter, submitted }
}

const v1Plan = (submitter: HashSubmitter): Plan => ({
  interface: 'v1',
  family: 'tron',
  srcChainId: tronChainId,
  dstChainId: 8453,
  depositKey: 'quote:route',
  steps: [
    { kind: 'transfer-to-address', transfer, needsHash: true },
    { kind: 'submit-hash', submitter },
  ],
})

const v2Plan: Plan = {
  interface: 'v2',
  family: 'tron',
  srcChainId: tronChainId,
  dstChainId: 8453,
  depositKey: 'order-v2',
  orderId: 'order-v2',
  deadline: { at: 10_000, marginSeconds: 180 },
  steps: [{ kind: 'transfer-to-address', transfer, needsHash: false }],
}

test('a wallet of the plan family sends the exact transfer with its memo, and its hash is submitted once', async () => {
  const { wallet, asked } = tronWallet()
  const { submitter, submitted } = recordingSubmitter()
  const ledger = createMemoryDepositLedger()
  const progress: TradeProgress['step'][] = []
  const result = await runPlan({
    plan: v1Plan(submitter),
    wallet,
    ledger,
    now: () => 1_000,
    onProgress: (next) => progress.push(next.step),
  })
  expect(result).toEqual({ kind: 'submitted', orderId: 'order-v1', txHash, recovered: false })
  expect(asked).toEqual([
    {
      chainId: tronChainId,
      to: 'TDepositAddress',
      token: transfer.token,
      amount: 1_500_000n,
      memo: 'memo-1',
    },
  ])
  expect(submitted).toEqual([txHash])
  expect(progress).toEqual(['depositing', 'deposit-sent', 'submitting', 'order-created'])
  expect(ledger.read('quote:route')).toEqual({ state: 'sent', txHash })

  // Run again (a reload, a retry after a failed submit): nothing is sent again, only submitted.
  await runPlan({ plan: v1Plan(submitter), wallet, ledger, now: () => 1_000 })
  expect(asked).toHaveLength(1)
  expect(submitted).toEqual([txHash, txHash])
})

test('a v2 deposit address is sent from the wallet and its hash returned, with nothing to submit', async () => {
  const { wallet, asked } = tronWallet()
  const result = await runPlan({
    plan: v2Plan,
    wallet,
    ledger: createMemoryDepositLedger(),
    now: () => 1_000,
  })
  expect(result).toEqual({ kind: 'sent', txHash, orderId: 'order-v2', signatures: [] })
  expect(asked).toHaveLength(1)
})

test('a transfer too close to the address expiry is refused before the wallet is asked', async () => {
  const { wallet, asked } = tronWallet()
  const ledger = createMemoryDepositLedger()
  const run = runPlan({ plan: v2Plan, wallet, ledger, now: () => 10_000 - 180 })
  await expect(run).rejects.toSatisfy(
    (error) => TradeRunError.isInstance(error) && error.reason === 'plan_expired',
  )
  expect(asked).toEqual([])
  expect(ledger.read('order-v2')).toEqual({ state: 'none' })
  // The v1 plan has no deadline of its own: the address's expiry alone closes it.
  const { submitter } = recordingSubmitter()
  await expect(
    runPlan({ plan: v1Plan(submitter), wallet, ledger, now: () => 10_000 }),
  ).rejects.toSatisfy((error) => TradeRunError.isInstance(error) && error.reason === 'plan_expired')
  expect(asked).toEqual([])
})

test('a refused transfer frees the deposit; a transfer whose answer was lost is never asked again', async () => {
  const refused = tronWallet(async () => {
    throw Object.assign(new Error('User rejected'), { code: 4001 })
  })
  const ledger = createMemoryDepositLedger()
  await expect(
    runPlan({ plan: v2Plan, wallet: refused.wallet, ledger, now: () => 1_000 }),
  ).rejects.toThrow('User rejected')
  expect(ledger.read('order-v2')).toEqual({ state: 'none' })

  const lost = tronWallet(async () => {
    throw new Error('socket hang up')
  })
  await expect(
    runPlan({ plan: v2Plan, wallet: lost.wallet, ledger, now: () => 1_000 }),
  ).rejects.toThrow('socket hang up')
  await expect(
    runPlan({ plan: v2Plan, wallet: lost.wallet, ledger, now: () => 1_000 }),
  ).rejects.toSatisfy(
    (error) => TradeRunError.isInstance(error) && error.reason === 'deposit_outcome_unknown',
  )
  expect(lost.asked).toHaveLength(1)
})

test('a hash given by hand wins over the wallet, and a wallet of another family sends nothing', async () => {
  const { wallet, asked } = tronWallet()
  const { submitter, submitted } = recordingSubmitter()
  const byHand = 'cd'.repeat(32)
  await expect(
    runPlan({
      plan: v1Plan(submitter),
      wallet,
      ledger: createMemoryDepositLedger(),
      transferTxHash: byHand,
    }),
  ).resolves.toMatchObject({ kind: 'submitted', txHash: byHand })
  expect(submitted).toEqual([byHand])
  const bitcoin: FamilyWalletAdapter = { ...wallet, family: 'bitcoin' }
  await expect(
    runPlan({ plan: v2Plan, wallet: bitcoin, ledger: createMemoryDepositLedger() }),
  ).resolves.toEqual({ kind: 'transfer', transfer, needsHash: false })
  expect(asked).toEqual([])
})
