import { randomBytes } from 'node:crypto'
import { Webhook } from 'standardwebhooks'
import { type Address, createPublicClient, createWalletClient, type Hex, http } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { useBffHarness } from '../../test/bffHarness.js'
import { openMemorySqlClient } from '../../test/memorySqlClient.js'
import { runV1Plan } from '../../test/runV1Plan.js'
import { startWebhookReceiver } from '../../test/startWebhookReceiver.js'
import type { BffApp } from '../createApp.js'
import { migrateJournal } from '../journal/journalMigrate.js'
import type { SqlClient } from '../journal/sqlClient.js'

// Orders built through the BFF on the devnet, followed to their end, their events received
// and verified by an integrator's endpoint with the standardwebhooks library.
const h = useBffHarness()
const { call, devnet } = h
const secret = `whsec_${randomBytes(32).toString('base64')}`

let sql: SqlClient
let app: BffApp
// The first POST fails: the event is sent again after the backoff.
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>
beforeAll(async () => {
  sql = await openMemorySqlClient()
  await migrateJournal({ sql })
  receiver = await startWebhookReceiver([500])
  app = h.makeApp(
    {
      metricsOnApi: true,
      webhooks: {
        urls: [receiver.url],
        secret,
        backoff: { baseMs: 20, maxMs: 100, maxAttempts: 5 },
      },
    },
    { sql },
  )
  await app.services.webhooks!.start()
})
afterAll(async () => {
  app.close()
  await receiver.stop()
  await sql.close()
})

// Events of one order carry no order between them (a refused one waits for its retry while later
// ones go out; receivers order by the payload), so they are compared sorted by id.
const byId = (a: { id: unknown }, b: { id: unknown }) => String(a.id).localeCompare(String(b.id))

/** What the receiver was sent and answered 2xx for, verified with the library. */
const verifiedEvents = () =>
  receiver.received
    .filter((delivery) => delivery.status < 300)
    .map((delivery) => ({
      id: delivery.headers['webhook-id'],
      event: new Webhook(secret).verify(
        delivery.body,
        delivery.headers as Record<string, string>,
      ) as { type: string; data: { eventId: string; version: string; orderId: string } },
    }))

test('a v2 order sends order.created and order.delivered, signed, from the stream’s poller', async () => {
  const account = devnet.accounts[4]!
  const chain = devnet.chains[0]!
  const wallet = createWalletClient({
    account: privateKeyToAccount(account.privateKey),
    transport: http(chain.rpcUrl),
  })
  const client = createPublicClient({ transport: http(chain.rpcUrl), pollingInterval: 20 })
  const q = await h.quote()
  const built = await call(
    '/api/v2/build',
    { json: { ...q.build, depositor: account.address } },
    app,
  )
  expect(built.status, JSON.stringify(built.body)).toBe(200)
  const { orderId } = built.body as { orderId: string }
  const stream = await app.app.request(`/api/v2/orders/${orderId}/events`)
  // The webhook feed follows the order too, on the same poller: one read per interval.
  await expect.poll(() => receiver.received.length).toBeGreaterThan(0)
  expect(app.services.watcher.activePollers).toBe(1)
  for (const tx of [...(built.body.approveTxs ?? []), built.body.depositTx]) {
    const hash = await wallet.sendTransaction({
      to: tx.to as Address,
      data: tx.data as Hex,
      value: BigInt(tx.value),
      chain: null,
    })
    await client.waitForTransactionReceipt({ hash })
  }
  expect(await stream.text()).toContain('"state":"delivered"')
  const delivered = `v2:${orderId.toLowerCase()}:order.delivered`
  await expect.poll(() => receiver.acknowledged(), { timeout: 10_000 }).toContain(delivered)
  expect(app.services.watcher.activePollers).toBe(0)

  const created = `v2:${orderId.toLowerCase()}:order.created`
  expect(verifiedEvents().sort(byId)).toEqual([
    {
      id: created,
      event: expect.objectContaining({
        type: 'order.created',
        data: expect.objectContaining({ eventId: created, version: 'v2', orderId }),
      }),
    },
    {
      id: delivered,
      event: expect.objectContaining({
        type: 'order.delivered',
        data: expect.objectContaining({
          eventId: delivered,
          order: expect.objectContaining({ state: 'delivered' }),
        }),
      }),
    },
  ])
  // The refused first attempt was the same event, signed the same way.
  expect(receiver.received[0]).toMatchObject({ status: 500, headers: { 'webhook-id': created } })

  // Counted once the sender has read the receiver's answer.
  const metrics = async () => (await app.app.request('/metrics')).text()
  await expect
    .poll(metrics)
    .toContain('ferry_bff_webhook_deliveries_total{type="order.delivered",outcome="delivered"} 1')
  expect(await metrics()).toContain(
    'ferry_bff_webhook_deliveries_total{type="order.created",outcome="failed"} 1',
  )
  expect(await metrics()).toContain(
    'ferry_bff_webhook_deliveries_total{type="order.created",outcome="delivered"} 1',
  )
})

test('a v1 wallet order sends order.created at its submit and order.delivered when filled', async () => {
  const user = devnet.accounts[5]! as { address: string; privateKey: Hex }
  const quoted = await call(
    '/api/v1/quotes',
    { json: h.v1QuoteBody({ amount: '3000000', fromAddress: user.address }) },
    app,
  )
  expect(quoted.status, JSON.stringify(quoted.body)).toBe(200)
  const build = { quoteId: quoted.body.quoteId, routeId: 'Native', from: user.address }
  const plan = await call('/api/v1/deposit/build', { json: build }, app)
  expect(plan.status, JSON.stringify(plan.body)).toBe(200)
  const rpcUrl = devnet.chains.find((chain) => chain.chainId === 1)!.rpcUrl
  const txHash = await runV1Plan(rpcUrl, user.privateKey, plan.body)
  const submitted = await call(
    '/api/v1/deposit/submit',
    {
      method: 'PUT',
      body: JSON.stringify({ quoteId: build.quoteId, routeId: 'Native', txHash }),
      headers: { 'content-type': 'application/json' },
    },
    app,
  )
  expect(submitted.status, JSON.stringify(submitted.body)).toBe(200)
  const { orderId } = submitted.body as { orderId: string }

  const created = `v1:${orderId}:order.created`
  const delivered = `v1:${orderId}:order.delivered`
  // Bounded by the devnet's fill of a v1 order on a loaded machine; waits on state only.
  await expect
    .poll(
      () =>
        receiver
          .acknowledged()
          .filter((id) => id.startsWith('v1:'))
          .sort(),
      {
        timeout: 60_000,
      },
    )
    .toEqual([created, delivered])
  const ofThisOrder = verifiedEvents().filter((received) => String(received.id).startsWith('v1:'))
  expect(ofThisOrder.sort(byId)).toEqual([
    {
      id: created,
      event: expect.objectContaining({
        type: 'order.created',
        data: expect.objectContaining({ version: 'v1', orderId, order: submitted.body }),
      }),
    },
    {
      id: delivered,
      event: expect.objectContaining({
        type: 'order.delivered',
        data: expect.objectContaining({ order: expect.objectContaining({ status: 'filled' }) }),
      }),
    },
  ])
  expect(app.services.v1Watcher.activePollers).toBe(0)
}, 120_000)
