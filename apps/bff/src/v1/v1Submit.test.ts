import type { Hex } from 'viem'
import { expect, test } from 'vitest'
import { useBffHarness } from '../../test/bffHarness.js'
import { losingSubmitFetch } from '../../test/losingSubmitFetch.js'
import { runV1Plan } from '../../test/runV1Plan.js'

const h = useBffHarness()
const { call, devnet, makeApp } = h

/** Runs a CONTRACT_CALL plan on chain 1 as the wallet would; returns the deposit's hash. */
const runPlan = (privateKey: Hex, plan: Parameters<typeof runV1Plan>[2]) =>
  runV1Plan(devnet.chains.find((chain) => chain.chainId === 1)!.rpcUrl, privateKey, plan)

test('a submit whose answer is lost is resolved by a lookup; a repeat is answered from the journal; another instance reads the 404 as already submitted', async () => {
  const user = devnet.accounts[5]! as { address: string; privateKey: Hex }
  const { fetch, sent, loseNextSubmit } = losingSubmitFetch()
  const first = makeApp({}, { fetch })
  const second = makeApp({}, { fetch })
  const quoted = await call(
    '/api/v1/quotes',
    {
      json: h.v1QuoteBody({ amount: '3000000', fromAddress: user.address }),
    },
    first,
  )
  expect(quoted.status, JSON.stringify(quoted.body)).toBe(200)
  const build = { quoteId: quoted.body.quoteId, routeId: 'Native', from: user.address }
  const plan = await call('/api/v1/deposit/build', { json: build }, first)
  expect(plan.status, JSON.stringify(plan.body)).toBe(200)
  // The same build through another BFF instance: it learns who deposits for this quote.
  expect((await call('/api/v1/deposit/build', { json: build }, second)).status).toBe(200)
  const txHash = await runPlan(user.privateKey, plan.body)

  const submit = (app: typeof first) =>
    call(
      '/api/v1/deposit/submit',
      {
        method: 'PUT',
        body: JSON.stringify({ quoteId: build.quoteId, routeId: 'Native', txHash }),
        headers: { 'content-type': 'application/json' },
      },
      app,
    )
  loseNextSubmit()
  sent.length = 0
  const recovered = await submit(first)
  expect(recovered.status, JSON.stringify(recovered.body)).toBe(200)
  expect(recovered.body).toEqual({
    orderId: expect.stringMatching(/^c[a-z0-9]{24}$/),
    txHash,
    recovered: true,
  })
  // Sent once; then looked up (again, a moment later, if the service did not list it yet).
  expect(sent[0]).toBe('PUT /v1/deposit/submit')
  expect(new Set(sent.slice(1))).toEqual(new Set([`GET /v1/orders/${user.address}`]))

  sent.length = 0
  expect((await submit(first)).body).toEqual(recovered.body)
  expect(sent).toEqual([])

  const again = await submit(second)
  expect(again.status).toBe(200)
  expect(again.body).toEqual(recovered.body)
  expect(sent[0]).toBe('PUT /v1/deposit/submit')
  expect(new Set(sent.slice(1))).toEqual(new Set([`GET /v1/orders/${user.address}`]))

  const order = await call(`/api/v1/orders/by-id/${recovered.body.orderId}`, {}, first)
  expect([order.status, order.body.depositTxHash]).toEqual([200, txHash])

  // Followed through the BFF's one poller until the order is filled; the stream then closes.
  const events = await first.app.request(`/api/v1/orders/by-id/${recovered.body.orderId}/events`)
  const text = await events.text()
  const statuses = [...text.matchAll(/^data: (.*)$/gm)].map((line) => JSON.parse(line[1]!).status)
  expect(statuses.at(-1)).toBe('filled')
  // Every change is an event (a status can repeat as transactions arrive); the final one ends it.
  expect(statuses.filter((status) => status === 'filled')).toHaveLength(1)
})
