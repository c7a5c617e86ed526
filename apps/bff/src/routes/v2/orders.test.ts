import { sendBuildTransactions } from '@ferry/test-utils'
import { expect, test } from 'vitest'
import { origin, useBffHarness } from '../../../test/bffHarness.js'
import { signInAs } from '../../session/signInAs.js'

const h = useBffHarness()
const { call, quote, devnet } = h

test("the list needs a depositor, and that depositor's sign-in session", async () => {
  const response = await call('/api/v2/orders')
  expect(response).toMatchObject({
    status: 400,
    body: { details: [{ field: 'depositor', message: 'is required' }] },
  })
  const [me, other] = devnet.accounts as [(typeof devnet.accounts)[0], (typeof devnet.accounts)[0]]
  const q = await quote()
  await call('/api/v2/build', { json: { ...q.build, depositor: me.address } })
  const unsigned = await call(`/api/v2/orders?depositor=${me.address}`)
  expect(unsigned).toMatchObject({ status: 401, body: { name: 'UnauthorizedException' } })

  const token = await signInAs({
    app: h.bff.app,
    privateKey: me.privateKey as `0x${string}`,
    chainId: devnet.chains[0]!.chainId,
    origin,
  })
  const headers = { authorization: `Bearer ${token}` }
  const mine = await call(`/api/v2/orders?depositor=${me.address}`, { headers })
  expect(mine.status).toBe(200)
  expect(mine.body.orders[0].deadline).toBeGreaterThan(0)
  const theirs = await call(`/api/v2/orders?depositor=${other.address}`, { headers })
  expect(theirs).toMatchObject({ status: 403, body: { name: 'ForbiddenException' } })
})

test('a bad orderId is refused; cancel before publication passes the 409 on', async () => {
  expect((await call('/api/v2/orders/0x12')).status).toBe(400)
  const q = await quote()
  const { orderId } = (
    await call('/api/v2/build', { json: { ...q.build, depositor: devnet.accounts[4]!.address } })
  ).body
  const cancel = await call(`/api/v2/orders/${orderId}/cancel`, {
    json: {
      payload: { nonce: '1', rootIntentId: `0x${'cc'.repeat(32)}` },
      signature: `0x${'ab'.repeat(65)}`,
    },
  })
  expect(cancel.status).toBe(409)
})

test('the event stream follows an order to delivery, with one poller for many listeners', async () => {
  const account = devnet.accounts[5]!
  const chain = devnet.chains[0]!
  const q = await quote()
  const build = (await call('/api/v2/build', { json: { ...q.build, depositor: account.address } }))
    .body
  const streams = [1, 2].map(() => h.bff.app.request(`/api/v2/orders/${build.orderId}/events`))
  const [first, second] = await Promise.all(streams)
  expect(first!.headers.get('content-type')).toContain('text/event-stream')
  expect(h.bff.watcher.activePollers).toBe(1)
  await sendBuildTransactions({ build, privateKey: account.privateKey, rpcUrl: chain.rpcUrl })
  const events = await first!.text()
  await second!.text()
  const states = [...events.matchAll(/"state":"(\w+)"/g)].map((match) => match[1])
  expect(states[0]).toBe('pending_deposit')
  expect(states.at(-1)).toBe('delivered')
  expect(events).toContain('event: order')
  expect(events).toContain(`"deadline":${build.deadline}`)
  expect(h.bff.watcher.activePollers).toBe(0)
})
