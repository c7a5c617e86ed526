import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { chainlessDeps, requestOf } from '../../../test/inProcessService.js'
import { useServiceDevnet } from '../../../test/serviceDevnet.js'
import type { ServiceDeps } from '../../service/serviceDeps.js'
import { ordersRoutes } from './orders.js'

const net = useServiceDevnet()
const { usdc, ethToBase } = net

describe('on the devnet', () => {
  test('the list is scoped to the key, filtered, newest first, paged by a keyset cursor', async () => {
    const depositor = net.devnet.accounts[2]!.address
    const quote = (await net.api(ethToBase('20000000'))).body
    const ids: string[] = []
    for (let i = 0; i < 3; i++) {
      ids.push((await net.api('/v2/build', { body: { ...quote.build, depositor } })).body.orderId)
      await net.dev.advanceClock(1)
    }
    const page1 = (await net.api(`/v2/orders?depositor=${depositor}&limit=2`)).body
    expect(page1.orders.map((o: { orderId: string }) => o.orderId)).toEqual([ids[2], ids[1]])
    expect(page1.nextCursor).toMatch(/^\d+_0x[0-9a-f]{64}$/)
    expect(page1.orders[0].traces.chainObservations).toEqual([])
    const page2 = (
      await net.api(`/v2/orders?depositor=${depositor}&limit=2&cursor=${page1.nextCursor}`)
    ).body
    expect(page2.orders.map((o: { orderId: string }) => o.orderId)).toEqual([ids[0]])
    expect(
      (await net.api(`/v2/orders?depositor=${depositor}`, { key: 'devnet-key-acme' })).body.orders,
    ).toEqual([])
    expect(
      (await net.api(`/v2/orders?depositor=${depositor}&state=delivered`)).body.orders,
    ).toEqual([])
    expect(
      (await net.api(`/v2/orders?depositor=${depositor}&to=${usdc(8453)}`)).body.orders,
    ).toHaveLength(3)
    expect((await net.api(`/v2/orders?limit=1000`)).body.orders.length).toBeLessThanOrEqual(200)
    const bad = await net.api('/v2/orders?cursor=page2')
    expect(bad).toMatchObject({ status: 400, body: { name: 'ValidationException' } })
  })
})

describe('in-process', () => {
  let deps: ServiceDeps
  let api: ReturnType<typeof requestOf>
  beforeAll(async () => {
    deps = await chainlessDeps()
    api = requestOf(new Hono().route('/v2', ordersRoutes(deps)))
  })
  afterAll(async () => {
    await deps.store.close()
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
})
