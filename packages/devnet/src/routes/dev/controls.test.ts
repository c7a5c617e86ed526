import { Hono } from 'hono'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { chainlessDeps, requestOf } from '../../../test/inProcessService.js'
import type { ServiceDeps } from '../../service/serviceDeps.js'
import { devRoutes } from './controls.js'

let deps: ServiceDeps
let api: ReturnType<typeof requestOf>
beforeAll(async () => {
  deps = await chainlessDeps()
  api = requestOf(new Hono().route('/dev', devRoutes(deps)))
})
afterAll(async () => {
  await deps.store.close()
})

const depositor = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

test('bad input to a control is refused with the field that is wrong', async () => {
  const typo = await api('/dev/scenario', { body: { depositor: '0x1234', scenario: 'none' } })
  expect(typo).toMatchObject({
    status: 400,
    body: { name: 'ValidationException', details: [{ field: 'depositor' }] },
  })
  const unknown = await api('/dev/scenario', { body: { depositor, scenario: 'sometimes' } })
  expect(unknown.body.details[0].field).toBe('scenario')
  const transfer = await api('/dev/tron/transfer', {
    body: { from: 'nobody', to: 'nowhere', amount: '1' },
  })
  expect(transfer.status).toBe(400)
  expect(transfer.body.error).toMatch(/not a valid TRON address/)
})

test('a scenario names a depositor or an existing order', async () => {
  expect(await api('/dev/scenario', { body: { scenario: 'none' } })).toMatchObject({
    status: 400,
    body: { error: 'Name a depositor or an orderId' },
  })
  expect(
    await api('/dev/scenario', { body: { orderId: `0x${'ef'.repeat(32)}`, scenario: 'none' } }),
  ).toMatchObject({ status: 404, body: { error: 'Order not found' } })
  await api('/dev/scenario', { body: { depositor, scenario: 'partial' } })
  expect(deps.scenarios.get(depositor.toLowerCase())).toEqual({
    kind: 'partial',
    fillRatioBps: 6000,
  })
})

test('the switches and the clock move the deps they name', async () => {
  const before = deps.clock.now()
  const moved = await api('/dev/clock', { body: { advanceSeconds: 120 } })
  expect(moved.body.now - before).toBeGreaterThanOrEqual(120)
  await api('/dev/clock', { body: { advanceSeconds: -120 } })
  await api('/dev/maintenance', { body: { on: true } })
  expect(deps.maintenance.on).toBe(true)
  await api('/dev/maintenance', { body: { on: false } })
  expect(deps.maintenance.on).toBe(false)
  expect((await api('/dev/maintenance', { body: { on: 'yes' } })).status).toBe(400)
})
