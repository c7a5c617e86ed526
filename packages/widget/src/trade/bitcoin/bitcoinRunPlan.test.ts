import { V1_BITCOIN_CHAIN_ID } from '@ferry/order-api/v1'
import { expect, test } from 'vitest'
import { createMemoryDepositLedger } from '../depositLedger.js'
import type { HashSubmitter, Plan } from '../Plan.js'
import { runPlan } from '../runPlan.js'
import { bitcoinWalletConnector } from './bitcoinWalletConnector.js'

// A v1 Bitcoin deposit-address plan run with the Bitcoin wallet adapter: sent from the wallet
// once, its txid submitted once, and never sent again on a second run.

const txid = 'cd'.repeat(32)
const depositAddress = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'

function bitcoinPlan(submitted: string[], expiresAt: number): Plan {
  const submitter: HashSubmitter = {
    isHash: (hash) => /^[0-9a-f]{64}$/.test(hash),
    async submit({ txHash }) {
      submitted.push(txHash)
      return { orderId: 'corder', txHash, recovered: false }
    },
  }
  return {
    interface: 'v1',
    family: 'bitcoin',
    srcChainId: V1_BITCOIN_CHAIN_ID,
    dstChainId: 8453,
    depositKey: 'quote:NativeUTXO',
    deadline: { at: expiresAt, marginSeconds: 0 },
    steps: [
      {
        kind: 'transfer-to-address',
        transfer: { depositAddress, amount: 5_000_000n, token: 'BTC', chainId: 0, expiresAt },
        needsHash: true,
      },
      { kind: 'submit-hash', submitter },
    ],
  }
}

/** The adapter over a UniSat-shaped wallet that records what it sends. */
async function unisatWallet() {
  const sent: unknown[][] = []
  const unisat = {
    requestAccounts: async () => ['bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4'],
    sendBitcoin: async (...args: unknown[]) => {
      sent.push(args)
      return txid
    },
  }
  return { sent, wallet: await bitcoinWalletConnector({ scope: { unisat } }).connect() }
}

test('a Bitcoin plan is sent from the wallet once, for the exact amount, and its txid submitted once', async () => {
  const { sent, wallet } = await unisatWallet()
  const ledger = createMemoryDepositLedger()
  const submitted: string[] = []
  const plan = bitcoinPlan(submitted, 2_000)
  const result = await runPlan({ plan, wallet, ledger, now: () => 1_000 })
  expect(result).toEqual({ kind: 'submitted', orderId: 'corder', txHash: txid, recovered: false })
  expect(sent).toEqual([[depositAddress, 5_000_000, {}]])
  expect(submitted).toEqual([txid])
  // A second run (a reload, a second click) does not send again.
  await runPlan({ plan, wallet, ledger, now: () => 1_000 })
  expect(sent).toHaveLength(1)
})

test('an address that has expired is not sent to', async () => {
  const { sent, wallet } = await unisatWallet()
  await expect(
    runPlan({
      plan: bitcoinPlan([], 2_000),
      wallet,
      ledger: createMemoryDepositLedger(),
      now: () => 2_000,
    }),
  ).rejects.toThrow('Too little time is left to deposit safely')
  expect(sent).toEqual([])
})
