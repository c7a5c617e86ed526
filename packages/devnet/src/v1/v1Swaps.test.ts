import { TRON_CHAIN_ID } from '@ferry/order-api'
import { v1OrderSchema } from '@ferry/order-api/v1'
import { describe, expect, test } from 'vitest'
import { NATIVE_TOKEN_ADDRESS } from './catalog/nativeToken.js'
import {
  idsOf,
  useV1Devnet,
  v1WalletOn,
  waitForV1Order,
  waitForV1Refund,
} from './test/v1Harness.js'

const net = useV1Devnet()
const { v1, quote, build, submit, expectSubmitRefused, usdc, user, contractCallSwap } = net

describe('an on-chain v1 swap', () => {
  test('USDC on Ethereum to USDC on Base: quote, plan, deposit, submit, filled with a real payout', async () => {
    const wallet = v1WalletOn(net.devnet, 1, user(0).privateKey)
    const from = wallet.account.address
    const quoted = await quote({
      tradeType: 'EXACT_INPUT',
      fromChainId: 1,
      fromToken: usdc(1),
      toChainId: 8453,
      toToken: usdc(8453),
      amount: '25000000',
      fromAddress: from,
    })
    expect(quoted.routes.map((route: { routeId: string }) => route.routeId)).toEqual(['Native'])
    const route = quoted.routes[0]
    const plan = await build({ quoteId: quoted.quoteId, routeId: 'Native', from })
    expect(plan.kind).toBe('CONTRACT_CALL')
    expect(plan.buildId).toBeUndefined()
    expect(plan.approvals[0].request).toEqual({
      method: 'wallet_switchEthereumChain',
      params: [{ chainId: '0x1' }],
    })
    const deposit = plan.approvals.at(-1)
    expect(deposit.deposit).toBe(true)
    expect(BigInt(deposit.request.params[0].value)).toBe(net.devnet.chainHandles.relayFeeWei)
    expect(
      (plan.approvals as { waitForReceipt?: boolean }[])
        .slice(1, -1)
        .every((action) => action.waitForReceipt),
    ).toBe(true)
    const txHash = await wallet.runPlan(plan)
    const submitted = await submit({ quoteId: quoted.quoteId, routeId: 'Native', txHash })
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200)
    expect(submitted.body.orderId).toMatch(/^c[a-z0-9]{24}$/)
    expect(submitted.body.txHash).toBe(txHash)
    const seen: string[] = []
    const order = await waitForV1Order(
      v1,
      submitted.body.orderId,
      (o) => o.status === 'filled',
      seen,
    )
    expect(v1OrderSchema.safeParse(order).success).toBe(true)
    expect(seen).toContain('published')
    expect(order.stepsCompleted).toEqual(['created', 'deposited', 'published', 'filled'])
    expect(order.transactions.deposit.txHash).toBe(txHash)
    expect(order.transactions.fill.amount).toBe(route.quote.amountOut)
    expect(order.destAmount).toBe(route.quote.amountOut)
    expect(order.author.toLowerCase()).toBe(from.toLowerCase())
    expect(order.timestamps.publishedAt).toBeDefined()
    // The repeat of a used quote is a 404, not a 409.
    const again = await submit({ quoteId: quoted.quoteId, routeId: 'Native', txHash })
    expect(again.status).toBe(404)
    expect(again.body.name).toBe('QuoteNotFoundException')
    const listed = await v1(`/v1/orders/${from.toLowerCase()}?txHashSearch=${txHash.slice(2)}`)
    expect(idsOf(listed.body)).toEqual([submitted.body.orderId])
  })

  test('a native-token swap: ETH on Arbitrum as value to USDC on Polygon', async () => {
    const wallet = v1WalletOn(net.devnet, 42161, user(1).privateKey)
    const from = wallet.account.address
    const quoted = await quote({
      tradeType: 'EXACT_INPUT',
      fromChainId: 42161,
      fromToken: NATIVE_TOKEN_ADDRESS,
      toChainId: 137,
      toToken: usdc(137),
      amount: '0xb1a2bc2ec50000', // 0.05 ETH in hex (0.01 would be the magic amount of a partial fill)
      fromAddress: from,
    })
    const route = quoted.routes[0]
    expect(route.quote.tags).toEqual(['1-click'])
    expect(route.quote.amountIn).toBe('50000000000000000')
    const plan = await build({ quoteId: quoted.quoteId, routeId: 'Native', from })
    expect(plan.approvals).toHaveLength(2) // no approval for the native token
    const value = BigInt(plan.approvals[1].request.params[0].value)
    expect(value).toBe(5n * 10n ** 16n + net.devnet.chainHandles.relayFeeWei)
    const txHash = await wallet.runPlan(plan)
    const submitted = await submit({ quoteId: quoted.quoteId, routeId: 'Native', txHash })
    const order = await waitForV1Order(v1, submitted.body.orderId, (o) => o.status === 'filled')
    expect(order.fromToken).toBe(NATIVE_TOKEN_ADDRESS)
    expect(BigInt(order.transactions.fill.amount)).toBe(BigInt(route.quote.amountOut)) // ~150 USD
    expect(BigInt(route.quote.amountOut)).toBeGreaterThan(149_000_000n)
  })
})

describe('TRON, deposit addresses, refunds and the route that skips a step', () => {
  test('a TRON hash-submit swap: USDT on TRON to USDC on Base through the ledger pool', async () => {
    const sender = net.devnet.tron.accounts[0]!.address
    const recipient = user(2).address
    const quoted = await quote({
      tradeType: 'EXACT_INPUT',
      fromChainId: TRON_CHAIN_ID,
      fromToken: net.devnet.tron.tokens[0]!.address,
      toChainId: 8453,
      toToken: usdc(8453),
      amount: '40000000',
      fromAddress: sender,
      recipient,
    })
    const route = quoted.routes[0]
    expect(route.routeId).toBe('NativeUTXO')
    expect(route.type).toBe('liquidity-router')
    expect(route.depositMethods).toEqual(['TRANSFER_WITH_TX_HASH_SUBMIT'])
    expect(route.quote.tronUsdtFees.hasUsdtBalance).toBe(true)
    const plan = await build({ quoteId: quoted.quoteId, routeId: 'NativeUTXO', from: sender })
    expect(plan).toMatchObject({
      kind: 'TRANSFER',
      amount: '40000000',
      chainId: TRON_CHAIN_ID,
      submitTxHashRequested: true,
    })
    const txId = await net.dev.tronTransfer({
      from: sender,
      to: plan.depositAddress,
      amount: BigInt(plan.amount),
    })
    const txHash = txId.slice(2)
    const wrongFormat = await submit({
      quoteId: quoted.quoteId,
      routeId: 'NativeUTXO',
      txHash: `0x${txHash}`,
    })
    expect(wrongFormat.status).toBe(400)
    expect(wrongFormat.body.name).toBe('BadRequestException')
    const submitted = await submit({ quoteId: quoted.quoteId, routeId: 'NativeUTXO', txHash })
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200)
    const order = await waitForV1Order(v1, submitted.body.orderId, (o) => o.status === 'filled')
    expect(order.depositTxHash).toBe(txHash)
    expect(order.author).toBe(sender)
    const listed = await v1(`/v1/orders/${sender}`)
    expect(idsOf(listed.body)).toContain(submitted.body.orderId)
  })

  test('EVM to TRON on NativeUTXO: a contract-call deposit, the USDT credited to the TRON recipient', async () => {
    const wallet = v1WalletOn(net.devnet, 1, user(2).privateKey)
    const from = wallet.account.address
    const recipient = net.devnet.tron.accounts[1]!.address
    const before = await net.dev.tronBalance(recipient)
    const quoted = await quote({
      tradeType: 'EXACT_INPUT',
      fromChainId: 1,
      fromToken: usdc(1),
      toChainId: TRON_CHAIN_ID,
      toToken: net.devnet.tron.tokens[0]!.address,
      amount: '20000000',
      fromAddress: from,
      recipient,
    })
    const route = quoted.routes[0]
    expect(route.routeId).toBe('NativeUTXO')
    expect(route.quote.tronUsdtFees.activationRequired).toBe(false)
    const plan = await build({ quoteId: quoted.quoteId, routeId: 'NativeUTXO', from })
    const txHash = await wallet.runPlan(plan)
    const { body } = await submit({ quoteId: quoted.quoteId, routeId: 'NativeUTXO', txHash })
    const order = await waitForV1Order(v1, body.orderId, (o) => o.status === 'filled')
    expect(order.transactions.fill.txHash).toMatch(/^[0-9a-f]{64}$/)
    const after = await net.dev.tronBalance(recipient)
    expect(after - before).toBe(BigInt(route.quote.amountOut))
  })

  test('a delivery that fails reads failed, with failedAt', async () => {
    const { orderId } = await contractCallSwap({
      userIndex: 0,
      fromChainId: 137,
      toChainId: 42161,
      amount: '11000000',
      scenario: 'delivery_failure',
    })
    const order = await waitForV1Order(v1, orderId, (o) => o.status === 'failed')
    expect(order.timestamps.failedAt).toEqual(expect.any(String))
    expect(order.transactions.fill).toBeUndefined()
  })

  test('a refund shows refund_pending before it lands, then refunded with the refund transaction', async () => {
    const { orderId } = await contractCallSwap({
      userIndex: 3,
      fromChainId: 8453,
      toChainId: 1,
      amount: '15000000',
      scenario: 'none',
    })
    await waitForV1Order(v1, orderId, (o) => o.status === 'published')
    // Past the order's deadline the intent expires; the refund follows.
    const order = await waitForV1Refund({ v1, dev: net.dev, orderId })
    expect(order.transactions.refund.chainId).toBe(8453)
    expect(order.transactions.fill).toBeUndefined()
    expect(order.stepsCompleted).not.toContain('filled')
  })

  test('a deposit address on Base: a plain transfer is swept, the 32-hex order is listed under refundTo', async () => {
    const wallet = v1WalletOn(net.devnet, 8453, user(4).privateKey)
    const refundTo = user(5).address.toLowerCase()
    const quoted = await quote({
      tradeType: 'EXACT_INPUT',
      fromChainId: 8453,
      fromToken: usdc(8453),
      toChainId: 42161,
      toToken: usdc(42161),
      amount: '12000000',
    })
    expect(quoted.routes[0].depositMethods).toEqual(['CONTRACT_CALL', 'TRANSFER'])
    const plan = await build({
      quoteId: quoted.quoteId,
      routeId: 'Native',
      depositMethod: 'TRANSFER',
      recipient: wallet.account.address,
      refundTo,
    })
    expect(plan.kind).toBe('TRANSFER')
    expect(plan.orderId).toMatch(/^[0-9a-f]{32}$/)
    expect(plan.submitTxHashRequested).toBeUndefined()
    // A deposit-address quote is funded by the transfer alone: no submit.
    await expectSubmitRefused(quoted.quoteId, `0x${'1'.repeat(64)}`)
    await wallet.transfer({
      token: plan.token,
      to: plan.depositAddress,
      amount: BigInt(plan.amount),
    })
    let order: { status?: string; id?: string; author?: string } | undefined
    // Waits on the order's state as the service lists it (the sweep and fill take a few blocks).
    await expect
      .poll(
        async () => {
          const page = await v1(`/v1/orders/${refundTo}?orderIds=["${plan.orderId}"]`)
          order = page.body.data[0]
          return order?.status
        },
        { timeout: 30_000, interval: 50 },
      )
      .toBe('filled')
    expect(order?.id).toBe(plan.orderId)
    expect(order?.author).toBe(refundTo)
  })

  test('ExternalB (simulated) goes from deposited to filled without a published step', async () => {
    const { quoted, orderId } = await contractCallSwap({
      userIndex: 5,
      fromChainId: 137,
      toChainId: 8453,
      amount: '30000000',
      routeId: 'ExternalB',
    })
    expect(quoted.routes.map((route: { routeId: string }) => route.routeId)).toEqual(['ExternalB'])
    const seen: string[] = []
    const order = await waitForV1Order(v1, orderId, (o) => o.status === 'filled', seen)
    expect(seen).not.toContain('published')
    expect(order.stepsCompleted).toEqual(['created', 'deposited', 'filled'])
    expect(order.type).toBe('external-intent-router')
    expect(order.providerStatus.provider).toBe('external_b')
    expect(order.externalOrderId).toBeTruthy()
  })
})

describe('reading orders', () => {
  // By now user 5 has two orders: the ExternalB swap and the deposit-address order it refunds to.
  const owner = () => user(5).address.toLowerCase()

  test('pages of an address: limit, cursor offset, newest first; filters by chain and hash', async () => {
    const all = await v1(`/v1/orders/${owner()}`)
    expect(all.status).toBe(200)
    expect(all.body.data).toHaveLength(2)
    expect(all.body.cursor).toBeUndefined()
    const [newer, older] = all.body.data
    expect(Date.parse(newer.createdAt)).toBeGreaterThanOrEqual(Date.parse(older.createdAt))
    const first = await v1(`/v1/orders/${owner()}?limit=1`)
    expect(idsOf(first.body)).toEqual([newer.id])
    expect(first.body.cursor).toBe(1)
    const second = await v1(`/v1/orders/${owner()}?limit=1&cursor=1`)
    expect(idsOf(second.body)).toEqual([older.id])
    expect(second.body.cursor).toBeUndefined()
    const fromPolygon = await v1(`/v1/orders/${owner()}?fromChainId=137`)
    expect(fromPolygon.body.data).toEqual([expect.objectContaining({ routeId: 'ExternalB' })])
    const byFill = await v1(
      `/v1/orders/${owner()}?txHashSearch=${newer.transactions.fill.txHash.slice(2)}`,
    )
    expect(idsOf(byFill.body)).toEqual([newer.id])
  })

  test('orderIds as a comma list, repeated, or a JSON array, in both id formats', async () => {
    const ids = idsOf((await v1(`/v1/orders/${owner()}`)).body).sort()
    for (const query of [
      `orderIds=${ids.join(',')}`,
      ids.map((id: string) => `orderIds=${id}`).join('&'),
      `orderIds=${encodeURIComponent(JSON.stringify(ids))}`,
    ]) {
      const response = await v1(`/v1/orders/${owner()}?${query}`)
      expect(response.status, query).toBe(200)
      expect(idsOf(response.body).sort()).toEqual(ids)
    }
  })

  test('bad parameters are ValidationExceptions; an order id in the path gets the hint', async () => {
    for (const query of ['limit=0', 'limit=21', 'cursor=1001', 'txHashSearch=xyz']) {
      const response = await v1(`/v1/orders/${owner()}?${query}`)
      expect(response.status, query).toBe(400)
      expect(response.body.name).toBe('ValidationException')
    }
    expect((await v1(`/v1/orders/${owner()}?cursor=1000`)).body.data).toEqual([])
    const walletId = `c${'a'.repeat(24)}`
    const inPath = await v1(`/v1/orders/${walletId}`)
    expect(inPath.status).toBe(400)
    expect(JSON.stringify(inPath.body)).toContain('orderIds')
    expect((await v1('/v1/orders/not-an-address')).status).toBe(400)
  })

  test('by id: a malformed id is 400, an unknown one the plain-text 404', async () => {
    const malformed = await v1('/v1/orders/by-id/12345')
    expect(malformed.status).toBe(400)
    expect(malformed.body.details[0]).toMatchObject({
      field: 'orderId',
      message: 'Invalid orderId format',
    })
    const unknown = await v1(`/v1/orders/by-id/c${'0'.repeat(24)}`)
    expect(unknown.status).toBe(404)
    expect(unknown.body).toBe('Order not found')
  })
})
