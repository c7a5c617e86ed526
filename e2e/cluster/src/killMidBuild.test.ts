import { randomBytes } from 'node:crypto'
import { openSqlClient } from '@ferry/bff'
import { afterAll, expect, test } from 'vitest'
import { usdcQuotePath } from './quotes.js'
import { useCluster } from './useCluster.js'

const c = useCluster()
const apiKey = c.devnet.integrators.find((integrator) => integrator.name === 'ferry-demo')!.apiKey
/** The depositor's orders as the service itself lists them. */
const ordersOf = async (depositor: string) =>
  (
    (await (
      await fetch(`${c.devnet.serviceUrl}/v2/orders?depositor=${depositor}`, {
        headers: { 'x-api-key': apiKey },
      })
    ).json()) as { orders: { orderId: string }[] }
  ).orders

afterAll(async () => {
  await c.dev.clearFaults()
})

test('kill -9 of the instance holding a build: no duplicate, no lost order, and a survivor settles its journal row', async () => {
  const client = '10.2.0.1'
  const depositor = `0x${randomBytes(20).toString('hex')}`
  const quote = await (
    await c.untilAdmitted(() => c.request(usdcQuotePath(c.devnet), { client }))
  ).json()
  const build = { ...quote.build, depositor }
  // A build for someone else first, once the minute's builds allow it: the one that matters must
  // not be refused by the limits another file's burst spent.
  const probe = { ...build, depositor: `0x${randomBytes(20).toString('hex')}` }
  expect(
    (await c.untilAdmitted(() => c.request('/api/v2/build', { json: probe, client }))).status,
  ).toBe(200)
  // The service holds the build long enough to kill the instance waiting for it.
  await c.dev.addFault({ route: 'build', latencyMs: 3_000 })
  const since = Date.now()
  // Admitted like the probe: the probe may have taken the one slot the sliding minute had freed
  // (the burst's builds leave it one by one), and a 429 never reaches the service.
  const lost = c.untilAdmitted(() => c.request('/api/v2/build', { json: build, client }))
  await expect
    .poll(() => c.upstreamCalls({ method: 'POST', path: /^\/v2\/build$/, since }), {
      timeout: 90_000,
      interval: 250,
    })
    .toHaveLength(1)
  const [sent] = await c.upstreamCalls({ method: 'POST', path: /^\/v2\/build$/, since })
  await c.killInstance(sent!.instance)
  try {
    // nginx does not send a POST to another instance: the browser is told it failed.
    expect((await lost).status).toBe(502)
    await c.dev.clearFaults()

    // The journal (PostgreSQL, shared) has the attempt; a retry on a survivor meets it.
    const sql = await openSqlClient({ databaseUrl: c.postgresUrl })
    const rowOf = async () =>
      (
        await sql.query<{ attempt_id: string; status: string; order_id: string | null }>(
          'select attempt_id, status, order_id from build_attempts where depositor = $1',
          [depositor],
        )
      ).rows
    try {
      const [row] = await rowOf()
      expect(row).toMatchObject({ status: 'pending', order_id: null })
      const retry = await c.request('/api/v2/build', { json: build, client })
      expect(retry.status).toBe(409)
      expect(await retry.json()).toMatchObject({
        name: 'BuildOutcomePendingException',
        buildAttemptId: row!.attempt_id,
      })

      // The service made the order; a surviving instance's reconciler adopts it.
      await expect
        .poll(async () => (await rowOf())[0]?.status, { timeout: 30_000 })
        .toBe('succeeded')
      const orders = await ordersOf(depositor)
      expect(orders).toHaveLength(1)
      expect((await rowOf())[0]!.order_id).toBe(orders[0]!.orderId.toLowerCase())
      const attempt = await c.request(`/api/v2/builds/${row!.attempt_id}`, { client })
      expect(await attempt.json()).toMatchObject({ orderId: orders[0]!.orderId })
      expect(await c.upstreamCalls({ method: 'POST', path: /^\/v2\/build$/, since })).toHaveLength(
        1,
      )
    } finally {
      await sql.close()
    }
  } finally {
    await c.startInstance(sent!.instance)
  }
}, 240_000)
