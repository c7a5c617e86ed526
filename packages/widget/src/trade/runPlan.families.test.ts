import { expect, test } from 'vitest'
import { createMemoryDepositLedger } from './depositLedger.js'
import type { HashSubmitter, Plan } from './Plan.js'
import { runPlan } from './runPlan.js'
import type { TradeProgress } from './TradeProgress.js'
import { TradeRunError } from './TradeRunError.js'
import type { EvmWalletAdapter, FamilyWalletAdapter } from './WalletAdapter.js'

// The executor's own rules for plans of any family, with wallets that record what they are asked.

const solanaChainId = 20011000000
const signature = '5'.repeat(88)

function solanaWallet() {
  const sent: string[] = []
  const wallet: FamilyWalletAdapter = {
    family: 'solana',
    address: 'So1anaUser1111111111111111111111111111111111',
    async sendTransaction({ transaction }) {
      sent.push(transaction)
      return signature
    },
  }
  return { wallet, sent }
}

function recordingSubmitter() {
  const submitted: string[] = []
  const submitter: HashSubmitter = {
    isHash: (txHash) => txHash.length === 88,
    async submit({ txHash }) {
      submitted.push(txHash)
      return { orderId: 'order-1', txHash, recovered: false }
    },
  }
  return { submitter, submitted }
}

const solanaPlan = (submitter: HashSubmitter): Plan => ({
  interface: 'v1',
  family: 'solana',
  srcChainId: solanaChainId,
  dstChainId: 8453,
  depositKey: 'quote:Native',
  steps: [
    {
      kind: 'family-transaction',
      family: 'solana',
      chainId: solanaChainId,
      transaction: 'AQID',
      deposit: true,
    },
    { kind: 'submit-hash', submitter },
  ],
})

test('a Solana plan runs through the Solana wallet: its base64 transaction sent once, its signature submitted once', async () => {
  const { wallet, sent } = solanaWallet()
  const { submitter, submitted } = recordingSubmitter()
  const ledger = createMemoryDepositLedger()
  const progress: TradeProgress[] = []
  const plan = solanaPlan(submitter)
  await expect(
    runPlan({ plan, wallet, ledger, onProgress: (step) => progress.push(step) }),
  ).resolves.toEqual({ kind: 'submitted', orderId: 'order-1', txHash: signature, recovered: false })
  expect(sent).toEqual(['AQID'])
  expect(submitted).toEqual([signature])
  expect(progress.map((step) => step.step)).toEqual([
    'depositing',
    'deposit-sent',
    'submitting',
    'order-created',
  ])
  expect(ledger.read('quote:Native')).toEqual({ state: 'sent', txHash: signature })

  // Run again (a reload, a retried submit): the ledger says sent, so it only submits.
  await runPlan({ plan, wallet, ledger })
  expect(sent).toEqual(['AQID'])
  expect(submitted).toEqual([signature, signature])
})

test('a plan is refused before anything when the wallet given is of another family', async () => {
  const { submitter, submitted } = recordingSubmitter()
  const calls: string[] = []
  const evm = {
    family: 'evm',
    switchChain: async () => calls.push('switch'),
    sendTransaction: async () => {
      calls.push('send')
      return '0x01'
    },
  } as unknown as EvmWalletAdapter
  const error = await runPlan({
    plan: solanaPlan(submitter),
    wallet: evm,
    ledger: createMemoryDepositLedger(),
  }).catch((e) => e)
  expect(TradeRunError.isInstance(error) && error.reason).toBe('needs_solana_wallet')
  expect(calls).toEqual([])
  expect(submitted).toEqual([])
})

test('a switch to the chain the wallet is on is skipped; typed data is signed and returned', async () => {
  const calls: string[] = []
  const wallet: EvmWalletAdapter = {
    family: 'evm',
    currentChainId: () => 1,
    switchChain: async ({ chainId }) => calls.push(`switch ${chainId}`),
    sendTransaction: async (transaction) => {
      calls.push(`send ${transaction.data}`)
      return `0x${'0'.repeat(63)}1`
    },
    waitForReceipt: async () => ({ status: 'success' }),
    getNativeBalance: async () => ({ value: 10n, symbol: 'ETH' }),
    getTokenBalance: async () => 0n,
    signTypedData: async (request) => {
      calls.push(`sign ${request.primaryType}`)
      return '0xsigned'
    },
  }
  const plan: Plan = {
    interface: 'v2',
    family: 'evm',
    srcChainId: 1,
    dstChainId: 8453,
    depositKey: 'order-1',
    orderId: 'order-1',
    steps: [
      { kind: 'check-native-balance', chainId: 1, atLeast: 10n },
      { kind: 'switch-chain', chainId: 1 },
      {
        kind: 'sign-typed-data',
        typedData: { domain: {}, types: {}, primaryType: 'Intent', message: {} },
      },
      {
        kind: 'deposit-call',
        transaction: { chainId: 1, to: '0x01', data: '0xdeadbeef', value: 10n },
        waitForReceipt: false,
      },
    ],
  }
  await expect(runPlan({ plan, wallet, ledger: createMemoryDepositLedger() })).resolves.toEqual({
    kind: 'sent',
    txHash: `0x${'0'.repeat(63)}1`,
    orderId: 'order-1',
    signatures: ['0xsigned'],
  })
  expect(calls).toEqual(['sign Intent', 'send 0xdeadbeef'])
})

test('a deposit-address plan without a hash to submit sends nothing and returns the instructions', async () => {
  const transfer = { depositAddress: 'TXYZ', amount: 5n, token: 'USDT', chainId: 728126428 }
  await expect(
    runPlan({
      plan: {
        interface: 'v2',
        family: 'tron',
        srcChainId: 728126428,
        dstChainId: 1,
        depositKey: 'order-2',
        steps: [{ kind: 'transfer-to-address', transfer, needsHash: false }],
      },
      wallet: undefined,
      ledger: createMemoryDepositLedger(),
    }),
  ).resolves.toEqual({ kind: 'transfer', transfer, needsHash: false })
})
