import { V1_BITCOIN_CHAIN_ID, v1OrderSchema } from '@ferry/order-api/v1'
import { describe, expect, test } from 'vitest'
import { BITCOIN_DEPOSIT_CONFIRMATIONS } from '../bitcoin/watchBitcoinDeposits.js'
import { BTC_NATIVE, bitcoinV1Of } from './test/bitcoinV1Harness.js'
import { useV1Devnet, v1WalletOn, waitForV1Order, waitForV1Refund } from './test/v1Harness.js'

// Blocks are mined on demand only, so confirmations are counted exactly.
const net = useV1Devnet({ bitcoinBlockMs: 3_600_000 })
const { v1, quote, build, submit, usdc, user } = net
const bitcoin = bitcoinV1Of({ devnet: () => net.devnet, quote, build, submit })
const txidPattern = /^[0-9a-f]{64}$/

describe('Bitcoin on the v1 stand-in, on the devnet Bitcoin (NativeUTXO)', () => {
  test('the catalog lists BTC, the chain links the local explorer, balances are read by Bitcoin address', async () => {
    const tokens = (await v1(`/v1/tokens?chainIds=${V1_BITCOIN_CHAIN_ID}`)).body
    expect(tokens).toMatchObject([{ symbol: 'BTC', address: BTC_NATIVE, decimals: 8 }])
    const chain = (await v1('/v1/chains')).body.find(
      (entry: { id: number }) => entry.id === V1_BITCOIN_CHAIN_ID,
    )
    expect(chain.rpcUrls.default.http).toEqual([])
    expect(chain.blockExplorers.default.url).toBe(net.devnet.bitcoin.explorerUrl)
    const wallet = bitcoin.wallet(2)
    const held = (await v1(`/v1/tokens/balances/${wallet.address}`)).body
    expect(held).toMatchObject([
      { symbol: 'BTC', extensions: { balance: String(await wallet.balance()) } },
    ])
  })

  test('BTC to USDC on Base: the transfer to the order address is deposited once confirmed, and fills', async () => {
    const recipient = user(1).address
    const usdcBefore = await bitcoin.evmUsdcBalance(8453, recipient)
    const swap = await bitcoin.bitcoinSourceSwap({
      walletIndex: 0,
      toChainId: 8453,
      toToken: usdc(8453),
      amount: '5000000', // 0.05 BTC
      recipient,
    })
    expect(swap.route.depositMethods).toEqual(['TRANSFER_WITH_TX_HASH_SUBMIT'])
    expect(swap.route.quote.estimatedGas).toBe('282')
    expect(swap.plan).toEqual({
      kind: 'TRANSFER',
      depositAddress: expect.stringMatching(/^bc1q[02-9ac-hj-np-z]{38}$/),
      amount: '5000000',
      token: 'BTC',
      chainId: V1_BITCOIN_CHAIN_ID,
      expiresAt: swap.quoted.routes[0].quote.quoteExpiresAt,
      submitTxHashRequested: true,
    })
    // Submitted, unconfirmed: deposited on NativeUTXO (v1 spec), nothing recorded on chain yet.
    const unconfirmed = (await v1(`/v1/orders/by-id/${swap.orderId}`)).body
    expect(unconfirmed).toMatchObject({ status: 'deposited', depositTxHash: swap.txid })
    expect(unconfirmed.transactions.deposit).toBeUndefined()

    bitcoin.mine(BITCOIN_DEPOSIT_CONFIRMATIONS)
    const order = await waitForV1Order(v1, swap.orderId, (o) => o.status === 'filled')
    expect(v1OrderSchema.safeParse(order).success).toBe(true)
    expect(order).toMatchObject({
      routeId: 'NativeUTXO',
      type: 'liquidity-router',
      author: swap.sender.address,
      transactions: { deposit: { txHash: swap.txid, chainId: V1_BITCOIN_CHAIN_ID } },
    })
    // 0.05 BTC at 60,000 USD, less the fees: about 3,000 USDC reaches Base.
    const amountOut = BigInt(swap.route.quote.amountOut)
    expect(amountOut).toBeGreaterThan(2_990_000_000n)
    expect(await bitcoin.evmUsdcBalance(8453, recipient)).toBe(usdcBefore + amountOut)

    const listed = (await v1(`/v1/orders/${swap.sender.address}?txHashSearch=${swap.txid}`)).body
    expect(listed.data.map((entry: { id: string }) => entry.id)).toEqual([swap.orderId])
    const explorer = await fetch(`${net.devnet.bitcoin.explorerUrl}/tx/${swap.txid}`)
    expect(explorer.status).toBe(200)
    expect(await explorer.text()).toContain(swap.plan.depositAddress)
  })

  test('USDC on Arbitrum to BTC: the payout is a real transaction signed by the service', async () => {
    const receiver = bitcoin.wallet(1)
    const btcBefore = await receiver.balance()
    const evmWallet = v1WalletOn(net.devnet, 42161, user(2).privateKey)
    const from = evmWallet.account.address
    const quoted = await quote({
      tradeType: 'EXACT_INPUT',
      fromChainId: 42161,
      fromToken: usdc(42161),
      toChainId: V1_BITCOIN_CHAIN_ID,
      toToken: BTC_NATIVE,
      amount: '600000000', // 600 USDC
      fromAddress: from,
      recipient: receiver.address,
    })
    expect(quoted.routes.map((route: { routeId: string }) => route.routeId)).toEqual(['NativeUTXO'])
    expect(quoted.routes[0].depositMethods).toEqual(['CONTRACT_CALL'])
    const plan = await build({ quoteId: quoted.quoteId, routeId: 'NativeUTXO', from })
    const txHash = await evmWallet.runPlan(plan)
    const submitted = await submit({ quoteId: quoted.quoteId, routeId: 'NativeUTXO', txHash })
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200)
    const order = await waitForV1Order(v1, submitted.body.orderId, (o) => o.status === 'filled')
    const fill = order.transactions.fill
    expect(fill).toMatchObject({
      chainId: V1_BITCOIN_CHAIN_ID,
      txHash: expect.stringMatching(txidPattern),
    })
    const amountOut = BigInt(quoted.routes[0].quote.amountOut)
    // 600 USDC at 60,000 USD a BTC, less the fees: about 0.01 BTC.
    expect(amountOut).toBeGreaterThan(990_000n)
    expect(await receiver.balance()).toBe(btcBefore + amountOut)
    const payout = net.devnet.bitcoin.runtime.transaction(fill.txHash)!
    expect(
      payout.spent.every((output) => output.address === net.devnet.bitcoin.depositAddress),
    ).toBe(true)
    expect(net.devnet.bitcoin.runtime.confirmationsOf(fill.txHash)).toBe(0)
  })

  test('a BTC order that is never filled is refunded in BTC from its deposit address after its deadline', async () => {
    const sender = bitcoin.wallet(2)
    // 0.02 BTC: the magic cents of a solver that never fills.
    const swap = await bitcoin.bitcoinSourceSwap({
      walletIndex: 2,
      toChainId: 8453,
      toToken: usdc(8453),
      amount: '2000000',
      recipient: user(3).address,
    })
    bitcoin.mine(BITCOIN_DEPOSIT_CONFIRMATIONS)
    await waitForV1Order(v1, swap.orderId, (o) => o.status === 'published')
    const afterDeposit = await sender.balance()
    const order = await waitForV1Refund({ v1, dev: net.dev, orderId: swap.orderId })
    expect(order.transactions.refund).toMatchObject({ chainId: V1_BITCOIN_CHAIN_ID })
    const refunded = BigInt(order.transactions.refund.amount)
    // The flat fee is kept (2.00 USD Bitcoin's, 0.025 Base's: 3,375 sat at 60,000 USD), the
    // rest comes back.
    expect(refunded).toBe(2_000_000n - 3_375n)
    expect(await sender.balance()).toBe(afterDeposit + refunded)
    const refund = net.devnet.bitcoin.runtime.transaction(order.transactions.refund.txHash)!
    expect(refund.spent[0]).toMatchObject({ txid: swap.txid, address: swap.plan.depositAddress })
  })

  test('the submit refuses a transaction that is not the deposit, and a Bitcoin transaction to broadcast', async () => {
    const sender = bitcoin.wallet(0)
    const quoted = await quote({
      tradeType: 'EXACT_INPUT',
      fromChainId: V1_BITCOIN_CHAIN_ID,
      fromToken: BTC_NATIVE,
      toChainId: 8453,
      toToken: usdc(8453),
      amount: '1000000',
      fromAddress: sender.address,
      recipient: user(1).address,
    })
    const plan = await build({
      quoteId: quoted.quoteId,
      routeId: 'NativeUTXO',
      from: sender.address,
    })
    const short = await sender.transfer({ to: plan.depositAddress, amount: 999_999n })
    const refused = await submit({ quoteId: quoted.quoteId, routeId: 'NativeUTXO', txHash: short })
    expect(refused).toMatchObject({ status: 400, body: { name: 'BadRequestException' } })
    const signed = await sender.signTransfer({ to: plan.depositAddress, amount: 1_000_000n })
    const broadcast = await submit({
      quoteId: quoted.quoteId,
      routeId: 'NativeUTXO',
      signedTransaction: `0x${signed}`,
    })
    expect(broadcast).toMatchObject({ status: 404, body: { name: 'NotSupportedChainException' } })
  })
})
