import { TRON_CHAIN_ID } from '@ferry/order-api'
import { describe, expect, test } from 'vitest'
import { NATIVE_TOKEN_ADDRESS } from '../catalog/nativeToken.js'
import { useV1Devnet, v1WalletOn } from '../test/v1Harness.js'

const net = useV1Devnet()
const { v1, quote, build, submit, expectSubmitRefused, usdc, user } = net

describe('build and submit rules', () => {
  const stableQuote = (from?: string, amount = '9000000') =>
    quote({
      tradeType: 'EXACT_INPUT',
      fromChainId: 42161,
      fromToken: usdc(42161),
      toChainId: 8453,
      toToken: usdc(8453),
      amount,
      ...(from ? { fromAddress: from } : {}),
    })

  test('PERMIT2 is refused with NotSupportedDepositMethodException and its details', async () => {
    const from = user(0).address
    const quoted = await stableQuote(from)
    const response = await v1('/v1/deposit/build', {
      body: { quoteId: quoted.quoteId, routeId: 'Native', from, depositMethod: 'PERMIT2' },
    })
    expect(response.status).toBe(400)
    expect(response.body.name).toBe('NotSupportedDepositMethodException')
    expect(response.body.details).toMatchObject({
      depositMethod: 'PERMIT2',
      supportedMethods: ['CONTRACT_CALL'],
    })
  })

  test('a quote without fromAddress: the build returns a buildId, a repeat must match, a stale buildId is refused; signedTransaction is broadcast', async () => {
    const wallet = v1WalletOn(net.devnet, 42161, user(2).privateKey)
    const from = wallet.account.address
    const quoted = await stableQuote()
    const first = await build({ quoteId: quoted.quoteId, routeId: 'Native', from })
    expect(first.buildId).toEqual(expect.any(String))
    const other = await v1('/v1/deposit/build', {
      body: { quoteId: quoted.quoteId, routeId: 'Native', from, recipient: user(3).address },
    })
    expect(other.status).toBe(400)
    expect(other.body.message).toContain('recipient')
    const second = await build({ quoteId: quoted.quoteId, routeId: 'Native', from })
    expect(second.buildId).not.toBe(first.buildId)
    const signedTransaction = await wallet.signDeposit(second)
    const stale = await submit({
      quoteId: quoted.quoteId,
      routeId: 'Native',
      buildId: first.buildId,
      signedTransaction,
    })
    expect(stale.status).toBe(400)
    const missing = await submit({ quoteId: quoted.quoteId, routeId: 'Native', signedTransaction })
    expect(missing.status).toBe(400)
    const both = await submit({
      quoteId: quoted.quoteId,
      routeId: 'Native',
      buildId: second.buildId,
      signedTransaction,
      txHash: `0x${'2'.repeat(64)}`,
    })
    expect(both.status).toBe(400)
    expect(both.body.name).toBe('ValidationException')
    const done = await submit({
      quoteId: quoted.quoteId,
      routeId: 'Native',
      buildId: second.buildId,
      signedTransaction,
    })
    expect(done.status, JSON.stringify(done.body)).toBe(200)
    expect(done.body.txHash).toMatch(/^0x[0-9a-f]{64}$/)
  })

  test('a signed transaction that cannot be broadcast is a BroadcastException; TRON cannot broadcast', async () => {
    const from = user(3).address
    const quoted = await stableQuote(from)
    await build({ quoteId: quoted.quoteId, routeId: 'Native', from })
    const garbage = await submit({
      quoteId: quoted.quoteId,
      routeId: 'Native',
      signedTransaction: '0x02f86c0180',
    })
    expect(garbage.status).toBe(400)
    expect(garbage.body.name).toBe('BroadcastException')
    const sender = net.devnet.tron.accounts[2]!.address
    const tronQuote = await quote({
      tradeType: 'EXACT_INPUT',
      fromChainId: TRON_CHAIN_ID,
      fromToken: net.devnet.tron.tokens[0]!.address,
      toChainId: 8453,
      toToken: usdc(8453),
      amount: '5000000',
      fromAddress: sender,
      recipient: from,
    })
    await build({ quoteId: tronQuote.quoteId, routeId: 'NativeUTXO', from: sender })
    const tron = await submit({
      quoteId: tronQuote.quoteId,
      routeId: 'NativeUTXO',
      signedTransaction: '0x1234',
    })
    expect(tron.status).toBe(404)
    expect(tron.body.name).toBe('NotSupportedChainException')
  })

  test('the "Deposit was submitted" 500 is reproducible; the deposit stays and a later submit records it', async () => {
    const wallet = v1WalletOn(net.devnet, 42161, user(4).privateKey)
    const from = wallet.account.address
    const quoted = await stableQuote(from)
    const plan = await build({ quoteId: quoted.quoteId, routeId: 'Native', from })
    const txHash = await wallet.runPlan(plan)
    await v1('/dev/v1/submit-fault', { body: { times: 1 } })
    const failed = await submit({ quoteId: quoted.quoteId, routeId: 'Native', txHash })
    expect(failed.status).toBe(500)
    expect(failed.body.name).toBe('InternalErrorException')
    expect(failed.body.message).toMatch(/^Deposit was submitted/)
    const retried = await submit({ quoteId: quoted.quoteId, routeId: 'Native', txHash })
    expect(retried.status).toBe(200)
  })

  test("two racing submits of one deposit: one records the order, the other gets the spec's 500", async () => {
    const wallet = v1WalletOn(net.devnet, 4663, user(1).privateKey)
    const from = wallet.account.address
    const quoted = await quote({
      tradeType: 'EXACT_INPUT',
      fromChainId: 4663,
      fromToken: NATIVE_TOKEN_ADDRESS,
      toChainId: 42161,
      toToken: usdc(42161),
      amount: String(5n * 10n ** 15n),
      fromAddress: from,
    })
    const plan = await build({ quoteId: quoted.quoteId, routeId: 'Native', from })
    // While the deposit is not mined, the first submit to arrive waits for it holding the quote.
    await wallet.mining(false)
    try {
      const txHash = await wallet.sendDeposit(plan)
      const body = { quoteId: quoted.quoteId, routeId: 'Native', txHash }
      const [one, two] = [submit(body), submit(body)]
      const first = await Promise.race([one, two])
      expect(first.status).toBe(500)
      expect(first.body.message).toMatch(/^Deposit was submitted/)
      await wallet.mining('mine')
      const both = await Promise.all([one, two])
      expect(both.map((response) => response.status).sort()).toEqual([200, 500])
    } finally {
      await wallet.mining(true)
    }
  })

  test("a hash that is not this quote's deposit is refused", async () => {
    const from = user(1).address
    const quoted = await stableQuote(from)
    await build({ quoteId: quoted.quoteId, routeId: 'Native', from })
    await expectSubmitRefused(quoted.quoteId, `0x${'3'.repeat(64)}`)
  })
})

describe('build limits', () => {
  test('60 builds a minute per from, 300 per IP; the 429 carries errorCode RATE_LIMITED', async () => {
    // A minute on: every earlier build of this file has left the window.
    await net.dev.advanceClock(61)
    const buildAs = (from: string) =>
      v1('/v1/deposit/build', { body: { quoteId: 'no-such-quote', routeId: 'Native', from } })
    const wallet = (n: number) => `0x${(0xabc000 + n).toString(16).padStart(40, '0')}`
    for (let n = 0; n < 60; n++) expect((await buildAs(wallet(0))).status).toBe(404)
    const limited = await buildAs(wallet(0))
    expect(limited.status).toBe(429)
    expect(limited.body).toEqual({ errorCode: 'RATE_LIMITED', message: expect.any(String) })
    expect(limited.headers.get('retry-after')).toBeNull()
    for (let w = 1; w <= 4; w++)
      for (let n = 0; n < 60; n++) expect((await buildAs(wallet(w))).status).toBe(404)
    const ipLimited = await buildAs(wallet(5))
    expect(ipLimited.status).toBe(429)
  })
})
