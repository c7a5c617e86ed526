import { randomBytes, randomUUID } from 'node:crypto'
import { parseTronAddress, TRON_CHAIN_ID } from '@ferry/order-api'
import { expect, test } from 'vitest'
import { useBffHarness } from '../../test/bffHarness.js'

// One TRON-source quote built again and again reserved the service's deposit-address pool for
// everyone, through v2 (past the caps, by racing them) and through v1 (no cap at all). Every
// build that may reserve a deposit address now holds one under the same caps, per address and
// per client, across v1 and v2.
const h = useBffHarness()
const { call, usdc } = h

const usdtTron = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t'
const tronAddress = () => parseTronAddress(`41${randomBytes(20).toString('hex')}`).base58
const evmAddress = () => `0x${randomBytes(20).toString('hex')}`

/** A v1 order as the service lists it (only `status` and `type` matter to the caps). */
const v1Order = {
  type: 'liquidity-router',
  quoteId: randomUUID(),
  routeId: 'NativeUTXO',
  fromChainId: TRON_CHAIN_ID,
  toChainId: 8453,
  fromToken: usdtTron,
  toToken: null,
  srcAmount: '5000000',
  destAmount: '4990000',
  author: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
  recipient: null,
  refundTo: null,
  fillerAddress: null,
  depositTxHash: null,
  externalOrderId: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  tradeType: 'EXACT_INPUT',
  stepsCompleted: ['created'],
  transactions: {},
  timestamps: { createdAt: '2026-01-01T00:00:00.000Z' },
  fromTokenMeta: null,
  toTokenMeta: null,
}

type V1BuildAnswer = 'transfer' | 'contract-call' | 500 | 'cut' | 'hang'
type V2BuildAnswer = 'tron' | 400 | 'cut'

/**
 * The devnet for everything but builds: a TRON-source v2 build gets a TRON build response, and
 * a v1 build the answer `v1Answer` says (a deposit-address plan by default). Counts the builds.
 */
function stubbedBuilds() {
  const sent = { v2: 0, v1: 0 }
  let v1Answer: V1BuildAnswer = 'transfer'
  let v2Answer: V2BuildAnswer = 'tron'
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
  const fetchWithBuilds: typeof fetch = async (input, init) => {
    const url = new URL(String(input instanceof Request ? input.url : input))
    if (url.pathname === '/v2/build') {
      sent.v2++
      if (v2Answer === 'cut') throw new TypeError('fetch failed')
      if (v2Answer === 400)
        return json({ errorCode: 'INVALID_REQUEST', message: 'Quote terms expired' }, 400)
      return json({
        orderId: `0x${randomBytes(32).toString('hex')}`,
        nonce: String(sent.v2),
        depositAddress: tronAddress(),
        expectedAmount: '5000000',
        deadline: Math.floor(Date.now() / 1000) + 3600,
      })
    }
    if (url.pathname === '/v1/deposit/submit')
      return json({ orderId: `c${randomBytes(12).toString('hex')}`, txHash: 'ab'.repeat(32) })
    if (url.pathname.startsWith('/v1/orders/by-id/'))
      return json({ ...v1Order, id: url.pathname.split('/').at(-1), status: 'filled' })
    if (url.pathname !== '/v1/deposit/build') return fetch(input, init)
    sent.v1++
    if (v1Answer === 'cut') throw new TypeError('fetch failed')
    if (v1Answer === 'hang')
      return new Promise<Response>((_, reject) =>
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
      )
    if (v1Answer === 500) return json({ name: 'InternalErrorException', message: 'boom' }, 500)
    if (v1Answer === 'contract-call') return json({ kind: 'CONTRACT_CALL', approvals: [] })
    return json({
      kind: 'TRANSFER',
      depositAddress: tronAddress(),
      amount: '5000000',
      token: usdtTron,
      chainId: TRON_CHAIN_ID,
      expiresAt: Math.floor(Date.now() / 1000) + 60,
      submitTxHashRequested: true,
    })
  }
  return {
    sent,
    fetch: fetchWithBuilds,
    answerV1With(answer: V1BuildAnswer) {
      v1Answer = answer
    },
    answerV2With(answer: V2BuildAnswer) {
      v2Answer = answer
    },
  }
}

async function appWithCaps(caps: { perAddress: number; perClient: number }) {
  const stub = stubbedBuilds()
  const bff = h.makeApp(
    { depositAddressCaps: caps, trustedProxyHops: 1 },
    {
      fetch: stub.fetch,
      buildTimings: { answerDeadlineMs: 1_500, lookupWindowMs: 500, lookupIntervalMs: 100 },
    },
  )
  let amount = 5_000_000
  const from = (client: string) => ({ headers: { 'x-forwarded-for': client } })
  return {
    ...stub,
    bff,
    buildV2: (depositor: string, refundAddr: string, client = '192.0.2.1') =>
      call(
        '/api/v2/build',
        {
          ...from(client),
          json: {
            srcToken: { chainId: TRON_CHAIN_ID, token: usdtTron },
            dstToken: { chainId: 8453, token: usdc(8453) },
            amount: String(amount++),
            intentOutcomeRate: '1000000000000000000',
            terms: { flatFee: '1', expiresAt: '9999999999', signature: '0x01' },
            depositor,
            refundAddr,
          },
        },
        bff,
      ),
    /** A TRON-source v1 transfer build, as an anonymous page sends it: no `from`. */
    buildV1: (
      request: { refundTo?: string; quoteId?: string; depositMethod?: string } = {},
      client = '192.0.2.1',
    ) =>
      call(
        '/api/v1/deposit/build',
        {
          ...from(client),
          json: {
            quoteId: request.quoteId ?? randomUUID(),
            routeId: 'NativeUTXO',
            depositMethod: request.depositMethod ?? 'TRANSFER_WITH_TX_HASH_SUBMIT',
            recipient: evmAddress(),
            refundTo: request.refundTo ?? tronAddress(),
          },
        },
        bff,
      ),
    close: () => bff.close(),
  }
}

test('one client cannot hold more open TRON deposit orders than the caps allow', async () => {
  const t = await appWithCaps({ perAddress: 2, perClient: 3 })
  const [alice, bob, carol] = [evmAddress(), evmAddress(), evmAddress()]
  const [aliceRefund, bobRefund, carolRefund] = [tronAddress(), tronAddress(), tronAddress()]
  expect((await t.buildV2(alice, aliceRefund)).status).toBe(200)
  expect((await t.buildV2(alice, aliceRefund)).status).toBe(200)
  const third = await t.buildV2(alice, aliceRefund)
  expect(third.status).toBe(429)
  expect(third.body).toMatchObject({ name: 'OpenOrderCapException', cap: 2, scope: 'address' })
  expect(third.body.message).toContain('depositor or refund address')
  expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(3000)
  // Another depositor refunding to the same TRON address shares that address's cap.
  expect((await t.buildV2(bob, aliceRefund)).status).toBe(429)
  expect((await t.buildV2(bob, bobRefund)).status).toBe(200)
  // Three open orders from this client: the client's cap, whoever the depositor is.
  const fourth = await t.buildV2(carol, carolRefund)
  expect(fourth.status).toBe(429)
  expect(fourth.body).toMatchObject({ name: 'OpenOrderCapException', cap: 3, scope: 'client' })
  expect(fourth.body.message).toContain('per app user')
  expect(t.sent.v2).toBe(3)
  // Another client is not held back by this one.
  expect((await t.buildV2(evmAddress(), tronAddress(), '192.0.2.2')).status).toBe(200)
  await t.close()
})

test('concurrent v2 builds cannot race past the client cap', async () => {
  const t = await appWithCaps({ perAddress: 3, perClient: 4 })
  const answers = await Promise.all(
    Array.from({ length: 20 }, () => t.buildV2(evmAddress(), tronAddress())),
  )
  expect(answers.filter((answer) => answer.status === 200)).toHaveLength(4)
  expect(answers.filter((answer) => answer.status === 429)).toHaveLength(16)
  expect(t.sent.v2).toBe(4)
  await t.close()
})

test('fifty anonymous v1 TRON builds reserve no more than the client cap, and v1 and v2 share it', async () => {
  const t = await appWithCaps({ perAddress: 3, perClient: 10 })
  const answers = await Promise.all(Array.from({ length: 50 }, () => t.buildV1()))
  expect(answers.filter((answer) => answer.status === 200)).toHaveLength(10)
  const refused = answers.filter((answer) => answer.status === 429)
  expect(refused).toHaveLength(40)
  expect(refused[0]!.body).toMatchObject({ name: 'OpenOrderCapException', cap: 10 })
  expect(Number(refused[0]!.headers.get('retry-after'))).toBeGreaterThan(60)
  expect(t.sent.v1).toBe(10)
  // The same client's v2 TRON build counts against the same cap.
  expect((await t.buildV2(evmAddress(), tronAddress())).status).toBe(429)
  expect(t.sent.v2).toBe(0)
  // Everyone else builds, in v1 and v2.
  expect((await t.buildV1({}, '192.0.2.9')).status).toBe(200)
  expect((await t.buildV2(evmAddress(), tronAddress(), '192.0.2.9')).status).toBe(200)
  await t.close()
})

test('one refund address is capped across clients; a quote built again is one hold', async () => {
  const t = await appWithCaps({ perAddress: 2, perClient: 10 })
  const refundTo = tronAddress()
  const quoteId = randomUUID()
  expect((await t.buildV1({ refundTo, quoteId }, '192.0.2.1')).status).toBe(200)
  expect((await t.buildV1({ refundTo, quoteId }, '192.0.2.1')).status).toBe(200)
  expect((await t.buildV1({ refundTo }, '192.0.2.2')).status).toBe(200)
  const third = await t.buildV1({ refundTo }, '192.0.2.3')
  expect(third.status).toBe(429)
  expect(third.body).toMatchObject({ scope: 'address', cap: 2 })
  await t.close()
})

test('a v1 build holds nothing when it reserves nothing: a failure, a cut answer, a timeout, a contract call', async () => {
  const t = await appWithCaps({ perAddress: 1, perClient: 1 })
  for (const answer of [500, 'cut', 'hang', 'contract-call'] as const) {
    t.answerV1With(answer)
    expect((await t.buildV1({ depositMethod: 'TRANSFER' })).status).not.toBe(429)
  }
  // The one slot is still free: a deposit-address plan takes it, the next build is refused.
  t.answerV1With('transfer')
  expect((await t.buildV1()).status).toBe(200)
  expect((await t.buildV1()).status).toBe(429)
  expect(t.sent.v1).toBe(5)
  // A contract call is never held back by the cap.
  const evm = await call(
    '/api/v1/deposit/build',
    {
      headers: { 'x-forwarded-for': '192.0.2.1' },
      json: {
        quoteId: randomUUID(),
        routeId: 'Native',
        depositMethod: 'CONTRACT_CALL',
        from: evmAddress(),
      },
    },
    t.bff,
  )
  expect(evm.status).not.toBe(429)
  await t.close()
})

test('a v2 TRON build holds nothing when the service refuses it or its answer is lost and no order is found', async () => {
  const t = await appWithCaps({ perAddress: 1, perClient: 1 })
  t.answerV2With(400)
  expect((await t.buildV2(evmAddress(), tronAddress())).status).toBe(400)
  t.answerV2With('cut')
  const lost = await t.buildV2(evmAddress(), tronAddress())
  expect(lost.status).toBe(503)
  expect(lost.body.name).toBe('BuildOutcomeUnknownException')
  await expect.poll(() => t.bff.builds.inFlight.size).toBe(0)
  t.answerV2With('tron')
  await expect
    .poll(async () => (await t.buildV2(evmAddress(), tronAddress())).status, { interval: 200 })
    .toBe(200)
  expect((await t.buildV2(evmAddress(), tronAddress())).status).toBe(429)
  t.close()
})

test('a v1 TRON order named by its submit stops counting once the service says it moved on', async () => {
  const t = await appWithCaps({ perAddress: 1, perClient: 1 })
  const quoteId = randomUUID()
  expect((await t.buildV1({ quoteId })).status).toBe(200)
  expect((await t.buildV1()).status).toBe(429)
  const submit = await call(
    '/api/v1/deposit/submit',
    {
      method: 'PUT',
      body: JSON.stringify({ quoteId, routeId: 'NativeUTXO', txHash: 'ab'.repeat(32) }),
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '192.0.2.1' },
    },
    t.bff,
  )
  expect(submit.status).toBe(200)
  expect((await t.buildV1()).status).toBe(200)
  t.close()
})
