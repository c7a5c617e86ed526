import { orderIdOf, TRON_CHAIN_ID } from '@ferry/order-api'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { apiOf, tokenOf, userOn } from '../../test/devnetHarness.js'
import { type Devnet, startDevnet } from '../startDevnet.js'
import { TRON_USDT } from './devnetConfig.js'

let devnet: Devnet
let api: ReturnType<typeof apiOf>
beforeAll(async () => {
  devnet = await startDevnet({
    stepMs: 100,
    limits: {
      quotePerIntegrator: 1000,
      buildPerIntegrator: 1000,
      quotePerIp: 1000,
      buildPerIp: 1000,
    },
  })
  api = apiOf(devnet)
})
afterAll(async () => {
  await devnet?.stop()
})

const usdc = (chainId: number) => tokenOf(devnet, chainId, 'USDC')
const quotePath = (query: Record<string, string | number>) =>
  `/v2/quote?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`
const ethToBase = (amount: string) =>
  quotePath({ fromChainId: 1, from: usdc(1), toChainId: 8453, to: usdc(8453), srcAmount: amount })

describe('conventions', () => {
  test('every response carries x-request-id; a wrong path is a plain-text 404; CORS is open', async () => {
    const wrong = await api('/v2/nothing')
    expect(wrong.status).toBe(404)
    expect(wrong.body).toBe('404 Not Found')
    expect(wrong.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
    const params = await api('/v2/params')
    expect(params.headers.get('x-request-id')).toBeTruthy()
    const preflight = await fetch(`${devnet.serviceUrl}/v2/params`, {
      method: 'OPTIONS',
      headers: { origin: 'https://any.example', 'access-control-request-method': 'GET' },
    })
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*')
  })
})

describe('authentication', () => {
  test.each([
    [null, 401, 'X-API-Key required'],
    ['nope', 403, 'Unknown or inactive integrator'],
    ['devnet-key-dormant', 403, 'is not enabled on the integrator registry'],
    ['devnet-key-unregistered', 403, 'is not enabled on the integrator registry'],
    ['devnet-key-walletless', 403, 'owes a commission with no wallet configured'],
    ['devnet-key-greedy', 403, 'carries a fee at or above 100%'],
  ])('key %s gets %i', async (key, status, error) => {
    const response = await api('/v2/params', { key })
    expect(response.status).toBe(status)
    expect(response.body.error).toContain(error)
  })

  test('unreadable terms are a 503 that says nothing about the key', async () => {
    await api('/dev/terms-readable', { body: { on: false } })
    const response = await api('/v2/quote?x=1')
    await api('/dev/terms-readable', { body: { on: true } })
    expect(response.status).toBe(503)
    expect(response.body).toEqual({ error: 'Integrator terms are temporarily unreadable' })
  })
})

describe('params', () => {
  test('lists every token of the spec with fees, and the integrator terms from the registry', async () => {
    const { status, body } = await api('/v2/params')
    expect(status).toBe(200)
    expect(
      body.tokens.map((t: { chainId: number; symbol: string }) => `${t.chainId}:${t.symbol}`),
    ).toEqual([
      '1:USDC',
      '1:USDT',
      '1:USDG',
      '42161:USDC',
      '42161:USDT',
      '42161:USDG',
      '8453:USDC',
      '137:USDC',
      '137:USDT',
      '4663:USDG',
      `${TRON_CHAIN_ID}:USDT`,
    ])
    expect(body.tokens.at(-1)).toEqual({
      chainId: TRON_CHAIN_ID,
      token: TRON_USDT,
      symbol: 'USDT',
      decimals: 6,
      depositFee: '1000000',
      withdrawFee: '500000',
    })
    expect(body.terms).toEqual({
      operatorBps: 10,
      commissionBps: 25,
      commissionWallet: devnet.chainHandles.accounts.commissionWallet.address,
      orderTtl: 3600,
    })
  })
})

describe('terms', () => {
  test('a change on the registry shows in params within 60 s', async () => {
    const { createWalletClient, http } = await import('viem')
    const { privateKeyToAccount } = await import('viem/accounts')
    const { integratorRegistryAbi } = await import('../chains/abis.js')
    const { integratorIdOf } = await import('./devnetConfig.js')
    await api('/v2/params', { key: 'devnet-key-acme' })
    const wallet = createWalletClient({
      account: privateKeyToAccount(devnet.chainHandles.accounts.operator.privateKey),
      transport: http(devnet.hub.rpcUrl),
    })
    await wallet.writeContract({
      address: devnet.hub.registry,
      abi: integratorRegistryAbi,
      functionName: 'setIntegrator',
      args: [integratorIdOf('acme'), 15, 0, '0x0000000000000000000000000000000000000000', true],
      chain: null,
    })
    await api('/dev/clock', { body: { advanceSeconds: 60 } })
    const params = await api('/v2/params', { key: 'devnet-key-acme' })
    await api('/dev/clock', { body: { advanceSeconds: -60 } })
    expect(params.body.terms.operatorBps).toBe(15)
  })
})

describe('quote', () => {
  test('exact input prices with the fee arithmetic and a signed, 5-minute build', async () => {
    const { status, body } = await api(ethToBase('100000000'))
    expect(status).toBe(200)
    // flat 0.30 + 0.025; remainder 99.675; service 10 bps, commission 25 bps
    expect(body.spend).toMatchObject({
      chainId: 1,
      symbol: 'USDC',
      decimals: 6,
      amount: '100000000',
    })
    expect(body.details).toEqual({
      intentOutcomeRate: '999500000000000000',
      protocolFee: String(325000 + 99675),
    })
    expect(body.receive.amount).toBe(
      String(((100000000n - 325000n - 99675n - 249187n) * 9995n) / 10000n),
    )
    expect(body.build.terms.flatFee).toBe('325000000000000000')
    const now = Math.floor(Date.now() / 1000)
    expect(Number(body.build.terms.expiresAt) - now).toBeGreaterThanOrEqual(299)
  })

  test('exactly the amount that mode names, else a validation body', async () => {
    const both = await api(`${ethToBase('100000000')}&outcomeAmount=5`)
    expect(both.status).toBe(400)
    expect(both.body).toMatchObject({
      name: 'ValidationException',
      details: [{ field: 'outcomeAmount' }],
    })
    const none = await api(
      quotePath({
        fromChainId: 1,
        from: usdc(1),
        toChainId: 8453,
        to: usdc(8453),
        mode: 'exact_output',
      }),
    )
    expect(none.body.details[0].field).toBe('outcomeAmount')
  })

  test('minimums: the flat fee first, then the solver minimum with a figure that clears everything', async () => {
    const atFee = await api(ethToBase('325000'))
    expect(atFee).toMatchObject({
      status: 400,
      body: {
        error: 'Deposit is at or below the flat fee, so nothing would be published',
        detail: { minSrcAmount: '325001' },
      },
    })
    const small = await api(ethToBase('900000'))
    expect(small.status).toBe(400)
    expect(small.body.error).toBe('Requested amount is below what the solver will fill')
    const minimum = small.body.detail.minSrcAmount
    expect((await api(ethToBase(minimum))).status).toBe(200)
    expect((await api(ethToBase(String(BigInt(minimum) - 1n)))).status).toBe(400)
  })

  test('too large is a 409 whose figure re-quotes cleanly', async () => {
    const large = await api(ethToBase('5000000000000'))
    expect(large.status).toBe(409)
    expect(large.body.error).toBe('Requested amount exceeds what the solver can fill')
    expect((await api(ethToBase(large.body.detail.maxSrcAmount))).status).toBe(200)
    const output = await api(
      quotePath({
        fromChainId: 1,
        from: usdc(1),
        toChainId: 8453,
        to: usdc(8453),
        mode: 'exact_output',
        outcomeAmount: '5000000000000',
      }),
    )
    expect(output.status).toBe(409)
    expect(output.body.detail.maxOutcomeAmount).toMatch(/^\d+$/)
  })

  test('exact output delivers at least the target, with at most one source unit of excess', async () => {
    for (const target of [1n, 7n, 25_000_000n, 123_456_789n]) {
      const { body } = await api(
        quotePath({
          fromChainId: 1,
          from: usdc(1),
          toChainId: 8453,
          to: usdc(8453),
          mode: 'exact_output',
          outcomeAmount: String(target),
        }),
      )
      const receive = BigInt(body.receive.amount)
      expect(receive >= target).toBe(true)
      // One source unit less would not deliver the target.
      const less = await api(ethToBase(String(BigInt(body.spend.amount) - 1n)))
      if (less.status === 200) expect(BigInt(less.body.receive.amount) < target).toBe(true)
    }
  })

  test('same asset is 404; an unlisted token is 400; same chain across tokens works', async () => {
    const same = await api(
      quotePath({
        fromChainId: 1,
        from: usdc(1),
        toChainId: 1,
        to: usdc(1).toLowerCase(),
        srcAmount: '5000000',
      }),
    )
    expect(same).toMatchObject({
      status: 404,
      body: { error: 'Source and destination resolve to the same mToken' },
    })
    const unknown = await api(
      quotePath({
        fromChainId: 8453,
        from: tokenOf(devnet, 1, 'USDT'),
        toChainId: 1,
        to: usdc(1),
        srcAmount: '5000000',
      }),
    )
    expect(unknown.status).toBe(400)
    expect(unknown.body.error).toMatch(/^Unsupported source token/)
    const sameChain = await api(
      quotePath({
        fromChainId: 1,
        from: usdc(1),
        toChainId: 1,
        to: tokenOf(devnet, 1, 'USDT'),
        srcAmount: '5000000',
      }),
    )
    expect(sameChain.status).toBe(200)
  })
})

describe('build', () => {
  const user = () => devnet.accounts[0]!

  test('an EVM build returns the order id of depositor and nonce, approvals from the real allowance, and the deposit', async () => {
    const quote = (await api(ethToBase('50000000'))).body
    const { status, body } = await api('/v2/build', {
      body: { ...quote.build, depositor: user().address.toLowerCase() },
    })
    expect(status).toBe(200)
    expect(body.orderId).toBe(orderIdOf({ depositor: user().address, nonce: body.nonce }))
    expect(body.approveTxs).toHaveLength(1)
    expect(body.approveTxs[0]).toMatchObject({ to: usdc(1), value: '0', chainId: 1 })
    expect(body.depositTx).toMatchObject({
      to: devnet.chains[0]!.depositContract,
      from: user().address,
      chainId: 1,
      gasLimit: '0x493e0',
      value: `0x${devnet.chainHandles.relayFeeWei.toString(16)}`,
    })
    const order = await api(`/v2/orders/${body.orderId}`, { key: null })
    expect(order.body).toMatchObject({
      state: 'pending_deposit',
      deposit: null,
      depositor: user().address.toLowerCase(),
    })
  })

  test('builds are not idempotent: the same quote built twice makes two orders', async () => {
    const quote = (await api(ethToBase('50000000'))).body
    const first = await api('/v2/build', { body: { ...quote.build, depositor: user().address } })
    const second = await api('/v2/build', { body: { ...quote.build, depositor: user().address } })
    expect(first.body.orderId).not.toBe(second.body.orderId)
  })

  test('a residual USDT allowance is reset by a leading approve(0)', async () => {
    const holder = userOn(devnet, 1, devnet.accounts[1]!.privateKey)
    const usdt = tokenOf(devnet, 1, 'USDT')
    const quote = (
      await api(
        quotePath({
          fromChainId: 1,
          from: usdt,
          toChainId: 8453,
          to: usdc(8453),
          srcAmount: '40000000',
        }),
      )
    ).body
    const first = (
      await api('/v2/build', { body: { ...quote.build, depositor: holder.account.address } })
    ).body
    expect(first.approveTxs).toHaveLength(1)
    // Approve less than needed, leaving a short non-zero allowance.
    const { encodeFunctionData } = await import('viem')
    const { stableTokenAbi } = await import('../chains/abis.js')
    await holder.send({
      to: usdt,
      value: '0',
      data: encodeFunctionData({
        abi: stableTokenAbi,
        functionName: 'approve',
        args: [devnet.chains[0]!.depositContract, 5n],
      }),
    })
    const second = (
      await api('/v2/build', { body: { ...quote.build, depositor: holder.account.address } })
    ).body
    expect(second.approveTxs).toHaveLength(2)
    for (const tx of second.approveTxs) await holder.send(tx)
    const third = (
      await api('/v2/build', { body: { ...quote.build, depositor: holder.account.address } })
    ).body
    expect(third.approveTxs).toBeUndefined()
  })

  test('a changed field breaks the signature; expired terms are a 409 and store nothing', async () => {
    const quote = (await api(ethToBase('50000000'))).body
    const changed = await api('/v2/build', {
      body: { ...quote.build, amount: '60000000', depositor: user().address },
    })
    expect(changed).toMatchObject({
      status: 400,
      body: { error: 'Quoted terms do not match the signature - re-quote' },
    })
    const before = (await api(`/v2/orders?depositor=${devnet.accounts[5]!.address}`)).body.orders
      .length
    await api('/dev/clock', { body: { advanceSeconds: 301 } })
    const expired = await api('/v2/build', {
      body: { ...quote.build, depositor: devnet.accounts[5]!.address },
    })
    await api('/dev/clock', { body: { advanceSeconds: -301 } })
    expect(expired.status).toBe(409)
    expect(expired.body.error).toBe(`Quoted terms expired at ${quote.build.terms.expiresAt}`)
    expect(
      (await api(`/v2/orders?depositor=${devnet.accounts[5]!.address}`)).body.orders,
    ).toHaveLength(before)
  })

  test('bad bodies: malformed JSON, wrong checksum, amount at the flat fee', async () => {
    const malformed = await api('/v2/build', { rawBody: '{"amount":' })
    expect(malformed).toMatchObject({
      status: 400,
      body: { message: 'Malformed JSON body', name: 'BadRequestException' },
    })
    const quote = (await api(ethToBase('50000000'))).body
    const mixed = user().address.replace(/[a-f]/, (letter) => letter.toUpperCase())
    const checksum = await api('/v2/build', { body: { ...quote.build, depositor: mixed } })
    expect(checksum.body).toMatchObject({
      name: 'ValidationException',
      details: [{ field: 'depositor' }],
    })
    const { terms: _, ...unsigned } = quote.build
    const atFee = await api('/v2/build', {
      body: { ...unsigned, amount: '325000', depositor: user().address },
    })
    expect(atFee.body.error).toBe(
      'Deposit is at or below the flat fee, so nothing would be published',
    )
  })

  test('TRON sides: recipients required, activation checked, a deposit address for TRON sources', async () => {
    const toTron = (
      await api(
        quotePath({
          fromChainId: 1,
          from: usdc(1),
          toChainId: TRON_CHAIN_ID,
          to: TRON_USDT,
          srcAmount: '50000000',
        }),
      )
    ).body
    const missing = await api('/v2/build', { body: { ...toTron.build, depositor: user().address } })
    expect(missing.body.error).toBe(`payoutAddr is required for destination chain ${TRON_CHAIN_ID}`)
    const inactive = await api('/v2/build', {
      body: { ...toTron.build, depositor: user().address, payoutAddr: devnet.tron.inactiveAddress },
    })
    expect(inactive.body.error).toMatch(/^payoutAddr is not an activated Tron account/)
    const invalid = await api('/v2/build', {
      body: { ...toTron.build, depositor: user().address, payoutAddr: user().address },
    })
    expect(invalid.body.error).toBe(
      `Address ${user().address} is not a valid recipient on chain ${TRON_CHAIN_ID}`,
    )
    const ok = await api('/v2/build', {
      body: {
        ...toTron.build,
        depositor: user().address,
        payoutAddr: devnet.tron.accounts[0]!.address,
      },
    })
    expect(ok.status).toBe(200)

    const fromTron = (
      await api(
        quotePath({
          fromChainId: TRON_CHAIN_ID,
          from: TRON_USDT,
          toChainId: 8453,
          to: usdc(8453),
          srcAmount: '30000000',
        }),
      )
    ).body
    const noRefund = await api('/v2/build', {
      body: { ...fromTron.build, depositor: user().address },
    })
    expect(noRefund.body.error).toBe(`refundAddr is required for source chain ${TRON_CHAIN_ID}`)
    const tron = await api('/v2/build', {
      body: {
        ...fromTron.build,
        depositor: user().address,
        refundAddr: devnet.tron.accounts[0]!.address,
      },
    })
    expect(tron.status).toBe(200)
    expect(tron.body).toMatchObject({
      expectedAmount: '30000000',
      depositAddress: expect.stringMatching(/^T/),
    })
    expect(tron.body.deadline - Math.floor(Date.now() / 1000)).toBeGreaterThan(3500)
  })
})

describe('orders', () => {
  test('the list is scoped to the key, filtered, newest first, paged by a keyset cursor', async () => {
    const depositor = devnet.accounts[2]!.address
    const quote = (await api(ethToBase('20000000'))).body
    const ids: string[] = []
    for (let i = 0; i < 3; i++) {
      ids.push((await api('/v2/build', { body: { ...quote.build, depositor } })).body.orderId)
      await api('/dev/clock', { body: { advanceSeconds: 1 } })
    }
    const page1 = (await api(`/v2/orders?depositor=${depositor}&limit=2`)).body
    expect(page1.orders.map((o: { orderId: string }) => o.orderId)).toEqual([ids[2], ids[1]])
    expect(page1.nextCursor).toMatch(/^\d+_0x[0-9a-f]{64}$/)
    expect(page1.orders[0].traces.chainObservations).toEqual([])
    const page2 = (
      await api(`/v2/orders?depositor=${depositor}&limit=2&cursor=${page1.nextCursor}`)
    ).body
    expect(page2.orders.map((o: { orderId: string }) => o.orderId)).toEqual([ids[0]])
    expect(
      (await api(`/v2/orders?depositor=${depositor}`, { key: 'devnet-key-acme' })).body.orders,
    ).toEqual([])
    expect((await api(`/v2/orders?depositor=${depositor}&state=delivered`)).body.orders).toEqual([])
    expect(
      (await api(`/v2/orders?depositor=${depositor}&to=${usdc(8453)}`)).body.orders,
    ).toHaveLength(3)
    expect((await api(`/v2/orders?limit=1000`)).body.orders.length).toBeLessThanOrEqual(200)
    const bad = await api('/v2/orders?cursor=page2')
    expect(bad).toMatchObject({ status: 400, body: { name: 'ValidationException' } })
  })

  test('the single read is public; a bad id is 400 and an unknown one 404', async () => {
    const bad = await api('/v2/orders/0x1234', { key: null })
    expect(bad).toMatchObject({
      status: 400,
      body: { name: 'ValidationException', details: [{ field: 'orderId' }] },
    })
    const unknown = await api(`/v2/orders/0x${'ab'.repeat(32)}`, { key: null })
    expect(unknown).toMatchObject({ status: 404, body: { error: 'Order not found' } })
  })

  test("cancel before publication is a 409; of another integrator's order a 404", async () => {
    const quote = (await api(ethToBase('20000000'))).body
    const { orderId } = (
      await api('/v2/build', { body: { ...quote.build, depositor: devnet.accounts[3]!.address } })
    ).body
    const body = {
      payload: { nonce: '1', rootIntentId: `0x${'cc'.repeat(32)}` },
      signature: `0x${'ab'.repeat(65)}`,
    }
    expect((await api(`/v2/orders/${orderId}/cancel`, { body })).status).toBe(409)
    expect(
      (await api(`/v2/orders/${orderId}/cancel`, { body, key: 'devnet-key-acme' })).status,
    ).toBe(404)
    expect((await api(`/v2/orders/${orderId}/cancel`, { body: { payload: {} } })).body.name).toBe(
      'ValidationException',
    )
  })
})

describe('health, maintenance, faults', () => {
  test('health counts orders; a broken store answers degraded', async () => {
    const ok = await api('/v2/health', { key: null })
    expect(ok.status).toBe(200)
    expect(ok.body.status).toBe('ok')
    expect(ok.body.counts.totalOrders).toBeGreaterThan(0)
    expect(ok.body.counts.pending).toBeGreaterThan(0)
    await api('/dev/store-broken', { body: { on: true } })
    const degraded = await api('/v2/health', { key: null })
    await api('/dev/store-broken', { body: { on: false } })
    expect(degraded).toMatchObject({
      status: 503,
      body: { status: 'degraded', counts: null, lastBuildAt: null, lastWithdrawnAt: null },
    })
  })

  test('maintenance refuses quote and build with Retry-After 300, never params', async () => {
    await api('/dev/maintenance', { body: { on: true } })
    const quote = await api(ethToBase('20000000'))
    const build = await api('/v2/build', { body: {} })
    const params = await api('/v2/params')
    await api('/dev/maintenance', { body: { on: false } })
    for (const refused of [quote, build]) {
      expect(refused).toMatchObject({
        status: 503,
        body: { message: 'SystemMaintenance', name: 'MaintenanceException' },
      })
      expect(refused.headers.get('retry-after')).toBe('300')
    }
    expect(params.status).toBe(200)
  })

  test('an injected fault answers once, then the route is normal again', async () => {
    await api('/dev/faults', {
      body: { route: 'params', status: 502, body: { error: 'Injected' } },
    })
    expect((await api('/v2/params')).status).toBe(502)
    expect((await api('/v2/params')).status).toBe(200)
  })

  test('a dropped response still processes the build', async () => {
    const depositor = devnet.accounts[4]!.address
    const quote = (await api(ethToBase('20000000'))).body
    await api('/dev/faults', { body: { route: 'build', drop: true } })
    await expect(api('/v2/build', { body: { ...quote.build, depositor } })).rejects.toThrow()
    const orders = (await api(`/v2/orders?depositor=${depositor}`)).body.orders
    expect(orders).toHaveLength(1)
  })
})

describe('dev controls', () => {
  test('bad input to a control is refused with the field that is wrong', async () => {
    const typo = await api('/dev/scenario', { body: { depositor: '0x1234', scenario: 'none' } })
    expect(typo).toMatchObject({
      status: 400,
      body: { name: 'ValidationException', details: [{ field: 'depositor' }] },
    })
    const unknown = await api('/dev/scenario', {
      body: { depositor: devnet.accounts[0]!.address, scenario: 'sometimes' },
    })
    expect(unknown.body.details[0].field).toBe('scenario')
    const transfer = await api('/dev/tron/transfer', {
      body: { from: 'nobody', to: 'nowhere', amount: '1' },
    })
    expect(transfer.status).toBe(400)
    expect(transfer.body.error).toMatch(/not a valid TRON address/)
  })
})

describe('rate limits', () => {
  test('quote and build refuse past the per-minute limit with a RateLimitError and no Retry-After', async () => {
    const limited = await startDevnet({ limits: { quotePerIntegrator: 2, buildPerIntegrator: 1 } })
    try {
      const call = apiOf(limited)
      const path = quotePath({
        fromChainId: 1,
        from: tokenOf(limited, 1, 'USDC'),
        toChainId: 8453,
        to: tokenOf(limited, 8453, 'USDC'),
        srcAmount: '20000000',
      })
      expect((await call(path)).status).toBe(200)
      expect((await call(path)).status).toBe(200)
      const refused = await call(path)
      expect(refused).toMatchObject({ status: 429, body: { errorCode: 'RATE_LIMITED' } })
      expect(refused.headers.get('retry-after')).toBeNull()
      // params is never limited
      expect((await call('/v2/params')).status).toBe(200)
    } finally {
      await limited.stop()
    }
  })
})
