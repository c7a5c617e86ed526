import { Hono } from 'hono'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { chainlessDeps, pendingOrderRow, requestOf } from '../../../test/inProcessService.js'
import type { ServiceDeps } from '../../service/serviceDeps.js'
import { cancelRoutes } from './cancel.js'

// Every refusal comes before the relay to the hub: in-process, no chain.
let deps: ServiceDeps
let api: ReturnType<typeof requestOf>
beforeAll(async () => {
  deps = await chainlessDeps()
  api = requestOf(new Hono().route('/v2', cancelRoutes(deps)))
})
afterAll(async () => {
  await deps.store.close()
})

const rootIntentId = `0x${'cc'.repeat(32)}`
const body = { payload: { nonce: '1', rootIntentId }, signature: `0x${'ab'.repeat(65)}` }
const published = (orderId: string, state: 'published' | 'delivered') =>
  pendingOrderRow({
    orderId,
    state,
    traces: { rootIntentId, publish: null, withdraw: null, chainObservations: [] },
  })

test("cancel before publication is a 409; of another integrator's order a 404", async () => {
  const { orderId } = pendingOrderRow({ orderId: `0x${'01'.repeat(32)}` })
  await deps.store.insertOrder(pendingOrderRow({ orderId }))
  expect((await api(`/v2/orders/${orderId}/cancel`, { body })).status).toBe(409)
  expect((await api(`/v2/orders/${orderId}/cancel`, { body, key: 'devnet-key-acme' })).status).toBe(
    404,
  )
  expect((await api(`/v2/orders/${orderId}/cancel`, { body: { payload: {} } })).body.name).toBe(
    'ValidationException',
  )
})

test('a rootIntentId of another order is a 400; a settled order can no longer be cancelled', async () => {
  const open = `0x${'02'.repeat(32)}`
  const settled = `0x${'03'.repeat(32)}`
  await deps.store.insertOrder(published(open, 'published'))
  await deps.store.insertOrder(published(settled, 'delivered'))
  const foreign = { ...body, payload: { nonce: '1', rootIntentId: `0x${'dd'.repeat(32)}` } }
  expect(await api(`/v2/orders/${open}/cancel`, { body: foreign })).toMatchObject({
    status: 400,
    body: { error: 'rootIntentId does not belong to this order' },
  })
  expect(await api(`/v2/orders/${settled}/cancel`, { body })).toMatchObject({
    status: 409,
    body: { error: 'Order can no longer be cancelled: it is delivered' },
  })
})

test('a malformed body or order id is refused before the order is read', async () => {
  const orderId = `0x${'01'.repeat(32)}`
  expect(await api(`/v2/orders/${orderId}/cancel`, { rawBody: '{"payload":' })).toMatchObject({
    status: 400,
    body: { message: 'Malformed JSON body', name: 'BadRequestException' },
  })
  expect(await api('/v2/orders/0x12/cancel', { body })).toMatchObject({
    status: 400,
    body: { name: 'ValidationException', details: [{ field: 'orderId' }] },
  })
})
