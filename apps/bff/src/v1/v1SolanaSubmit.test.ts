import { solanaTestWallet } from '@ferry/devnet'
import { expect, test } from 'vitest'
import { useBffHarness } from '../../test/bffHarness.js'
import { losingSubmitFetch } from '../../test/losingSubmitFetch.js'

const h = useBffHarness()
const { call, devnet, makeApp, usdc, upstreamCalls } = h
const SOL = '11111111111111111111111111111111'

const walletOf = (index: number) =>
  solanaTestWallet({
    rpcUrl: devnet.solana.rpcUrl,
    secretKey: devnet.solana.accounts[index]!.secretKey,
  })

const put = (path: string, body: unknown, app?: ReturnType<typeof makeApp>) =>
  call(
    path,
    { method: 'PUT', body: JSON.stringify(body), headers: { 'content-type': 'application/json' } },
    app,
  )

/** 0.3 SOL to USDC on Base quoted and built through `app` for Solana wallet `index`. */
async function builtThrough(app: ReturnType<typeof makeApp>, index: number) {
  const sender = await walletOf(index)
  const quoted = await call(
    '/api/v1/quotes',
    {
      json: {
        tradeType: 'EXACT_INPUT',
        fromChainId: devnet.solana.chainId,
        fromToken: SOL,
        toChainId: 8453,
        toToken: usdc(8453).toLowerCase(),
        amount: '300000000',
        fromAddress: sender.address,
        recipient: devnet.accounts[4]!.address,
      },
    },
    app,
  )
  expect(quoted.status, JSON.stringify(quoted.body)).toBe(200)
  const build = { quoteId: quoted.body.quoteId, routeId: 'Native', from: sender.address }
  const plan = await call('/api/v1/deposit/build', { json: build }, app)
  expect(plan.status, JSON.stringify(plan.body)).toBe(200)
  expect(plan.body.approvals).toEqual([
    { type: 'solana_sendTransaction', transaction: expect.any(String), deposit: true },
  ])
  return { sender, quoted: quoted.body, build, plan: plan.body }
}

test('a Solana deposit submitted as a signed transaction whose answer is lost: sent once, found by the Solana address, answered from the journal after', async () => {
  const { fetch, sent, loseNextSubmit } = losingSubmitFetch()
  const app = makeApp({}, { fetch })
  const { sender, build, plan } = await builtThrough(app, 0)
  const signed = await sender.signBase64(plan.approvals[0].transaction)
  const solBefore = await sender.solBalance()
  const body = { quoteId: build.quoteId, routeId: 'Native', signedTransaction: signed.base64 }

  loseNextSubmit()
  sent.length = 0
  const recovered = await put('/api/v1/deposit/submit', body, app)
  expect(recovered.status, JSON.stringify(recovered.body)).toBe(200)
  expect(recovered.body).toEqual({
    orderId: expect.stringMatching(/^c[a-z0-9]{24}$/),
    txHash: signed.signature,
    recovered: true,
  })
  expect(sent[0]).toBe('PUT /v1/deposit/submit')
  expect(new Set(sent.slice(1))).toEqual(new Set([`GET /v1/orders/${sender.address}`]))
  // The deposit left the wallet once: the amount and one fee.
  expect(await sender.solBalance()).toBe(solBefore - 300_000_000n - 5_000n)

  sent.length = 0
  expect((await put('/api/v1/deposit/submit', body, app)).body).toEqual(recovered.body)
  expect(sent).toEqual([])
  await expect
    .poll(
      async () =>
        (await call(`/api/v1/orders/by-id/${recovered.body.orderId}`, {}, app)).body.status,
      {
        timeout: 30_000,
      },
    )
    .toBe('filled')
  expect(await sender.solBalance()).toBe(solBefore - 300_000_000n - 5_000n)
  const listed = await call(`/api/v1/orders/${sender.address}`, {}, app)
  expect(listed.body.data.map((order: { id: string }) => order.id)).toContain(
    recovered.body.orderId,
  )
})

test('a Solana submit by signature goes through the desk once; bad hashes and transactions are refused naming the field and never go upstream', async () => {
  const app = makeApp()
  const { sender, build, plan } = await builtThrough(app, 1)
  const signed = await sender.signBase64(plan.approvals[0].transaction)
  const base = { quoteId: build.quoteId, routeId: 'Native' }
  upstreamCalls.length = 0
  const fieldsOf = async (body: Record<string, unknown>) => {
    const refused = await put('/api/v1/deposit/submit', { ...base, ...body }, app)
    expect(refused.status, JSON.stringify(refused.body)).toBe(400)
    expect(refused.body.name).toBe('ValidationException')
    return refused.body.details.map((detail: { field: string }) => detail.field)
  }
  expect(await fieldsOf({})).toEqual(['txHash'])
  expect(await fieldsOf({ txHash: signed.signature, signedTransaction: signed.base64 })).toEqual([
    'txHash',
    'signedTransaction',
  ])
  expect(await fieldsOf({ txHash: `0OIl${signed.signature.slice(4)}` })).toEqual(['txHash'])
  expect(await fieldsOf({ txHash: signed.signature.slice(0, 80) })).toEqual(['txHash'])
  expect(await fieldsOf({ signedTransaction: 'AgAB' })).toEqual(['signedTransaction'])
  expect(await fieldsOf({ signedTransaction: `${signed.base64.slice(0, -4)}@@@@` })).toEqual([
    'signedTransaction',
  ])
  expect(upstreamCalls.filter((path) => path.endsWith('/deposit/submit'))).toEqual([])

  await sender.send(signed.signed)
  const accepted = await put('/api/v1/deposit/submit', { ...base, txHash: signed.signature }, app)
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(200)
  expect(accepted.body.txHash).toBe(signed.signature)
  const again = await put('/api/v1/deposit/submit', { ...base, txHash: signed.signature }, app)
  expect(again.body).toEqual(accepted.body)
  expect(upstreamCalls.filter((path) => path.endsWith('/deposit/submit'))).toHaveLength(1)
})

test('Solana addresses pass the BFF where v1 takes them; malformed ones are refused naming the field', async () => {
  const sender = await walletOf(2)
  const held = await call(
    `/api/v1/tokens/balances/${sender.address}?chainIds=${devnet.solana.chainId}`,
  )
  expect(held.status).toBe(200)
  expect(held.body.map((token: { symbol: string }) => token.symbol).sort()).toEqual(['SOL', 'USDC'])
  expect((await call(`/api/v1/orders/${sender.address}`)).status).toBe(200)
  const malformed = await call(`/api/v1/orders/0OIl${sender.address.slice(4)}`)
  expect([malformed.status, malformed.body.details[0].field]).toEqual([400, 'address'])
  const toSolana = await call('/api/v1/quotes', {
    json: {
      tradeType: 'EXACT_INPUT',
      fromChainId: 8453,
      fromToken: usdc(8453).toLowerCase(),
      toChainId: devnet.solana.chainId,
      toToken: devnet.solana.usdc.mint,
      amount: '5000000',
      recipient: `${sender.address.slice(0, -1)}0`,
    },
  })
  expect([toSolana.status, toSolana.body.details?.[0]?.field]).toEqual([400, 'recipient'])
})
