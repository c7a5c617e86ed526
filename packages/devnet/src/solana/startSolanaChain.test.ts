import { address } from '@solana/kit'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { solanaTestWallet } from './solanaTestWallet.js'
import { type SolanaChain, startSolanaChain } from './startSolanaChain.js'

let chain: SolanaChain
beforeAll(async () => {
  chain = await startSolanaChain({ blockhashLifetimeSlots: 150 })
})
afterAll(async () => {
  await chain.stop()
})

const walletOf = (index: number) =>
  solanaTestWallet({ rpcUrl: chain.rpcUrl, secretKey: chain.accounts[index]!.secretKey })

const rpcCall = async (body: unknown) => {
  const response = await fetch(chain.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
  return response.json() as Promise<{ result?: unknown; error?: { code: number; message: string } }>
}

test('a SOL transfer built, signed and sent with @solana/kit moves lamports and costs the fee', async () => {
  const alice = await walletOf(0)
  const bob = await walletOf(1)
  const [aliceBefore, bobBefore] = [await alice.solBalance(), await bob.solBalance()]
  const signature = await alice.transfer({
    to: bob.address,
    asset: { kind: 'sol' },
    amount: 2_500_000_000n,
  })
  expect(await bob.solBalance()).toBe(bobBefore + 2_500_000_000n)
  expect(await alice.solBalance()).toBe(aliceBefore - 2_500_000_000n - 5_000n)
  const transaction = await alice.rpc
    .getTransaction(signature as never, { encoding: 'json', maxSupportedTransactionVersion: 0 })
    .send()
  expect(transaction?.meta?.err).toBeNull()
  expect(transaction?.transaction.message.accountKeys).toContain(bob.address)
})

test('an SPL USDC transfer moves 6-decimal units between token accounts', async () => {
  const alice = await walletOf(0)
  const bob = await walletOf(1)
  const mint = chain.usdc.mint
  expect(chain.usdc.decimals).toBe(6)
  const [aliceBefore, bobBefore] = [await alice.tokenBalance(mint), await bob.tokenBalance(mint)]
  expect(aliceBefore).toBeGreaterThanOrEqual(10_000_000_000n)
  await alice.transfer({
    to: bob.address,
    asset: { kind: 'spl', mint, decimals: 6 },
    amount: 12_340_000n,
    memo: 'hello',
  })
  expect(await alice.tokenBalance(mint)).toBe(aliceBefore - 12_340_000n)
  expect(await bob.tokenBalance(mint)).toBe(bobBefore + 12_340_000n)
  const mintInfo = await alice.rpc.getAccountInfo(mint, { encoding: 'base64' }).send()
  expect(mintInfo.value?.owner).toBe('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA')
})

test('slots advance on their own and each brings a new blockhash', async () => {
  const alice = await walletOf(0)
  const first = await alice.rpc.getSlot().send()
  const firstHash = (await alice.rpc.getLatestBlockhash().send()).value.blockhash
  await expect.poll(() => alice.rpc.getSlot().send(), { timeout: 5_000 }).toBeGreaterThan(first)
  expect((await alice.rpc.getLatestBlockhash().send()).value.blockhash).not.toBe(firstHash)
  expect((await alice.rpc.isBlockhashValid(firstHash).send()).value).toBe(true)
})

test('a transaction on an expired blockhash is refused and moves nothing', async () => {
  const alice = await walletOf(0)
  const bob = await walletOf(1)
  const { value: lifetime } = await alice.rpc.getLatestBlockhash().send()
  const { getTransferSolInstruction } = await import('@solana-program/system')
  const signed = await alice.signInstructions(
    [
      getTransferSolInstruction({
        source: alice.signer,
        destination: bob.address,
        amount: 1_000_000n,
      }),
    ],
    lifetime,
  )
  chain.runtime.advance(151)
  expect((await alice.rpc.isBlockhashValid(lifetime.blockhash).send()).value).toBe(false)
  expect(await alice.rpc.getBlockHeight().send()).toBeGreaterThan(lifetime.lastValidBlockHeight)
  const bobBefore = await bob.solBalance()
  await expect(alice.send(signed).catch((error) => Promise.reject(error.cause))).rejects.toThrow(
    /blockhash/i,
  )
  expect(await bob.solBalance()).toBe(bobBefore)
})

test('the same signed transaction is executed once', async () => {
  const alice = await walletOf(0)
  const bob = await walletOf(2)
  const { getTransferSolInstruction } = await import('@solana-program/system')
  const signed = await alice.signInstructions([
    getTransferSolInstruction({
      source: alice.signer,
      destination: bob.address,
      amount: 7n * 10n ** 6n,
    }),
  ])
  const bobBefore = await bob.solBalance()
  await alice.send(signed)
  await expect(alice.send(signed).catch((error) => Promise.reject(error.cause))).rejects.toThrow(
    /already been processed/,
  )
  expect(await bob.solBalance()).toBe(bobBefore + 7n * 10n ** 6n)
})

test('bad requests get JSON-RPC 2.0 errors', async () => {
  expect(await rpcCall('{not json')).toMatchObject({ error: { code: -32700 } })
  expect(await rpcCall({ jsonrpc: '2.0', id: 1, method: 'getNothing' })).toMatchObject({
    error: { code: -32601, message: 'Method not found' },
  })
  expect(await rpcCall({ id: 1, method: 'getSlot' })).toMatchObject({ error: { code: -32600 } })
  expect(
    await rpcCall({ jsonrpc: '2.0', id: 2, method: 'getBalance', params: ['0xnotbase58'] }),
  ).toMatchObject({
    error: { code: -32602, message: 'Invalid params: address must be a base58 public key' },
  })
  expect(
    await rpcCall({
      jsonrpc: '2.0',
      id: 3,
      method: 'sendTransaction',
      params: ['@@@', { encoding: 'base64' }],
    }),
  ).toMatchObject({
    error: { code: -32602, message: 'Invalid params: the transaction is not valid base64' },
  })
  expect(
    await rpcCall({
      jsonrpc: '2.0',
      id: 4,
      method: 'sendTransaction',
      params: ['AAAA', { encoding: 'base64' }],
    }),
  ).toMatchObject({ error: { code: -32602 } })
  const batch = (await rpcCall([
    { jsonrpc: '2.0', id: 1, method: 'getSlot' },
    { jsonrpc: '2.0', id: 2, method: 'getHealth' },
  ])) as unknown as { id: number; result: unknown }[]
  expect(batch.map((entry) => entry.id)).toEqual([1, 2])
  expect(batch[1]!.result).toBe('ok')
})

test('rent, balances of unknown accounts and token accounts by program answer like a cluster', async () => {
  const alice = await walletOf(0)
  expect(await alice.rpc.getMinimumBalanceForRentExemption(165n).send()).toBe(2_039_280n)
  const nobody = address('9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin')
  expect((await alice.rpc.getBalance(nobody).send()).value).toBe(0n)
  expect((await alice.rpc.getAccountInfo(nobody).send()).value).toBeNull()
  const byProgram = await alice.rpc
    .getTokenAccountsByOwner(
      alice.address,
      { programId: address('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA') },
      { encoding: 'base64' },
    )
    .send()
  expect(byProgram.value).toHaveLength(1)
})
