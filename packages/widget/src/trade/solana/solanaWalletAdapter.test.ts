import {
  isV1TxHashForChain,
  V1_SOLANA_CHAIN_ID,
  v1SignedTransactionSchema,
} from '@ferry/order-api/v1'
import { base58, base64 } from '@scure/base'
import { expect, test } from 'vitest'
import {
  keypair,
  testWallet,
  unsignedTransaction,
} from '../../../test/solana/solanaWalletFixtures.js'
import { planOfV1Deposit } from '../../v1/planOfV1Deposit.js'
import { createMemoryDepositLedger } from '../depositLedger.js'
import { runPlan } from '../runPlan.js'
import { TradeRunError } from '../TradeRunError.js'
import { isSolanaWallet, STANDARD_CONNECT, solanaWalletAdapter } from './solanaWalletAdapter.js'

const request = (transaction: Uint8Array) => ({
  chainId: V1_SOLANA_CHAIN_ID,
  transaction: base64.encode(transaction),
})

test('a wallet that signs and sends returns the base58 signature of the very transaction it was given', async () => {
  const signer = await keypair()
  const { wallet, account, asked } = testWallet(signer, ['send', 'sign'])
  const adapter = solanaWalletAdapter({ wallet, account, chain: 'solana:localnet' })
  expect(adapter.family).toBe('solana')
  expect(adapter.address).toBe(signer.address)
  // Sending is preferred: the deposit is on chain before the submit.
  expect(adapter.signTransaction).toBeUndefined()
  const transaction = unsignedTransaction(signer.publicKey)
  const txHash = await adapter.sendTransaction!(request(transaction))
  expect(asked).toEqual([
    { feature: 'send', transaction, chain: 'solana:localnet', account: signer.address },
  ])
  expect(txHash).toMatch(/^[1-9A-HJ-NP-Za-km-z]{87,88}$/)
  expect(isV1TxHashForChain({ chainId: V1_SOLANA_CHAIN_ID, txHash })).toBe(true)
  const valid = await crypto.subtle.verify(
    { name: 'Ed25519' },
    signer.keys.publicKey,
    new Uint8Array(base58.decode(txHash)),
    new Uint8Array(transaction.subarray(65)),
  )
  expect(valid).toBe(true)
})

test('a wallet that only signs returns the signed transaction and the hash it will have: its first signature', async () => {
  const signer = await keypair()
  const { wallet, account, asked } = testWallet(signer, ['sign'])
  const adapter = solanaWalletAdapter({ wallet, account, chain: 'solana:localnet' })
  expect(adapter.sendTransaction).toBeUndefined()
  const transaction = unsignedTransaction(signer.publicKey)
  const { signedTransaction, txHash } = await adapter.signTransaction!(request(transaction))
  expect(asked.map((entry) => entry.feature)).toEqual(['sign'])
  expect(v1SignedTransactionSchema.safeParse(signedTransaction).success).toBe(true)
  const signed = base64.decode(signedTransaction)
  expect(txHash).toBe(base58.encode(signed.subarray(1, 65)))
  expect(signed.subarray(65)).toEqual(transaction.subarray(65))
  expect(
    await crypto.subtle.verify(
      { name: 'Ed25519' },
      signer.keys.publicKey,
      new Uint8Array(signed.subarray(1, 65)),
      new Uint8Array(signed.subarray(65)),
    ),
  ).toBe(true)
})

test('a signed transaction whose message the wallet changed, or that it left unsigned, is refused', async () => {
  const signer = await keypair()
  const transaction = unsignedTransaction(signer.publicKey)
  const changed = testWallet(signer, ['sign'], (signed) => {
    const copy = signed.slice()
    copy[copy.length - 2] = 1
    return copy
  })
  const unsigned = testWallet(signer, ['sign'], () => transaction)
  for (const [{ wallet, account }, words] of [
    [changed, 'changed the transaction'],
    [unsigned, 'unsigned'],
  ] as const) {
    const error = await solanaWalletAdapter({ wallet, account, chain: 'solana:localnet' })
      .signTransaction!(request(transaction)).catch((caught) => caught)
    expect(TradeRunError.isInstance(error) && error.message).toContain(words)
  }
})

test('only wallets of a Solana chain that connect and sign count as Solana wallets', async () => {
  const signer = await keypair()
  const { wallet } = testWallet(signer, ['send'])
  expect(isSolanaWallet(wallet)).toBe(true)
  expect(isSolanaWallet({ ...wallet, chains: ['ethereum:1'] })).toBe(false)
  expect(isSolanaWallet({ ...wallet, features: { [STANDARD_CONNECT]: {} } })).toBe(false)
  const { [STANDARD_CONNECT]: _, ...withoutConnect } = wallet.features
  expect(isSolanaWallet({ ...wallet, features: withoutConnect })).toBe(false)
})

test('a sign-only deposit is submitted as signedTransaction, never with txHash; after a reload it is submitted again, not signed again', async () => {
  const signer = await keypair()
  const { wallet, account, asked } = testWallet(signer, ['sign'])
  const adapter = solanaWalletAdapter({ wallet, account, chain: 'solana:localnet' })
  const submitted: Record<string, unknown>[] = []
  const client = {
    submit: async (body: Record<string, unknown>) => {
      submitted.push(body)
      return { orderId: `0x${'ab'.repeat(32)}`, txHash: 'x' }
    },
  }
  const transaction = base64.encode(unsignedTransaction(signer.publicKey))
  const plan = () =>
    planOfV1Deposit({
      client: client as never,
      plan: {
        kind: 'CONTRACT_CALL',
        approvals: [{ type: 'solana_sendTransaction', transaction, deposit: true }],
      },
      quoteId: 'quote-1',
      routeId: 'Native',
      fromChainId: V1_SOLANA_CHAIN_ID,
      toChainId: 8453,
      address: signer.address,
    })
  const ledger = createMemoryDepositLedger()
  const first = await runPlan({ plan: plan(), wallet: adapter, ledger })
  expect(asked).toHaveLength(1)
  const record = ledger.read('quote-1:Native')
  expect(record.state === 'sent' && record.signedTransaction).toBeTruthy()
  const { signedTransaction, txHash } = record as { signedTransaction: string; txHash: string }
  expect(first).toMatchObject({ kind: 'submitted' })
  expect(submitted).toEqual([{ quoteId: 'quote-1', routeId: 'Native', signedTransaction }])
  expect(base58.encode(base64.decode(signedTransaction).subarray(1, 65))).toBe(txHash)

  // A reload: the same plan again, with the ledger's record.
  await runPlan({ plan: plan(), wallet: adapter, ledger })
  expect(asked).toHaveLength(1)
  expect(submitted).toHaveLength(2)
  expect(submitted[1]).toEqual(submitted[0])
  expect(submitted.every((body) => !('txHash' in body))).toBe(true)
})

test('a signed-and-sent deposit is submitted with its txHash alone', async () => {
  const signer = await keypair()
  const { wallet, account } = testWallet(signer, ['send'])
  const submitted: Record<string, unknown>[] = []
  const client = {
    submit: async (body: Record<string, unknown>) => {
      submitted.push(body)
      return { orderId: `0x${'ab'.repeat(32)}`, txHash: body.txHash }
    },
  }
  const result = await runPlan({
    plan: planOfV1Deposit({
      client: client as never,
      plan: {
        kind: 'CONTRACT_CALL',
        approvals: [
          {
            type: 'solana_sendTransaction',
            transaction: base64.encode(unsignedTransaction(signer.publicKey)),
            deposit: true,
          },
        ],
      },
      quoteId: 'quote-2',
      routeId: 'Native',
      fromChainId: V1_SOLANA_CHAIN_ID,
      toChainId: 8453,
      address: signer.address,
    }),
    wallet: solanaWalletAdapter({ wallet, account, chain: 'solana:localnet' }),
    ledger: createMemoryDepositLedger(),
  })
  expect(result).toMatchObject({ kind: 'submitted' })
  expect(submitted).toHaveLength(1)
  expect(Object.keys(submitted[0]!).sort()).toEqual(['quoteId', 'routeId', 'txHash'])
  expect(
    isV1TxHashForChain({ chainId: V1_SOLANA_CHAIN_ID, txHash: submitted[0]!.txHash as string }),
  ).toBe(true)
})
