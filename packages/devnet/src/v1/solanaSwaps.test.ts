import { V1_SOLANA_CHAIN_ID, v1OrderSchema } from '@ferry/order-api/v1'
import { generateKeyPairSigner } from '@solana/kit'
import { describe, expect, test } from 'vitest'
import { LAMPORTS_PER_SIGNATURE } from '../solana/createSolanaRuntime.js'
import { SOL_NATIVE, solanaV1Of } from './test/solanaV1Harness.js'
import { useV1Devnet, v1WalletOn, waitForV1Order, waitForV1Refund } from './test/v1Harness.js'

const net = useV1Devnet()
const { v1, quote, build, submit, usdc, user } = net
const solana = solanaV1Of({ devnet: () => net.devnet, quote, build, submit })

describe('Solana on the v1 stand-in, on the devnet Solana (litesvm)', () => {
  test('the catalog lists SOL and USDC on Solana, the chain entry points at the local RPC and explorer', async () => {
    const tokens = (await v1(`/v1/tokens?chainIds=${V1_SOLANA_CHAIN_ID}`)).body
    expect(
      tokens.map((token: { symbol: string; address: string }) => [token.symbol, token.address]),
    ).toEqual([
      ['SOL', '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'],
      ['USDC', solana.solanaUsdc()],
    ])
    const chain = (await v1('/v1/chains')).body.find(
      (entry: { id: number }) => entry.id === V1_SOLANA_CHAIN_ID,
    )
    expect(chain.rpcUrls.default.http).toEqual([net.devnet.solana.rpcUrl])
    expect(chain.blockExplorers.default.url).toBe(net.devnet.solana.explorerUrl)
  })

  test('SOL on Solana to USDC on Base: the wallet signs the built transaction, the order fills, both chains show it', async () => {
    const recipient = user(1).address
    const sender = await solana.wallet(0)
    const [solBefore, usdcBefore] = [
      await sender.solBalance(),
      await solana.evmUsdcBalance(8453, recipient),
    ]
    const swap = await solana.solanaSourceSwap({
      walletIndex: 0,
      fromToken: SOL_NATIVE,
      toChainId: 8453,
      toToken: usdc(8453),
      amount: '2000000000',
      recipient,
      submitAs: 'txHash',
    })
    expect(swap.route.depositMethods).toEqual(['CONTRACT_CALL'])
    expect(swap.route.quote.tags).toEqual(['1-click'])
    expect(swap.plan).toMatchObject({
      kind: 'CONTRACT_CALL',
      approvals: [{ type: 'solana_sendTransaction', deposit: true }],
    })
    const order = await waitForV1Order(v1, swap.orderId, (o) => o.status === 'filled')
    expect(v1OrderSchema.safeParse(order).success).toBe(true)
    expect(order.author).toBe(sender.address)
    expect(order.transactions.deposit).toMatchObject({
      txHash: swap.signature,
      chainId: V1_SOLANA_CHAIN_ID,
    })
    expect(order.transactions.fill.chainId).toBe(8453)
    // 2 SOL at 150 USD, less the fees: about 300 USDC reaches Base.
    const amountOut = BigInt(swap.route.quote.amountOut)
    expect(amountOut).toBeGreaterThan(299_000_000n)
    expect(await solana.evmUsdcBalance(8453, recipient)).toBe(usdcBefore + amountOut)
    expect(await sender.solBalance()).toBe(solBefore - 2_000_000_000n - LAMPORTS_PER_SIGNATURE)
    const listed = (await v1(`/v1/orders/${sender.address}`)).body
    expect(listed.data.map((entry: { id: string }) => entry.id)).toContain(swap.orderId)
    const held = (await v1(`/v1/tokens/balances/${sender.address}`)).body
    expect(
      held.find((token: { symbol: string }) => token.symbol === 'SOL').extensions.balance,
    ).toBe(String(await sender.solBalance()))
    const explorer = await fetch(`${net.devnet.solana.explorerUrl}/tx/${swap.signature}`)
    expect(explorer.status).toBe(200)
  })

  test('USDC on Base to USDC on Solana: the payout is a real SPL transfer to a wallet that had no token account', async () => {
    const recipient = (await generateKeyPairSigner()).address
    const evmWallet = v1WalletOn(net.devnet, 8453, user(2).privateKey)
    const from = evmWallet.account.address
    const quoted = await quote({
      tradeType: 'EXACT_INPUT',
      fromChainId: 8453,
      fromToken: usdc(8453),
      toChainId: V1_SOLANA_CHAIN_ID,
      toToken: solana.solanaUsdc(),
      amount: '40000000',
      fromAddress: from,
      recipient,
    })
    expect(quoted.routes.map((route: { routeId: string }) => route.routeId)).toEqual(['Native'])
    const plan = await build({ quoteId: quoted.quoteId, routeId: 'Native', from })
    const txHash = await evmWallet.runPlan(plan)
    const submitted = await submit({ quoteId: quoted.quoteId, routeId: 'Native', txHash })
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200)
    const order = await waitForV1Order(v1, submitted.body.orderId, (o) => o.status === 'filled')
    expect(order.recipient).toBe(recipient)
    expect(order.transactions.fill.chainId).toBe(V1_SOLANA_CHAIN_ID)
    expect(order.transactions.fill.txHash).toMatch(/^[1-9A-HJ-NP-Za-km-z]{87,88}$/)
    const watcher = await solana.wallet(1)
    expect(await watcher.tokenBalance(solana.solanaUsdc(), recipient)).toBe(
      BigInt(quoted.routes[0].quote.amountOut),
    )
    const payout = await watcher.rpc
      .getTransaction(order.transactions.fill.txHash, {
        encoding: 'json',
        maxSupportedTransactionVersion: 0,
      })
      .send()
    expect(payout?.meta?.err).toBeNull()
  })

  test('USDC on Solana to USDC on Ethereum on the simulated ExternalA, broadcast by the service', async () => {
    const recipient = user(3).address
    const usdcBefore = await solana.evmUsdcBalance(1, recipient)
    const sender = await solana.wallet(1)
    const splBefore = await sender.tokenBalance(solana.solanaUsdc())
    const swap = await solana.solanaSourceSwap({
      walletIndex: 1,
      fromToken: solana.solanaUsdc(),
      toChainId: 1,
      toToken: usdc(1),
      amount: '50000000',
      recipient,
      submitAs: 'signedTransaction',
      routeId: 'ExternalA',
    })
    const order = await waitForV1Order(v1, swap.orderId, (o) => o.status === 'filled')
    expect(order.providerStatus.provider).toBe('external_a')
    expect(await sender.tokenBalance(solana.solanaUsdc())).toBe(splBefore - 50_000_000n)
    expect(await solana.evmUsdcBalance(1, recipient)).toBe(
      usdcBefore + BigInt(swap.route.quote.amountOut),
    )
  })

  test('a Solana order that is never filled is refunded in SOL on Solana after its deadline', async () => {
    const sender = await solana.wallet(2)
    await net.dev.setScenario({ depositor: sender.address, scenario: 'none' })
    const solBefore = await sender.solBalance()
    const swap = await solana.solanaSourceSwap({
      walletIndex: 2,
      fromToken: SOL_NATIVE,
      toChainId: 42161,
      toToken: usdc(42161),
      amount: '1000000000',
      recipient: user(4).address,
      submitAs: 'signedTransaction',
    })
    await waitForV1Order(v1, swap.orderId, (o) => o.status === 'published')
    const order = await waitForV1Refund({ v1, dev: net.dev, orderId: swap.orderId })
    expect(order.transactions.fill).toBeUndefined()
    expect(order.transactions.refund.chainId).toBe(V1_SOLANA_CHAIN_ID)
    const refunded = BigInt(order.transactions.refund.amount)
    // The flat fee is kept (0.05 + 0.025 USD in SOL), the rest comes back.
    expect(refunded).toBe(1_000_000_000n - 500_000n)
    expect(await sender.solBalance()).toBe(
      solBefore - LAMPORTS_PER_SIGNATURE - 1_000_000_000n + refunded,
    )
  })
})
